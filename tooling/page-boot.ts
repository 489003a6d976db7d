/**
 * `page-boot.js`, written beside the shell's build: the one script a page rendered on the server names.
 * Such a page shows without its scripts, so they are not fetched with the page but once it has painted:
 * the visitor's phone spends its first round trips and its CPU on what they read. The script then adds
 * the remote preloads and the page's scripts (in order), which hydrate the page.
 *
 * Plain ES5 and no dependencies: it is served as it is, on the site's own origin (the page's CSP allows
 * its own scripts and no inline ones).
 */
export const PAGE_BOOT_FILE = 'page-boot.js';

export const PAGE_BOOT_SCRIPT = `(function () {
  var boot = document.currentScript;
  if (!boot) return;
  var scripts = (boot.getAttribute('data-scripts') || '').split(' ').filter(Boolean);
  var preloads = JSON.parse(boot.getAttribute('data-preloads') || '[]');
  var started = false;
  function start() {
    if (started) return;
    started = true;
    preloads.forEach(function (hint) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.href = hint.href;
      link.as = hint.as;
      if (hint.as === 'fetch') link.crossOrigin = 'anonymous';
      document.head.appendChild(link);
    });
    scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      // Run in the order given, as deferred scripts would.
      script.async = false;
      document.head.appendChild(script);
    });
  }
  // After the next frame has been drawn; at once in a tab that is not shown (it draws no frames).
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(function () { setTimeout(start, 0); });
  document.addEventListener('visibilitychange', start, { once: true });
})();
`;
