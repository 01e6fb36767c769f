// Throughput of the default engine inside the app's solver worker (wasm),
// through the app's `window.sudokuLabBench(puzzles, engine)` hook, on the
// 1434 17-clue puzzles of royle17_sample. Prints puzzles/s for comparison
// with the native `sudoku bench`.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveApp, launchBrowser, openApp, DATA_DIR, readPuzzles } from './helpers.mjs';

test('the fast engine in the worker solves every royle17_sample puzzle, and its speed is reported', async (t) => {
  const server = await serveApp();
  const browser = await launchBrowser();
  try {
    const { page } = browser;
    await openApp(page, server.url);
    const text = readFileSync(join(DATA_DIR, 'royle17_sample.txt'), 'utf8');
    const count = readPuzzles('royle17_sample.txt').length;
    await page.waitForFunction(() => typeof window.sudokuLabBench === 'function');
    const report = await Promise.race([
      page.evaluate(([puzzles]) => window.sudokuLabBench(puzzles, 'fast'), [text]),
      new Promise((_, fail) => setTimeout(() => fail(new Error('sudokuLabBench gave no report within 60 s')), 60_000).unref()),
    ]);
    assert.equal(report.engine, 'fast');
    assert.equal(report.puzzles, count);
    assert.equal(report.unreadable, 0, report.first_error ?? '');
    assert.equal(report.solved, count);
    assert.ok(report.elapsed_ms > 0 && report.puzzles_per_second > 0);
    const line = `wasm fast in the worker: ${report.puzzles} puzzles in ${report.elapsed_ms.toFixed(0)} ms = ${report.puzzles_per_second.toFixed(0)} puzzles/s`;
    t.diagnostic(line);
  } finally {
    await browser.close();
    await server.close();
  }
});
