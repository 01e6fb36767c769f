// True candidates (issue 78): a shared f-puzzles link opened in the app
// (L020: thermometers and arrows under anti-king, one solution) shows, with
// True candidates on, each empty cell's solution digit alone, coloured as
// used by one solution; a wrong digit typed leaves no solution and no
// candidates (the help bar says so), and Undo brings them back. A puzzle
// with several solutions (the Wikipedia example without its first five
// givens) shows digits used by one, two and three or more solutions in
// three colours, and a digit typed leaves fewer. Screenshots at 1280 px
// and 390 px in target/e2e-screenshots.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openAppForEachTest, enterPuzzle, ui, waitUntil, cellLabels, DATA_DIR, REPO_ROOT } from './helpers.mjs';

const app = openAppForEachTest();

/** A shared link's text and its solution ('' when not unique), by its id. */
function sharedLink(id) {
  const row = readFileSync(join(DATA_DIR, 'links', 'published.tsv'), 'utf8')
    .split('\n').map((line) => line.split('\t')).find((fields) => fields[0] === id);
  return { link: row[7], solution: row[6] };
}

const USES = /(\d+) \((1 solution|2 solutions|3 or more)\)/g;

/**
 * Each cell's true candidates as its label reads them: `null` for a cell
 * that shows none, else [digit, uses] pairs; and the digit of each filled
 * cell.
 */
async function shown(page) {
  return (await cellLabels(page)).map((label) => {
    const filled = /, (?:given|entered) (\d+)/.exec(label);
    if (filled) return { digit: Number(filled[1]) };
    const listed = /, true candidates (.*)$/.exec(label);
    if (!listed) return { candidates: null };
    return { candidates: [...listed[1].matchAll(USES)].map((match) => [Number(match[1]), match[2]]) };
  });
}

/** The Wikipedia example without its first five givens: 3 or more solutions. */
const SEVERAL = '.............95....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

const candidateCount = (cells) => cells.reduce((sum, cell) => sum + (cell.candidates?.length ?? 0), 0);

/** Opens `link` and waits for its board with its rules drawn. */
async function openLink(page, link) {
  await enterPuzzle(page, link);
  await waitUntil(async () => (await page.locator('svg.rules').count()) === 1, { timeout: 30_000, describe: () => 'the link\'s board' });
}

const trueLine = (page) => page.locator('#true-line').innerText();

/** Waits until every empty cell shows true candidates (once `cell` shows `typed`, if given). */
function waitForCandidates(page, { cell, typed } = {}) {
  return waitUntil(async () => {
    const cells = await shown(page);
    const done = (cell === undefined || cells[cell].digit === typed) && cells.every((one) => one.digit || one.candidates?.length);
    return done ? cells : undefined;
  }, { timeout: 30_000, describe: async () => `true candidates in every empty cell (${await trueLine(page).catch(() => 'no line')})` });
}

/** Turns True candidates on and waits until every empty cell shows some. */
async function showTrueCandidates(page) {
  const toggle = ui.button(page, 'True candidates');
  await toggle.click();
  assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
  return waitForCandidates(page);
}

async function screenshot(page, name) {
  const shots = join(REPO_ROOT, 'target', 'e2e-screenshots');
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: join(shots, name), fullPage: true });
}

test('a shared link shows each empty cell\'s solution digit, and a wrong digit leaves none', { timeout: 120_000 }, async () => {
  const { page } = app;
  await page.setViewportSize({ width: 1280, height: 900 });
  const { link, solution } = sharedLink('L020');
  await openLink(page, link);
  const cells = await showTrueCandidates(page);
  cells.forEach((cell, index) => {
    const digit = Number(solution[index]);
    if (cell.digit) assert.equal(cell.digit, digit, `cell ${index}`);
    else assert.deepEqual(cell.candidates, [[digit, '1 solution']], `cell ${index}`);
  });
  // Drawn in the cells in the colour of one solution, with its legend under the board.
  const empty = cells.filter((cell) => !cell.digit).length;
  assert.equal(await page.locator('.cell .mark.true-1').count(), empty);
  assert.equal(await page.locator('.cell .mark.true-2, .cell .mark.true-many').count(), 0);
  assert.equal(await trueLine(page), 'True candidates: digits some solution uses; colour = 1, 2, 3+ solutions.');
  const colours = await page.locator('#true-line span').evaluateAll((spans) => spans.map((span) => getComputedStyle(span).color));
  assert.equal(new Set(colours).size, 3, `three colours: ${colours}`);
  await screenshot(page, 'true-candidates-L020-1280.png');

  // A digit that is not the solution's: no solution is left.
  const cell = cells.findIndex((one) => !one.digit);
  const wrong = (Number(solution[cell]) % 9) + 1;
  await ui.cells(page).nth(cell).click();
  await page.keyboard.press(String(wrong));
  await waitUntil(async () => (await trueLine(page)).startsWith('No solution: no true candidates'), { timeout: 30_000, describe: () => trueLine(page) });
  assert.ok((await shown(page)).every((one) => one.digit || one.candidates === null), 'no cell shows a candidate');
  await ui.button(page, 'Undo').click();
  const again = await waitForCandidates(page);
  assert.deepEqual(again, cells, 'the same candidates again');
});

test('several solutions: each digit says how many use it, and a digit typed leaves fewer', { timeout: 120_000 }, async () => {
  const { page } = app;
  await page.setViewportSize({ width: 390, height: 900 });
  await enterPuzzle(page, SEVERAL);
  const before = await showTrueCandidates(page);
  const uses = new Set(before.flatMap((cell) => (cell.candidates ?? []).map(([, used]) => used)));
  assert.deepEqual([...uses].sort(), ['1 solution', '2 solutions', '3 or more']);
  for (const count of ['true-1', 'true-2', 'true-many']) {
    assert.ok(await page.locator(`.cell .mark.${count}`).count() > 0, `some ${count} drawn`);
  }
  await screenshot(page, 'true-candidates-several-390.png');

  // r1c1 holds 1 (3+ solutions), 3, 5 and 6 (one each): 6 settles the puzzle.
  assert.deepEqual(before[0].candidates, [[1, '3 or more'], [3, '1 solution'], [5, '1 solution'], [6, '1 solution']]);
  await ui.cells(page).nth(0).click();
  await page.keyboard.press('6');
  const after = await waitForCandidates(page, { cell: 0, typed: 6 });
  assert.ok(candidateCount(after) < candidateCount(before) - 1, `fewer candidates: ${candidateCount(before)} -> ${candidateCount(after)}`);
  after.forEach((cell, index) => {
    const was = (before[index].candidates ?? []).map(([digit]) => digit);
    for (const [digit] of cell.candidates ?? []) assert.ok(was.includes(digit), `cell ${index}: ${digit} is not new`);
  });
  await screenshot(page, 'true-candidates-several-390-typed.png');
});
