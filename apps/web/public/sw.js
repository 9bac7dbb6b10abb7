// Lootbay's service worker: the app's shell (its page and its hashed files) comes from the cache when
// the network is slow or gone; calls, the socket and the development routes always go to the
// network, and their answers are never kept: balances, items and results are only ever the server's.
const SHELL = 'lootbay-shell-v1';
const PAGE = '/';
const NEVER_CACHED = ['/api/', '/admin/api', '/ws', '/dev/', '/sandbox/', '/healthz', '/readyz', '/metrics'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.addAll([PAGE, '/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png']))
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
  if (request.mode === 'navigate') {
    // Pages: the network first (the page carries the current signing key), the last good page offline.
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) caches.open(SHELL).then((cache) => cache.put(PAGE, response.clone()));
          return response;
        })
        .catch(() => caches.match(PAGE)),
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
            if (response.ok) caches.open(SHELL).then((cache) => cache.put(request, response.clone()));
            return response;
          }),
      ),
    );
  }
});
