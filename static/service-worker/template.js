// Sudoku Lab service worker: keeps the app shell for offline use.
//
// Generated at build time by static/service-worker/generate.mjs from
// static/service-worker/template.js; the placeholders below are filled with
// the build's content hash and the list of files Trunk wrote.
//
// Update policy (no stale mix of old and new files):
// - install: every shell file is fetched past the HTTP cache and checked
//   against the hash recorded at build time (fetch `integrity`), so a cache
//   named after this build's content holds exactly this build's bytes,
//   including the worker files whose names Trunk does not hash. Any failure
//   fails the install and the previous version stays in charge.
// - a new version then waits: pages of the old version keep getting the old
//   files. At the next page load the old worker answers the navigation with
//   a refresh, asks the waiting worker to take over (skipWaiting), and the
//   refreshed load comes from the new version. Open pages of the old version
//   are reloaded by static/pwa.js on `controllerchange`, so no page ever runs
//   old code against new files.
// - activate: caches of other versions are deleted and open pages claimed.

const BUILD_VERSION = '__BUILD_VERSION__';
/** Shell files, relative to this script: { path, integrity }. */
const PRECACHE = __PRECACHE__;
/** False in debug builds: nothing is cached and every request goes to the network. */
const OFFLINE_ENABLED = __OFFLINE_ENABLED__;

// Each worker (the solver, the analysis one) comes in two builds, with and
// without WebAssembly SIMD; keep the ones this browser's worker loader will
// load (static/worker_loader.js): a worker's scalar build where it has no
// SIMD one (a debug build) or the browser has no SIMD.
importScripts('./wasm-simd.js');
const WORKER_BUILD = /^(worker|analysis)(_simd)?(\.js|_bg\.wasm)$/;
const SIMD_BUILDS = new Set(
  PRECACHE.map(({ path }) => path.match(WORKER_BUILD)).filter((build) => build?.[2]).map((build) => build[1]),
);
/** The shell files this browser uses. */
const SHELL = PRECACHE.filter(({ path }) => {
  const build = path.match(WORKER_BUILD);
  if (!build || !SIMD_BUILDS.has(build[1])) return true;
  return Boolean(build[2]) === Boolean(self.sudokuLabWasmSimd);
});

const CACHE_PREFIX = 'sudoku-lab-';
const CACHE_NAME = `${CACHE_PREFIX}${BUILD_VERSION}`;
const TAKE_OVER = 'sudoku-lab:take-over';

const absolute = (path) => new URL(path, self.location.href).href;
const PRECACHED_URLS = new Set(SHELL.map(({ path }) => absolute(path)));
const SHELL_PAGE = absolute('index.html');
const SHELL_NAVIGATIONS = new Set([absolute('./'), SHELL_PAGE]);

async function precacheShell() {
  const cache = await caches.open(CACHE_NAME);
  try {
    await Promise.all(
      SHELL.map(async ({ path, integrity }) => {
        const url = absolute(path);
        const response = await fetch(new Request(url, { cache: 'reload', integrity }));
        if (!response.ok) throw new Error(`precaching ${path}: HTTP ${response.status}`);
        await cache.put(url, response);
      }),
    );
  } catch (error) {
    await caches.delete(CACHE_NAME);
    throw error;
  }
}

async function dropOtherVersions() {
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME).map((name) => caches.delete(name)),
  );
}

/** A page that reloads itself at once: the reload is answered by the new version. */
function reloadPage() {
  return new Response('<!doctype html><meta http-equiv="refresh" content="0"><title>Sudoku Lab</title>Updating…', {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', Refresh: '0' },
  });
}

async function fromCache(url, request) {
  const cache = await caches.open(CACHE_NAME);
  return (await cache.match(url)) ?? fetch(request);
}

async function navigate(event, url) {
  const waiting = self.registration.waiting;
  if (waiting) {
    waiting.postMessage({ type: TAKE_OVER });
    return reloadPage();
  }
  if (SHELL_NAVIGATIONS.has(url)) return fromCache(SHELL_PAGE, event.request);
  if (PRECACHED_URLS.has(url)) return fromCache(url, event.request);
  return fetch(event.request);
}

self.addEventListener('install', (event) => {
  if (OFFLINE_ENABLED) event.waitUntil(precacheShell());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await dropOtherVersions();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data?.type === TAKE_OVER) self.skipWaiting();
});

if (OFFLINE_ENABLED) {
  self.addEventListener('fetch', (event) => {
    const { request } = event;
    if (request.method !== 'GET') return;
    const url = new URL(request.url);
    if (url.origin !== self.location.origin) return;
    url.hash = '';
    if (request.mode === 'navigate') {
      url.search = '';
      event.respondWith(navigate(event, url.href));
    } else if (PRECACHED_URLS.has(url.href)) {
      event.respondWith(fromCache(url.href, request));
    }
  });
}
