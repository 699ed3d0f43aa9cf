import { describe, expect, it } from "vitest";
import { TOAST } from "../../contract/constants";
import { cookieName, SESSION_HINT_COOKIE } from "../../contract/cookies";
import { hydrateAfterPaint, ISLANDS_IDLE_WAIT_MS, islandsAfterPaint } from "../../scripts/hydrate-after-paint";

const preloads = [
  "/assets/manifest-1.js",
  "/assets/entry.client-4.js",
  "/assets/runtime-5.js",
  "/assets/framework-6.js",
  "/assets/root-2.js",
  "/assets/shared-7.js",
  "/assets/service-3.js",
]
  .map((href) => `<link rel="modulepreload" href="${href}"/>`)
  .join("");
const page = (script: string) => `<html><head>${preloads}</head><body><main>Hello</main><script type="module" async="">${script}</script></body></html>`;
const reactRouterScript = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/service-3.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/service":route1};

import("/assets/entry.client-4.js");`;

describe("hydrate after paint", () => {
  it("loads the same modules only after the first contentful paint, libraries first, each in its own task, and names each route module as before", () => {
    const html = hydrateAfterPaint(page(reactRouterScript));
    expect(html).not.toContain('<link rel="modulepreload"');
    const script = html.match(/<script type="module" async="">([\s\S]*)<\/script>/)![1];
    expect(script).not.toMatch(/^import /m);
    expect(script).toContain(
      'for(const href of ["/assets/runtime-5.js","/assets/framework-6.js","/assets/shared-7.js","/assets/manifest-1.js","/assets/root-2.js","/assets/service-3.js","/assets/entry.client-4.js"])',
    );
    expect(script).toContain(
      'await import("/assets/runtime-5.js");await pause();await import("/assets/framework-6.js");await pause();await import("/assets/shared-7.js");await pause();' +
        'await import("/assets/manifest-1.js");await pause();const route0=await import("/assets/root-2.js");await pause();const route1=await import("/assets/service-3.js");await pause();',
    );
    expect(script).toContain('window.__reactRouterRouteModules={"root":route0,"routes/service":route1};');
    expect(script).toContain('import("/assets/entry.client-4.js")');
    expect(script).toContain('getEntriesByName("first-contentful-paint")');
    expect(html).toContain("<main>Hello</main>");
  });

  it("leaves a page without the module script alone, and stops the build on a line it does not know", () => {
    expect(hydrateAfterPaint("<html><body>plain</body></html>")).toBe("<html><body>plain</body></html>");
    expect(() => hydrateAfterPaint(page(`${reactRouterScript}\nwindow.somethingNew = 1;`))).toThrow(
      /unexpected line in the module script: window\.somethingNew = 1;/,
    );
  });

  it("gives a page loaded as islands its islands module after the first paint, in place of every React Router script", () => {
    const routerTail =
      '<script>window.__reactRouterContext = {"ssr":false};</script><script type="module" async="">import("/assets/entry.client-4.js");</script>' +
      '<!--$?--><template id="B:0"></template><!--/$--><div hidden id="S:0"><script>window.__reactRouterContext.streamController.enqueue("[]");</script></div>';
    const modules = ["/assets/islands-home-page-9.js", "/assets/islands-react-1.js", "/assets/islands-dist-2.js"];
    const html = islandsAfterPaint(`<html><head>${preloads}</head><body><main>Hello</main>${routerTail}</body></html>`, modules);
    // Nothing is fetched before the first paint: the chunks' preloads are made by the script that runs at it.
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain("__reactRouterContext");
    expect(html).not.toContain("entry.client");
    expect(html).not.toContain('id="S:0"');
    expect(html).toMatch(
      /<main>Hello<\/main><script type="module" async="">const load=\(\)=>\{for\(const href of \["\/assets\/islands-react-1\.js","\/assets\/islands-dist-2\.js"\]\)\{[^}]*link\.rel="modulepreload";[^}]*\}import\("\/assets\/islands-home-page-9\.js"\);\};[\s\S]*<\/script><\/body><\/html>$/,
    );
    // Decision 057: the code waits for a first touch, key or pointer movement, or a second, unless a session or a toast needs it.
    expect(html).toContain(`setTimeout(loadOnce,${ISLANDS_IDLE_WAIT_MS})`);
    expect(html).toContain("addEventListener(type,loadOnce,{capture:true,passive:true,once:true})");
    expect(html).toContain(`"${cookieName(SESSION_HINT_COOKIE, true)}=1"`);
    expect(html).toContain(`"${cookieName(SESSION_HINT_COOKIE, false)}=1"`);
    expect(html).toContain(JSON.stringify(TOAST.pendingKey));
    expect(html).toContain('getEntriesByName("first-contentful-paint")');
    expect(html).toMatch(/^<html data-in-page-links="smooth"><head>/);
    expect(() => islandsAfterPaint("<html><body>plain</body></html>", modules)).toThrow(/no React Router scripts/);
    expect(() => islandsAfterPaint(`<html><body>${routerTail}</body></html>`, [])).toThrow(/no entry module/);
  });
});
