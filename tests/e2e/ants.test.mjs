// The last two seeds in the app: an ant colony's pheromone heat map changes
// on the board while it runs, with its cycles per second; the magic-square
// construction fills the empty board box by box into the paper's Fig. 8,
// and says plainly that it does not apply to a puzzle with givens.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  openAppForEachTest, readPuzzles, enterPuzzle, waitForBoard, waitForStatus, chooseEngine, ui, readBoard, waitUntil,
} from './helpers.mjs';

const app = openAppForEachTest();

/** The heat map as one string: every mark's shade step, cell by cell. */
function heatMap(page) {
  return page.locator('.cell .marks').evaluateAll((cells) =>
    cells.map((cell) => [...cell.children].map((mark) => /shade-(\d)/.exec(mark.className)?.[1] ?? '?').join('')).join('|'));
}

test('an ant colony shows its pheromone heat map changing as it works', async () => {
  const { page } = app;
  const platinum = readPuzzles('famous.txt')[5];
  await enterPuzzle(page, platinum.puzzle);
  await waitForBoard(page, platinum.puzzle);
  await chooseEngine(page, 'ant');
  await page.getByLabel('Seed', { exact: true }).fill('1');
  await ui.button(page, 'Solve').click();
  const maps = new Set();
  let sawRate = false;
  await waitUntil(async () => {
    const map = await heatMap(page);
    if (map) maps.add(map);
    sawRate ||= (await page.locator('dl[aria-label="Live counters"] dt', { hasText: 'Cycles/s' }).count()) > 0;
    return /^(Solved|Gave up)/.test(await ui.status(page).textContent());
  }, { timeout: 60_000, interval: 30, describe: () => `the run to end (${maps.size} heat maps seen)` });
  assert.ok(maps.size >= 3, `the heat map changed ${maps.size - 1} times`);
  assert.ok(sawRate, 'cycles per second among the live counters');
  assert.match(await ui.status(page).textContent(), /^Solved in \d+ ms by ant/);
  assert.equal((await readBoard(page)).digits, platinum.solution);
});

test('the magic square fills the empty board box by box into Fig. 8, and refuses givens', async () => {
  const { page } = app;
  await chooseEngine(page, 'magic');
  await ui.button(page, 'Solve').click();
  const counts = new Set();
  await waitUntil(async () => {
    counts.add((await readBoard(page)).digits.replaceAll('.', '').length);
    return /^Solved/.test(await ui.status(page).textContent());
  }, { timeout: 10_000, interval: 20, describe: () => `the construction to end (${[...counts]})` });
  const partial = [...counts].filter((count) => count > 0 && count < 81);
  assert.ok(partial.length >= 3 && partial.every((count) => count % 9 === 0), `boxes filling: ${[...counts]}`);
  assert.equal(
    (await readBoard(page)).digits,
    '276438951951276438438951276627843195195627843843195627762384519519762384384519762',
  );

  const [wikipedia] = readPuzzles('famous.txt');
  await enterPuzzle(page, wikipedia.puzzle);
  await waitForBoard(page, wikipedia.puzzle);
  await ui.button(page, 'Solve').click();
  await waitForStatus(page, /^Not applicable: .*givens/);
});

test('acs in the worker: the 16 hard puzzles of Lloyd & Amos, 20 seeds each, all solved; mean time printed', async () => {
  const { page } = app;
  const text = readPuzzles('lloyd_amos_hard16.txt').map(({ puzzle }) => puzzle).join('\n');
  await page.waitForFunction(() => typeof window.sudokuLabBench === 'function');
  const report = await page.evaluate(([puzzles]) => window.sudokuLabBench(puzzles, 'acs', 20), [text]);
  assert.equal(report.puzzles, 16 * 20);
  assert.equal(report.solved, 16 * 20, 'every run solves its puzzle');
  const meanMs = report.elapsed_ms / report.puzzles;
  console.log(`acs in the worker: ${report.solved}/${report.puzzles} runs solved, mean ${meanMs.toFixed(2)} ms a run (goal <= 10 ms)`);
  assert.ok(meanMs < 100, `mean ${meanMs.toFixed(1)} ms a run`);
});
