// Practice: New puzzle with a technique to practise makes the puzzle
// `sudoku generate --needs` makes for the same seed; Go to the step puts
// the position before it on the board with its candidates as centre
// marks; the step's own removal is praised, and a wrong try is undone with
// the step shown as the hint, whose Apply carries it out. Screenshots at
// 1280 and 390 px.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  openAppForEachTest, readPuzzles, enterPuzzle, waitForBoard, readBoard, cellLabels, waitUntil, ui, REPO_ROOT, showTab, sudokuCli,
} from './helpers.mjs';

const app = openAppForEachTest();
const WIKI = readPuzzles('famous.txt')[0];
const SHOTS = join(REPO_ROOT, 'target', 'e2e-screenshots');

const bar = (page) => page.locator('.practice-bar .practice-said');
const waitForBar = (page, pattern, timeout = 30_000) => waitUntil(async () => {
  const text = await bar(page).innerText().catch(() => '');
  return pattern.test(text) ? text : undefined;
}, { timeout, describe: async () => `the practice bar to match ${pattern} (now "${await bar(page).innerText().catch(() => '')}")` });

/** Makes an X-Wing practice puzzle of seed 2026 at `width` px; the CLI's puzzle. */
async function practiseXWing(page, width) {
  await page.setViewportSize({ width, height: 900 });
  await enterPuzzle(page, WIKI.puzzle);
  await waitForBoard(page, WIKI.puzzle);
  await showTab(page, 'Generate');
  await page.locator('#gen-difficulty').selectOption('any');
  await page.locator('#gen-practice').fill('X-Wing');
  await page.locator('#gen-seed').fill('2026');
  await ui.button(page, 'New puzzle').click();
  await waitForBar(page, /^Practice: this puzzle's hints take X-Wing on the way/);
  const command = await page.locator('.gen-command').innerText();
  assert.equal(command, "sudoku generate --seed 2026 --needs 'X-Wing' --symmetry rotational-180");
  const [puzzle] = sudokuCli(['generate', '--seed', '2026', '--needs', 'X-Wing', '--symmetry', 'rotational-180', '-n', '1'])
    .trim().split(',');
  await waitForBoard(page, puzzle);
  return puzzle;
}

async function goToTheStep(page) {
  await ui.button(page, 'Go to the step').click();
  await waitForBar(page, /^Find the X-Wing here: take out a centre mark it removes\.$/);
}

async function shoot(page, name) {
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(200);
  await page.screenshot({ path: join(SHOTS, name), fullPage: true });
}

test('a practice puzzle is the CLI\'s, and taking out a mark the X-Wing removes is praised (1280 px, keyboard)', async () => {
  const { page } = app;
  const puzzle = await practiseXWing(page, 1280);
  const explained = sudokuCli(['explain', puzzle]);
  const step = /^\d+\. X-Wing: .*?so (\d) can be removed from r(\d)c(\d)/m.exec(explained);
  assert.ok(step, `the CLI's explanation takes an X-Wing:\n${explained}`);
  const [, digit, row, column] = step;
  await goToTheStep(page);
  const cell = (Number(row) - 1) * 9 + Number(column) - 1;
  const label = await page.locator(`#cell-${cell}`).getAttribute('aria-label');
  assert.match(label, new RegExp(`candidates [0-9, ]*${digit}`), `r${row}c${column} shows ${digit} as a centre mark`);
  await page.locator(`#cell-${cell}`).click();
  await page.keyboard.press('x');
  await page.keyboard.press(digit);
  const found = await waitForBar(page, /^Found: X-Wing: /);
  assert.match(found, new RegExp(`${digit} can be removed from [^.]*r${row}c${column}`));
  await shoot(page, 'practice-found-1280.png');
});

test('a wrong try is undone and the step shown, and Apply carries it out (390 px, the digit pad)', async () => {
  const { page } = app;
  await practiseXWing(page, 390);
  await goToTheStep(page);
  const at = (await readBoard(page)).digits;
  const open = at.indexOf('.');
  await page.locator(`#cell-${open}`).click();
  await page.locator('.digit-pad button').first().click();
  const cellName = `r${Math.floor(open / 9) + 1}c${(open % 9) + 1}`;
  await waitForBar(page, new RegExp(`^Not this one: 1 in ${cellName} is not the step's`));
  assert.equal((await readBoard(page)).digits, at, 'the try is undone');
  const hint = page.locator('#hint-text');
  assert.match(await hint.innerText(), /X-Wing: /);
  await shoot(page, 'practice-wrong-390.png');
  const before = await cellLabels(page);
  await ui.button(page, 'Apply').click();
  await waitUntil(async () => {
    const after = await cellLabels(page);
    return after.some((text, cell) => text !== before[cell]);
  }, { describe: async () => `Apply to take the step's marks out (r1c1: ${(await cellLabels(page))[0]})` });
});
