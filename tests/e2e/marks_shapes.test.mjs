// Pencil-mark grids of other sizes: a 16x16 pasted as its pencil marks
// (each open cell narrowed to its digit and the one after it) shows those
// marks as its candidates, keeps its grid in the Puzzle box, solves to the
// file's solution, and travels in a share link with its marks.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openAppForEachTest, enterPuzzle, ui, waitUntil, cellLabels, shapeLine, showTab, solve, launchBrowser } from './helpers.mjs';

const app = openAppForEachTest();

const SYMBOLS = '123456789ABCDEFG';
const [puzzle, solution] = (() => {
  const line = shapeLine('sizes_16x16.txt', 30);
  return [line.split(',')[0], line.split(',').at(-1)];
})();

/** Each open cell's marks: its solution's digit and the one after it (16 wraps to 1). */
function marksOf(cell) {
  if (puzzle[cell] !== '.') return [SYMBOLS.indexOf(puzzle[cell]) + 1];
  const digit = SYMBOLS.indexOf(solution[cell]) + 1;
  return [digit, (digit % 16) + 1].sort((a, b) => a - b);
}

const grid = Array.from({ length: 16 }, (_, row) => Array.from({ length: 16 }, (_, col) => marksOf(row * 16 + col).map((d) => SYMBOLS[d - 1]).join('')).join(' ')).join('\n');

/** The candidates a cell's label lists, as numbers. */
const labelMarks = (label) => (/candidates ([^,]+(?:, [^,]+)*)/.exec(label)?.[1] ?? '').split(', ').map(Number);

/** Every open cell shows candidates within its marks (the givens may rule one out), its solution's among them. */
function assertWithinMarks(labels) {
  [...puzzle].forEach((given, cell) => {
    if (given !== '.') return;
    const shown = labelMarks(labels[cell]);
    assert.ok(shown.every((digit) => marksOf(cell).includes(digit)), `cell ${cell} within its marks: ${labels[cell]}`);
    assert.ok(shown.includes(SYMBOLS.indexOf(solution[cell]) + 1), `cell ${cell} keeps its digit: ${labels[cell]}`);
  });
}

test('a 16x16 pencil-mark grid shows its marks, solves within them and is shared with them', { timeout: 180_000 }, async () => {
  const { page, context, url } = app;
  await enterPuzzle(page, grid);
  await waitUntil(async () => (await ui.cells(page).count()) === 256, { describe: () => 'a 16x16 board' });
  await ui.button(page, 'Candidates').click();
  assertWithinMarks(await cellLabels(page));
  assert.equal(await ui.puzzleInput(page).inputValue(), grid, 'the Puzzle box keeps the grid');

  assert.match(await solve(page, { timeout: 60_000 }), /^Solved in/);
  const solved = (await cellLabels(page)).map((label) => SYMBOLS[Number(/(?:given|solved) (\d+)/.exec(label)?.[1]) - 1] ?? '.').join('');
  assert.equal(solved, solution);

  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(url).origin });
  await showTab(page, 'Share');
  await ui.button(page, 'Copy link').click();
  const link = await waitUntil(async () => {
    const text = await page.evaluate(() => navigator.clipboard.readText());
    return text.startsWith(url) ? text : undefined;
  }, { describe: () => 'the link in the clipboard' });
  assert.match(decodeURIComponent(link), /;marks=/, 'the marks travel in the puzzle');
  const fresh = await launchBrowser();
  try {
    // Without its solution, the linked board opens unsolved, its marks shown.
    await fresh.page.goto(link.replace(/&s=[^&]*/, ''));
    await waitUntil(async () => (await ui.cells(fresh.page).count()) === 256, { describe: () => 'the linked 16x16' });
    await ui.button(fresh.page, 'Candidates').click();
    assertWithinMarks(await cellLabels(fresh.page));
  } finally {
    await fresh.close();
  }
});
