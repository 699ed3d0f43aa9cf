/**
 * Rewrites React Router's module script so the app's code is fetched and run after the first paint, not before it.
 * The page is whole HTML without JavaScript; run first, hydration work would sit between a phone and its first
 * paint, and Lighthouse would count every chunk as part of the largest paint.
 */
import { TOAST } from "../contract/constants";
import { cookieName, SESSION_HINT_COOKIE } from "../contract/cookies";
import { group } from "../server/platform/regex-group";

const BOOT_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const SIDE_EFFECT_IMPORT = /^import "([^"]+)";$/;
const NAMED_IMPORT = /^import \* as (\w+) from "([^"]+)";$/;
const ROUTE_MODULES = /^window\.__reactRouterRouteModules = (\{[^;]*\});$/;
const ENTRY_IMPORT = /^import\("([^"]+)"\);$/;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]*)"\/>/g;
/** How long after the first paint an islands page starts its code when nobody has touched it (decision 057). */
export const ISLANDS_IDLE_WAIT_MS = 1000;

/**
 * The lead forms' time trap starts when the page is shown: at first paint each lead form gets a signed stamp
 * and the paint time in its hidden fields, so a quick visitor's post, native or scripted, is not doubted.
 */
const STAMP_LEAD_FORMS = [
  "const stamp=()=>{const shown=String(Date.now());",
  'for(const form of document.querySelectorAll("form[data-lead-form]")){',
  "const set=(name,value)=>{const field=form.elements.namedItem(name);if(field&&!field.value)field.value=value;};",
  'set("shownAt",shown);',
  'fetch("/api/contact/stamp",{credentials:"same-origin"}).then((r)=>r.ok?r.json():null).then((b)=>{if(b)set("formStamp",b.stamp);},()=>{});',
  "}};",
].join("");

export function hydrateAfterPaint(html: string): string {
  const preloaded = [...html.matchAll(MODULE_PRELOAD)].map((m) => group(m, 1));
  const page = html.replace(MODULE_PRELOAD, "");
  const boot = page.match(BOOT_SCRIPT);
  if (!boot) return page;
  // Each route chunk, with the name React Router gives its module ("" for the manifest, imported for its effect).
  const routes: { url: string; name: string }[] = [];
  let routeModules = "";
  let entry = "";
  for (const line of group(boot, 1)
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)) {
    const sideEffect = line.match(SIDE_EFFECT_IMPORT);
    const named = line.match(NAMED_IMPORT);
    const modules = line.match(ROUTE_MODULES);
    const entryImport = line.match(ENTRY_IMPORT);
    if (sideEffect) routes.push({ url: group(sideEffect, 1), name: "" });
    else if (named) routes.push({ url: group(named, 2), name: group(named, 1) });
    else if (modules) routeModules = group(modules, 1);
    else if (entryImport) entry = group(entryImport, 1);
    // React Router wrote something this rewrite does not know: stop the build rather than ship a page that never hydrates.
    else throw new Error(`hydrate-after-paint: unexpected line in the module script: ${line}`);
  }
  if (!routeModules || !entry) throw new Error("hydrate-after-paint: the module script has no route modules or entry");
  // The libraries the routes share run first, each in a task of its own, so no single evaluation blocks input for long.
  const libraries = preloaded.filter((url) => url !== entry && !routes.some((route) => route.url === url));
  const fetchAll = [...new Set([...libraries, ...routes.map((route) => route.url), entry])];
  const run = ({ url, name }: { url: string; name: string }) => `${name ? `const ${name}=` : ""}await import(${JSON.stringify(url)});await pause();`;
  const script = [
    "const pause=()=>new Promise((resolve)=>setTimeout(resolve));",
    "const hydrate=async()=>{",
    // Every chunk is fetched and compiled in parallel; each is then evaluated in turn.
    preloadModules(fetchAll),
    ...libraries.map((url) => run({ url, name: "" })),
    ...routes.map(run),
    `window.__reactRouterRouteModules=${routeModules};`,
    `import(${JSON.stringify(entry)});`,
    "};",
  ].join("");
  return page.replace(boot[0], afterFirstPaint(script));
}

// React Router's part of the page: its context, its module script and the streamed loader data, to the end of <body>.
const ROUTER_SCRIPTS = /<script>window\.__reactRouterContext = [\s\S]*(?=<\/body>)/;
const HTML_TAG = /<html\b/;

/**
 * A page loaded as islands (decision 056): React Router's scripts give way to the page's islands module, run after the
 * first paint. `modules` is the entry and the chunks it imports, all fetched at once rather than found one by one.
 */
export function islandsAfterPaint(html: string, [entry, ...imports]: string[]): string {
  const page = html.replace(MODULE_PRELOAD, "");
  if (!entry) throw new Error("hydrate-after-paint: an islands page with no entry module");
  if (!ROUTER_SCRIPTS.test(page)) throw new Error("hydrate-after-paint: no React Router scripts to replace with the islands");
  if (!HTML_TAG.test(page)) throw new Error("hydrate-after-paint: an islands page with no <html> tag");
  const islands = `const load=()=>{${preloadModules(imports)}import(${JSON.stringify(entry)});};${ISLANDS_WAIT}`;
  return (
    page
      .replace(ROUTER_SCRIPTS, afterFirstPaint(islands))
      // In-page links outside the islands are plain anchors: the browser scrolls to them smoothly (app.css), as the
      // routed pages' scroll helper does (spec 01 §2).
      .replace(HTML_TAG, '<html data-in-page-links="smooth"')
  );
}

/**
 * Decision 057: the islands wait for the visitor's first touch, key or pointer movement, or one second after the first
 * paint, so a first tap meets an idle main thread (the early-tap script answers it) instead of the chunks' evaluation.
 * A page with something to show at once starts at once: a session for the header, a toast from a redirect, a section
 * to scroll to. `hydrate` is what the first paint runs; `load` fetches and runs the islands' entry, once.
 */
const ISLANDS_WAIT = [
  "let loaded=false;const loadOnce=()=>{if(!loaded){loaded=true;load();}};",
  `const waiting=()=>{try{if(sessionStorage.getItem(${JSON.stringify(TOAST.pendingKey)})!==null)return false;}catch{}`,
  // The hint cookie read as `app/lib/auth.tsx` reads it: its name as `cookieName` gives it for the page's protocol.
  `const hint=location.protocol==="https:"?${JSON.stringify(`${cookieName(SESSION_HINT_COOKIE, true)}=1`)}:${JSON.stringify(`${cookieName(SESSION_HINT_COOKIE, false)}=1`)};`,
  'return location.hash===""&&!document.cookie.split("; ").includes(hint);};',
  "const hydrate=()=>{if(!waiting())return loadOnce();",
  // From the paint on, never before it: a browser moves a still pointer itself when the layout changes under it.
  // pointerup too: the early-tap script holds a script button's press back from every listener after its own.
  'for(const type of ["touchstart","pointerdown","pointerup","pointermove","keydown","focusin"])addEventListener(type,loadOnce,{capture:true,passive:true,once:true});',
  `setTimeout(loadOnce,${ISLANDS_IDLE_WAIT_MS});};`,
].join("");

/** Script that asks for these modules at once, so they are fetched and compiled in parallel before any is run. */
const preloadModules = (urls: string[]) =>
  `for(const href of ${JSON.stringify(urls)}){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link);}`;

/** The module script that stamps the lead forms and then runs `hydrate`, at the first contentful paint. */
function afterFirstPaint(hydrate: string): string {
  const script = [
    hydrate,
    // Starts at the first contentful paint; a hidden tab paints nothing, so it starts at once, and a second is the cap.
    STAMP_LEAD_FORMS,
    "let started=false;const start=()=>{if(!started){started=true;stamp();hydrate();}};",
    'if(document.visibilityState==="hidden"){start();}else{',
    'new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(start);}}).observe({type:"paint",buffered:true});',
    "setTimeout(start,1000);}",
  ].join("");
  return `<script type="module" async="">${script}</script>`;
}
