// Starts Lootbay's app once the boot screen has painted; the build writes it into the page, with
// the app's files named on its tag. Fetching them only after the first paint lets a phone on a
// slow line show the boot screen at once instead of a blank page while the code downloads, and
// applying the styles before the code runs keeps the app from flashing unstyled.
(function () {
  var tag = document.currentScript;
  var list = function (name) {
    return (tag.getAttribute(name) || '').split(' ').filter(Boolean);
  };
  var app = tag.getAttribute('data-app');
  var modules = list('data-modules');
  var styles = list('data-styles');

  function add(rel, href, onDone) {
    var link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (rel === 'modulepreload') link.crossOrigin = 'anonymous';
    if (onDone) link.onload = link.onerror = onDone;
    document.head.appendChild(link);
  }

  function run() {
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = 'anonymous';
    script.src = app;
    document.head.appendChild(script);
  }

  function start() {
    // One preload a task: starting a fetch costs the page a few milliseconds, which together
    // would hold a slow phone's main thread in one long task.
    modules.forEach(function (href) {
      setTimeout(function () {
        add('modulepreload', href);
      }, 0);
    });
    var waiting = styles.length;
    if (waiting === 0) return run();
    styles.forEach(function (href) {
      add('stylesheet', href, function () {
        waiting -= 1;
        if (waiting === 0) run();
      });
    });
  }

  // A hidden tab paints nothing (and runs no frames): start at once there.
  if (document.visibilityState === 'hidden') start();
  else
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
})();
