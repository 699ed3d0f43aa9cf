/* First-party, cookieless page-view counter: path, referring site and a screen width class, nothing personal. */
(function () {
  "use strict";
  if (window.__siteAnalytics) return;
  window.__siteAnalytics = true;

  function consented() {
    try {
      if (localStorage.getItem("cookie-consent") !== "accepted") return false;
      var preferences = JSON.parse(localStorage.getItem("cookie-preferences") || "null");
      return !preferences || preferences.analytics === true;
    } catch {
      return false;
    }
  }

  function widthClass() {
    var width = window.innerWidth;
    return width < 768 ? "phone" : width < 1024 ? "tablet" : "desktop";
  }

  // Only the referring site's origin leaves the browser, never the address it came from.
  function referrerOrigin() {
    try {
      var origin = new URL(document.referrer).origin;
      return origin === location.origin ? undefined : origin;
    } catch {
      return undefined;
    }
  }

  var lastPath = null;
  var firstView = true;
  function pageView() {
    var path = location.pathname;
    if (path === lastPath || !consented() || !navigator.sendBeacon) return;
    lastPath = path;
    var view = { path: path.slice(0, 300), width: widthClass() };
    if (firstView) view.referrer = referrerOrigin();
    firstView = false;
    navigator.sendBeacon("/api/events", JSON.stringify(view));
  }

  // The site navigates without reloading: count each new path the router pushes.
  var push = history.pushState;
  history.pushState = function (state, unused, url) {
    var result = push.call(this, state, unused, url);
    setTimeout(pageView, 0);
    return result;
  };
  window.addEventListener("popstate", pageView);
  pageView();
})();
