// Solving from the UI: a pasted puzzle ends with the file's verified
// solution on the board, every exact engine works, and puzzles without
// exactly one solution say so.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  openAppForEachTest, readPuzzles, enterPuzzle, waitForBoard, waitForStatus, solve, readBoard, chooseEngine, ui,
} from './helpers.mjs';

const app = openAppForEachTest();

/** The board after solving `puzzle`: givens stay givens, every other cell is solved. */
async function assertSolvedBoard(page, puzzle, solution) {
  const { digits, kinds } = await readBoard(page);
  assert.equal(digits, solution);
  [...puzzle].forEach((ch, cell) => assert.equal(kinds[cell], ch === '.' ? 'solved' : 'given', `cell ${cell + 1}`));
}

test('a pasted puzzle solves to the solution in the data file', async () => {
  const { page } = app;
  const [wikipedia] = readPuzzles('famous.txt');
  await enterPuzzle(page, wikipedia.puzzle);
  await waitForBoard(page, wikipedia.puzzle);
  assert.match(await solve(page), /^Solved in \d+(\.\d+)? ms/);
  await assertSolvedBoard(page, wikipedia.puzzle, wikipedia.solution);
});

test('every exact engine in the picker solves an easy puzzle', async () => {
  const { page } = app;
  const engines = await ui.engine(page).locator('option').evaluateAll((options) => options.map((o) => o.value));
  const exact = ['fast', 'brute', 'csp', 'csp-mrv'];
  for (const name of exact) assert.ok(engines.includes(name), `the picker lists ${name}: ${engines}`);
  // A different puzzle for each engine, so each solution on the board is that engine's.
  const easy = readPuzzles('projecteuler96_easy50.txt');
  for (const [index, name] of exact.entries()) {
    const { puzzle, solution } = easy[index];
    await enterPuzzle(page, puzzle);
    await waitForBoard(page, puzzle);
    await chooseEngine(page, name);
    assert.match(await solve(page), new RegExp(`^Solved in .* by ${name}(?![\\w-])`), `engine ${name}`);
    await assertSolvedBoard(page, puzzle, solution);
  }
});

test('a puzzle with several solutions says "Multiple solutions" and highlights where two of them differ', async () => {
  const { page } = app;
  const puzzles = readPuzzles('invalid_multiple_solutions.txt');
  for (const { puzzle } of [puzzles[0], puzzles[3]]) {
    await enterPuzzle(page, puzzle);
    await waitForBoard(page, puzzle);
    const status = await solve(page);
    assert.match(status, /^Multiple solutions.*; two of them differ at r\dc\d, r\dc\d, r\dc\d, r\dc\d/, puzzle);
    // Two solutions differ in at least four cells (a unique rectangle's).
    const highlighted = await page.locator('.cell.role-pattern').count();
    assert.ok(highlighted >= 4, `${highlighted} cells highlighted for ${puzzle}`);
  }
});

test('the paper\'s own demonstration: csp on the blank grid, solved anyway for one of its solutions', async () => {
  const { page } = app;
  const blank = readPuzzles('invalid_multiple_solutions.txt')[0].puzzle;
  assert.equal(blank, '.'.repeat(81));
  await enterPuzzle(page, blank);
  await chooseEngine(page, 'csp');
  assert.match(await solve(page), /^Multiple solutions/);
  await ui.button(page, 'Solve anyway').click();
  await waitForStatus(page, /^Solved in \d+ ms by csp: one of several solutions/);
  const { digits, kinds } = await readBoard(page);
  assert.ok(/^[1-9]{81}$/.test(digits), digits);
  assert.ok(kinds.every((kind) => kind === 'solved'));
  const rows = [...Array(9).keys()].map((row) => digits.slice(row * 9, row * 9 + 9));
  assert.ok(rows.every((row) => new Set(row).size === 9), 'every row holds 1-9');
  assert.equal(await ui.button(page, 'Solve anyway').count(), 0, 'offered only for a refused board');
});

test('a puzzle without solution says "No solution"', async () => {
  const { page } = app;
  const puzzles = readPuzzles('invalid_no_solution.txt');
  for (const { puzzle } of [puzzles[0], puzzles[4]]) {
    await enterPuzzle(page, puzzle);
    await waitForBoard(page, puzzle);
    assert.match(await solve(page), /^No solution/, puzzle);
  }
});
