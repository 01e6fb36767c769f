// Getting a puzzle in and editing it: malformed pastes are refused with a
// message that says where, the keyboard edits the board with undo/redo,
// and a reload keeps everything.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  openAppForEachTest, openApp, readPuzzles, enterPuzzle, waitForBoard, readBoard, ui, waitUntil, showTab
} from './helpers.mjs';

const app = openAppForEachTest();

const [wikipedia] = readPuzzles('famous.txt');

/** What the error for a malformed line must mention: where it goes wrong, or the cell count. */
function expectedError(line) {
  if (line.trim() === '') return /empty/i;
  const bad = [...line].findIndex((ch) => !/[1-9.]/.test(ch));
  if (bad >= 0) return new RegExp(`line 1, column ${bad + 1}\\b`);
  const cells = [...line].length;
  return cells > 81 ? /line 1, column 82\b/ : new RegExp(`\\b${cells} cells`);
}

async function alertText(page) {
  const alert = ui.alert(page);
  return (await alert.count()) ? ((await alert.first().textContent()) ?? '').trim() : '';
}

test('a malformed paste shows where it is wrong and keeps the previous puzzle', async () => {
  const { page } = app;
  await enterPuzzle(page, wikipedia.puzzle);
  await waitForBoard(page, wikipedia.puzzle);
  assert.equal(await alertText(page), '', 'no error for a good puzzle');

  const lines = readPuzzles('malformed.txt').map(({ line }) => line);
  assert.equal(lines.length, 7);
  for (const line of lines) {
    const expected = expectedError(line);
    await enterPuzzle(page, line);
    const message = await waitUntil(async () => expected.test(await alertText(page)) && (await alertText(page)), {
      describe: async () => `an error matching ${expected} for ${JSON.stringify(line)} (alert: "${await alertText(page)}")`,
    });
    assert.ok(message.length > 10, `a readable message: ${message}`);
    assert.equal((await readBoard(page)).digits, wikipedia.puzzle, `the board keeps its puzzle after ${JSON.stringify(line)}`);
  }

  await enterPuzzle(page, wikipedia.puzzle);
  await waitUntil(async () => (await alertText(page)) === '', { describe: () => 'the error to go away' });
});

/** The digit at a 1-based row and column of an 81-character board. */
const cellAt = (digits, row, column) => digits[(row - 1) * 9 + (column - 1)];

test('the keyboard moves, types, clears, and undo/redo step through the edits', async () => {
  const { page } = app;
  await enterPuzzle(page, wikipedia.puzzle);
  await waitForBoard(page, wikipedia.puzzle);
  // Row 1 is "53..7....": columns 3 and 4 are empty; the solution has 4 and 6 there.
  await ui.cells(page).nth(2).click();
  await page.keyboard.press('4');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('6');
  let board = await readBoard(page);
  assert.equal(cellAt(board.digits, 1, 3), '4');
  assert.equal(cellAt(board.digits, 1, 4), '6');
  assert.equal(board.kinds[3], 'entered');

  // Down to row 2, column 4, a given (1): typing does not change it.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('9');
  board = await readBoard(page);
  assert.equal(cellAt(board.digits, 2, 4), '1');
  assert.equal(board.kinds[9 + 3], 'given');

  // Back up and clear the 6; undo brings it back, redo clears it again.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Backspace');
  assert.equal(cellAt((await readBoard(page)).digits, 1, 4), '.');
  await ui.button(page, 'Undo').click();
  assert.equal(cellAt((await readBoard(page)).digits, 1, 4), '6');
  await ui.button(page, 'Undo').click();
  assert.equal(cellAt((await readBoard(page)).digits, 1, 4), '.', 'undoing the typed 6');
  await ui.button(page, 'Redo').click();
  assert.equal(cellAt((await readBoard(page)).digits, 1, 4), '6');
  await ui.button(page, 'Redo').click();
  assert.equal(cellAt((await readBoard(page)).digits, 1, 4), '.');
  assert.equal(cellAt((await readBoard(page)).digits, 1, 3), '4', 'other entries stay');
});

test('a reload keeps the puzzle and the entries on the board', async () => {
  const { page } = app;
  await enterPuzzle(page, wikipedia.puzzle);
  await waitForBoard(page, wikipedia.puzzle);
  await ui.cells(page).nth(2).click();
  await page.keyboard.press('4');
  const before = await readBoard(page);
  assert.equal(before.kinds[2], 'entered');

  await page.reload();
  await openApp(page, app.url);
  await waitUntil(async () => (await readBoard(page)).digits === before.digits, {
    describe: async () => `board ${before.digits} after reload (it is ${(await readBoard(page)).digits})`,
  });
  assert.deepEqual(await readBoard(page), before);
});

test('a pasted line with a name loads its puzzle and shows the name', async () => {
  const { page } = app;
  await enterPuzzle(page, `${wikipedia.puzzle}\tAI Escargot`);
  await waitForBoard(page, wikipedia.puzzle);
  const label = page.locator('#puzzle-label');
  await label.waitFor();
  assert.match((await label.textContent()) ?? '', /AI Escargot/);
  assert.equal(await alertText(page), '', 'a name is not an error');
});

test('a board sudokuwiki.org cannot hold says why instead of a wrong link', async () => {
  const { page } = app;
  const givens = `12345678.${'.'.repeat(72)}`;
  await enterPuzzle(page, givens);
  await waitForBoard(page, givens);
  assert.equal(await page.locator('#sudokuwiki-link').count(), 1);
  // 9 at r2c9 leaves r1c9 without a candidate: S9B has no value for that.
  await ui.cells(page).nth(17).click();
  await page.keyboard.press('9');
  await showTab(page, 'Share');
  const refused = page.locator('#sudokuwiki-refused');
  await refused.waitFor();
  assert.match((await refused.textContent()) ?? '', /r1c9 has no candidates left/);
  assert.equal(await page.locator('#sudokuwiki-link').count(), 0);
});
