// Offline play: after the first visit the page, the game and its files come from this cache.
// The page itself is fetched fresh when the server answers (so a new version shows at once) and
// from the cache when it does not; the rest is served from the cache first. web/build.sh stamps
// the cache name with the build, so a new build's worker replaces the old cache.
const CACHE = "leapfrog-__BUILD__";
// The last four are fetched by the page once the menu is up (`page::fetch_late` in src/app/fonts.rs and src/app/reversi.rs).
const SHELL = ["./", "index.html", "leapfrog.js", "leapfrog_bg.wasm", "manifest.webmanifest",
  "NotoSansSC-subset.otf", "weights-6.bin", "weights-8.bin",
  "weights-10.bin"];

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(SHELL)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.filter((n) => n !== CACHE).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

async function fresh(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) cache.put(request, response.clone());
    return response;
  } catch (offline) {
    const kept = await cache.match(request, { ignoreSearch: true });
    if (kept) return kept;
    throw offline;
  }
}

async function cached(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request, { ignoreSearch: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) cache.put(request, response.clone());
  return response;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(request.mode === "navigate" ? fresh(request) : cached(request));
});
