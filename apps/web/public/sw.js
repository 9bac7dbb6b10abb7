// Lootbay's service worker: the app's shell (its page and its hashed files) comes from the cache when
// the network is slow or gone; calls, the socket and the development routes always go to the
// network, and their answers are never kept: balances, items and results are only ever the server's.
const SHELL = 'lootbay-shell-v1';
const PAGE = '/';
/** The shell's files without a hash in their name: fresh from the network, the last good copy offline. */
const SHELL_FILES = ['/manifest.webmanifest', '/favicon.svg'];
const NEVER_CACHED = ['/api/', '/admin/api', '/ws', '/dev/', '/sandbox/', '/healthz', '/readyz', '/metrics'];

/** Keeps a good answer's copy, taken before the page reads the answer's body. */
function keep(key, response) {
  if (!response.ok) return;
  const copy = response.clone();
  void caches.open(SHELL).then((cache) => cache.put(key, copy));
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.addAll([PAGE, ...SHELL_FILES, '/icons/icon-192.png']))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== SHELL).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || NEVER_CACHED.some((prefix) => url.pathname.startsWith(prefix))) return;
  if (request.mode === 'navigate' || SHELL_FILES.includes(url.pathname)) {
    // Pages and the unhashed shell files: the network first (the page carries the current signing
    // key and names the current build's files), the last good copy offline.
    const key = request.mode === 'navigate' ? PAGE : url.pathname;
    event.respondWith(
      fetch(request)
        .then((response) => {
          keep(key, response);
          return response;
        })
        .catch(() => caches.match(key)),
    );
    return;
  }
  if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/icons/') || url.pathname.startsWith('/images/')) {
    // Hashed files never change under their name, and pictures rarely: the cache first, filled on the way.
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ??
          fetch(request).then((response) => {
            keep(request, response);
            return response;
          }),
      ),
    );
  }
});
