// The app as an installable offline PWA: after one online visit it loads
// and solves with the network off, and a new build replaces the old one at
// the next visit without ever mixing old and new files.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  distDir, serveApp, launchBrowser, openApp, readPuzzles, enterPuzzle, waitForBoard, solve, readBoard,
  waitForServiceWorker, evaluateAcrossNavigation, waitUntil,
} from './helpers.mjs';
import { writeServiceWorker } from '../../static/service-worker/generate.mjs';

const cacheVersion = (dir) => /const BUILD_VERSION = '([0-9a-f]+)'/.exec(readFileSync(join(dir, 'sw.js'), 'utf8'))[1];

test('after one online visit the app loads and solves offline', { skip: process.env.E2E_SW_ONLY }, async () => {
  const server = await serveApp();
  const browser = await launchBrowser();
  try {
    const { page, context } = browser;
    await openApp(page, server.url);
    const caches = await waitForServiceWorker(page);
    assert.deepEqual(caches, [`sudoku-lab-${cacheVersion(distDir())}`]);

    await context.setOffline(true);
    await page.reload();
    await openApp(page, server.url);
    const [famous] = readPuzzles('famous.txt');
    await enterPuzzle(page, famous.puzzle);
    await waitForBoard(page, famous.puzzle);
    assert.match(await solve(page), /^Solved in \d+(\.\d+)? ms/);
    assert.equal((await readBoard(page)).digits, famous.solution);
  } finally {
    await browser.close();
    await server.close();
  }
});

test('a new build takes over at the next visit, in every open tab, with no stale files', async () => {
  // Two "deployments": the build as it is (A), and the same build with a
  // marker in index.html and in the unhashed worker script (B).
  const work = mkdtempSync(join(tmpdir(), 'sudoku-lab-update-'));
  const [dirA, dirB] = [join(work, 'a'), join(work, 'b')];
  cpSync(distDir(), dirA, { recursive: true });
  cpSync(distDir(), dirB, { recursive: true });
  const indexB = readFileSync(join(dirB, 'index.html'), 'utf8').replace('<title>', '<meta name="e2e-build" content="B"><title>');
  assert.ok(indexB.includes('e2e-build'), 'index.html has a <title>');
  writeFileSync(join(dirB, 'index.html'), indexB);
  // Both workers' builds (scalar and SIMD) have unhashed names; mark each.
  const workerScripts = ['worker.js', 'worker_simd.js', 'analysis.js', 'analysis_simd.js'].filter((name) => existsSync(join(dirB, name)));
  assert.ok(workerScripts.includes('worker.js'), 'the build has an unhashed worker.js');
  assert.ok(workerScripts.includes('analysis.js'), 'and an unhashed analysis.js');
  for (const name of workerScripts) writeFileSync(join(dirB, name), `${readFileSync(join(dirB, name), 'utf8')}\n// e2e build B\n`);
  await writeServiceWorker(dirB);
  const [versionA, versionB] = [cacheVersion(dirA), cacheVersion(dirB)];
  assert.notEqual(versionA, versionB);

  const server = await serveApp(dirA);
  const browser = await launchBrowser();
  try {
    const { context, page } = browser;
    await page.goto(server.url);
    assert.deepEqual(await waitForServiceWorker(page), [`sudoku-lab-${versionA}`]);
    const otherTab = await context.newPage();
    await otherTab.goto(server.url);
    await waitForServiceWorker(otherTab);

    server.setRoot(dirB);
    // This visit is still answered by A; it finds B, which installs and waits.
    await page.reload();
    await evaluateAcrossNavigation(page, () =>
      navigator.serviceWorker.getRegistration().then(
        (registration) =>
          registration.waiting ??
          new Promise((ok) => {
            const installing = registration.installing;
            const settle = () => registration.waiting && ok(true);
            if (installing) installing.addEventListener('statechange', settle);
            registration.addEventListener('updatefound', () => registration.installing.addEventListener('statechange', settle));
          }),
      ),
    );
    const hasMarker = (tab) =>
      evaluateAcrossNavigation(tab, () => document.querySelector('meta[name="e2e-build"]')?.content ?? 'A');
    assert.equal(await hasMarker(page), 'A', 'the page that found the update keeps running A');
    assert.equal(await hasMarker(otherTab), 'A');

    // The next visit gets B, and the other tab is moved to B as well.
    await page.reload();
    await waitUntil(async () => (await hasMarker(page)) === 'B', { describe: () => 'this tab to show build B' });
    await waitUntil(async () => (await hasMarker(otherTab)) === 'B', { describe: () => 'the other tab to show build B' });
    const state = await evaluateAcrossNavigation(page, async (names) => {
      await navigator.serviceWorker.ready;
      const cache = await caches.open((await caches.keys())[0]);
      // The service worker keeps the one build of each worker this browser loads.
      const cached = (await Promise.all(names.map((name) => cache.match(new URL(name, location.href).href)))).filter(Boolean);
      const texts = await Promise.all(cached.map((response) => response.text()));
      return {
        caches: await caches.keys(),
        workerScriptsCached: texts.length,
        workersAreB: texts.every((text) => text.includes('e2e build B')),
        controlled: Boolean(navigator.serviceWorker.controller),
      };
    }, workerScripts);
    assert.deepEqual(state, { caches: [`sudoku-lab-${versionB}`], workerScriptsCached: 2, workersAreB: true, controlled: true });
  } finally {
    await browser.close();
    await server.close();
    rmSync(work, { recursive: true, force: true });
  }
});
