/**
 * A public page paints before its code has run (decision 019); this inline script, run first in <head>, makes a tap
 * in that window count (decision 044). Until <html data-hydrated> is set it takes every tap on a script button (not
 * links, not a form's submit button, which work as HTML), shows what it can at once (a disclosure's panel, a tab's
 * panel), keeps the tap from reaching a half-started app, and once the app says it has hydrated, taps the same
 * element again so the component's own state catches up with what the visitor already sees. A tap pressed before
 * hydration and released after it is finished the same way: the app never saw its press.
 */
function earlyTaps() {
  const root = document.documentElement;
  const taken: Element[] = [];
  const hydrated = () => root.dataset.hydrated !== undefined;
  const scriptButton = (target: EventTarget | null) => {
    const element = target instanceof Element ? target.closest("button,[role=tab]") : null;
    if (!element || (element instanceof HTMLButtonElement && (element.type === "submit" || element.disabled))) return null;
    return element;
  };
  // What the component would show: the panel a disclosure button controls, or the panel of the tab chosen.
  const showAtOnce = (element: Element) => {
    const panel = document.getElementById(element.getAttribute("aria-controls") ?? "");
    if (element.getAttribute("role") === "tab") {
      const list = element.closest("[role=tablist]");
      for (const tab of list ? list.querySelectorAll("[role=tab]") : []) {
        const chosen = tab === element;
        tab.setAttribute("aria-selected", String(chosen));
        tab.setAttribute("data-state", chosen ? "active" : "inactive");
        const own = document.getElementById(tab.getAttribute("aria-controls") ?? "");
        own?.setAttribute("data-state", chosen ? "active" : "inactive");
      }
    } else if (panel && element.hasAttribute("aria-expanded")) {
      const open = element.getAttribute("aria-expanded") !== "true";
      element.setAttribute("aria-expanded", String(open));
      // A button whose name says what it will do (Open menu, Close menu) carries both names.
      const name = element.getAttribute(open ? "data-label-expanded" : "data-label-collapsed");
      if (name) element.setAttribute("aria-label", name);
      panel.hidden = !open;
    }
  };
  // The element a tap began on before hydration: the app never saw its press, so its click is taken too, even late.
  let pressed: Element | null = null;
  const take = (event: Event) => {
    const early = !hydrated();
    const element = scriptButton(event.target);
    const click = event.type === "click";
    if (!element || !(early || (click && element === pressed))) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    pressed = click ? null : element;
    if (!click) return;
    taken.push(element);
    showAtOnce(element);
    // Its press came before hydration and its click after: replayed at once.
    if (!early) setTimeout(replay);
  };
  // Radix tabs choose on mousedown, so that is held back too; the replay sends both.
  for (const type of ["pointerdown", "mousedown", "click"]) window.addEventListener(type, take, true);
  const replay = () => {
    for (const element of taken.splice(0)) {
      if (!element.isConnected) continue;
      element.dispatchEvent(new MouseEvent("mousedown", { bubbles: true, cancelable: true, button: 0, view: window }));
      (element as HTMLElement).click();
    }
  };
  new MutationObserver((_changes, observer) => {
    if (!hydrated()) return;
    observer.disconnect();
    setTimeout(replay);
  }).observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });
}

/** The script as it goes into every page's <head>; the page's CSP allows it by hash like the others. */
export const EARLY_TAPS_SCRIPT = `(${earlyTaps.toString()})()`;
