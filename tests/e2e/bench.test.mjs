// Throughput of the default engine inside the app's solver worker (wasm),
// through the app's `window.sudokuLabBench(puzzles, engine)` hook, on the
// 1434 17-clue puzzles of royle17_sample, ten times over so the timing is
// not lost in the clock's resolution. Prints puzzles/s for comparison with
// the native `sudoku bench --engine fast ../shared/data/royle17_sample.txt`.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveApp, launchBrowser, openApp, DATA_DIR, readPuzzles } from './helpers.mjs';

test('the fast engine in the worker solves royle17_sample (x10), and its speed is reported', async (t) => {
  const server = await serveApp();
  const browser = await launchBrowser();
  try {
    const { page } = browser;
    await openApp(page, server.url);
    const ROUNDS = 10;
    const text = readFileSync(join(DATA_DIR, 'royle17_sample.txt'), 'utf8').repeat(ROUNDS);
    const count = readPuzzles('royle17_sample.txt').length * ROUNDS;
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
