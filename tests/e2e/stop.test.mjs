// A long search can be stopped at once, and the board is usable afterwards.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  serveApp, launchBrowser, openApp, readPuzzles, enterPuzzle, waitForBoard, waitForStatus, chooseEngine, ui, readBoard,
} from './helpers.mjs';

let server;
before(async () => {
  server = await serveApp();
});
after(() => server?.close());

/**
 * Opens the app on the 17-clue puzzle built against brute force (69
 * million placements for naive row-major backtracking) and starts `engine`
 * on it; the puzzle.
 */
async function startOnTheSlowPuzzle(page, engine) {
  await openApp(page, server.url);
  const [slow] = readPuzzles('slow_naive_backtracking.txt');
  await enterPuzzle(page, slow.puzzle);
  await waitForBoard(page, slow.puzzle);
  await chooseEngine(page, engine);
  await ui.button(page, 'Solve').click();
  await waitForStatus(page, /^Running/);
  return slow.puzzle;
}

test('Stop ends a long brute-force run within a second and leaves the board editable', async () => {
  const browser = await launchBrowser();
  try {
    const { page } = browser;
    const puzzle = await startOnTheSlowPuzzle(page, 'brute');
    // Let the search get going: the live counters show iterations.
    await page.locator('#live-counters').filter({ hasText: /[1-9][\d,]* iterations/ }).waitFor();
    const stopClicked = Date.now();
    await ui.button(page, 'Stop').click();
    await waitForStatus(page, /^Stopped/, { timeout: 30_000 });
    const stoppedAfter = Date.now() - stopClicked;
    // A figure, not an assertion: it depends on the machine's load.
    console.log(`# Stop answered in ${stoppedAfter} ms`);

    const firstEmpty = puzzle.indexOf('.');
    await ui.cells(page).nth(firstEmpty).click();
    await page.keyboard.press('9');
    const { digits, kinds } = await readBoard(page);
    assert.equal(digits[firstEmpty], '9');
    assert.equal(kinds[firstEmpty], 'entered');
  } finally {
    await browser.close();
  }
});

// The page gives a worker 20 s to load (src/worker/pool.rs, LOAD_TIMEOUT_MS);
// a worker that has loaded keeps its run however long the run takes.
test('a run longer than the workers\' load timeout runs on until it is stopped', async () => {
  const browser = await launchBrowser();
  try {
    const { page } = browser;
    // Harmony search (seed 001) improvises for minutes on it, and rarely
    // solves it.
    await startOnTheSlowPuzzle(page, 'harmony');
    await page.waitForTimeout(23_000);
    const status = (await ui.status(page).first().innerText()).trim();
    assert.match(status, /^Running/, 'still running after 23 s');
    await ui.button(page, 'Stop').click();
    await waitForStatus(page, /^Stopped/, { timeout: 30_000 });
  } finally {
    await browser.close();
  }
});
