// Registers the service worker (sw.js, generated at build time by
// static/service-worker/generate.mjs) that makes Sudoku Lab work offline.
//
// When a new version takes over while this page runs an older one, the page
// reloads, so it never mixes its old code with the new version's files (for
// example when it starts a new engine worker). The app keeps its puzzle and
// board across reloads.
(() => {
  if (!('serviceWorker' in navigator)) return;
  const ranUnderOlderVersion = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (ranUnderOlderVersion) window.location.reload();
  });
  const register = () =>
    navigator.serviceWorker
      .register('./sw.js', { updateViaCache: 'none' })
      .catch((error) => console.warn('Sudoku Lab works online only: the service worker did not register:', error));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
})();
