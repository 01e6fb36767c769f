// Hints on other shapes: from a fresh killer, jigsaw, 16x16 and real
// f-puzzles links with thermometers, arrows, kropki dots and little
// killers, Hint (the nudge), Show step and Apply, again and again, until
// the grid is full; every placement agrees with the file's solution. The
// links are also rated (the ratings panel shows the command line's
// numbers) and shared to SudokuPad, at 1280 and 390 px (screenshots in
// target/e2e-screenshots); the little killer needs tied neighbours (its
// diagonals read under an assumption) and the arrow puzzle a bounded
// contradiction where the forcing chains stall, shown on the board. Prints the hints taken
// and the time from the press to the nudge painted, in the page and as the
// test saw it (Playwright's click and polling included). On a 16x16 X whose
// rating takes minutes: the rating and the explanation say how far they
// have got while a hint is answered beside them.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  openAppForEachTest, enterPuzzle, ui, waitUntil, cellLabels, timedNudge, showTab, shapeLine, DATA_DIR, REPO_ROOT,
} from './helpers.mjs';

const app = openAppForEachTest();

const SYMBOLS = '123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ0';
const LABEL = /^Row (\d+), Column (\d+), (?:(given|entered|solved|tentative) (\d+)|empty)/;

async function digits(page) {
  return (await cellLabels(page)).map((label) => {
    const match = LABEL.exec(label);
    return match?.[4] ? SYMBOLS[Number(match[4]) - 1] : '.';
  }).join('');
}

/** The links' widths and ratings (`sudoku rate` on the link: ER/EP/ED, the hardest technique). */
const LINKS = {
  'thermometer and arrow link (L020)': { width: 1280, se: '8.5 / 8.5 / 2.0 (Dynamic Contradiction Forcing Chains)' },
  'thermometer and kropki link (L034)': { width: 390, se: '7.1 / 6.4 / 2.0 (Alternating Inference Chain)' },
  'little killer link (I043)': { width: 390, se: '9.5 / 9.3 / 2.2 (Bounded Contradiction)', needs: 'Tied Neighbours' },
  'arrow link (I007)': { width: 1280, se: '10.7 / 10.7 / 2.3 (Dynamic Contradiction Forcing Chains (+ Multiple Forcing Chains))', needs: 'Bounded Contradiction' },
};

/** A shared link's text and verified solution, by its id. */
function sharedLink(id) {
  const rows = ['published.tsv', 'iss_converted.tsv']
    .flatMap((file) => readFileSync(join(DATA_DIR, 'links', file), 'utf8').split('\n'))
    .map((line) => line.split('\t'));
  const row = rows.find((fields) => fields[0] === id);
  return [row[7], row[6]];
}

const lineAndSolution = (file, index) => {
  const line = shapeLine(file, index);
  return [line, line.split(',').at(-1)];
};

for (const [name, [text, solution]] of [
  ['killer', lineAndSolution('killer_9x9.txt', 0)],
  ['jigsaw', lineAndSolution('jigsaw_9x9.txt', 0)],
  ['16x16', lineAndSolution('sizes_16x16.txt', 30)],
  // Real f-puzzles links, their rules drawn (issue 52).
  ['thermometer and arrow link (L020)', sharedLink('L020')],
  ['thermometer and kropki link (L034)', sharedLink('L034')],
  ['little killer link (I043)', sharedLink('I043')],
  ['arrow link (I007)', sharedLink('I007')],
]) {
  test(`a ${name} is solved by hints from its first placement to its last`, { timeout: 600_000 }, async () => {
    const { page } = app;
    const link = LINKS[name];
    if (link) await page.setViewportSize({ width: link.width, height: 900 });
    await enterPuzzle(page, text);
    await waitUntil(
      async () => (await ui.cells(page).count()) === solution.length && (!link || (await page.locator('svg.rules').count()) === 1),
      { timeout: 30_000, describe: () => 'the board' },
    );
    if (link) {
      // Rated as `sudoku rate` rates the link.
      await showTab(page, 'Ratings');
      const se = await waitUntil(async () => {
        const text = await page.locator('#rating-se .value').textContent().catch(() => null);
        return text && !text.startsWith('pending') ? text : undefined;
      }, { timeout: 60_000, describe: () => 'the SE rating' });
      assert.equal(se, link.se, `${name}: the command line's rating`);
      assert.match(await page.locator('#rating-hodoku .value').textContent(), /^Extreme \(\d+ points\)$/);
    }
    const hintText = () => page.locator('#hint-text').innerText();
    let hints = 0;
    const painted = [];
    const seen = [];
    let needed = false;
    for (;;) {
      const board = await digits(page);
      for (let cell = 0; cell < board.length; cell += 1) {
        if (board[cell] !== '.') assert.equal(board[cell], solution[cell], `${name}: cell ${cell} after ${hints} hints`);
      }
      if (!board.includes('.')) break;
      const nudge = await timedNudge(page);
      assert.ok((await hintText()).startsWith('Look for'), `${name}: a nudge (${await hintText()})`);
      painted.push(nudge.painted);
      seen.push(nudge.seen);
      await ui.button(page, 'Show step').click();
      if (link?.needs && !needed && (await hintText()).startsWith(link.needs)) {
        needed = true;
        const shots = join(REPO_ROOT, 'target', 'e2e-screenshots');
        mkdirSync(shots, { recursive: true });
        await page.screenshot({ path: join(shots, `hints-${name.match(/[LI]\d+/)[0]}-${link.needs.replaceAll(' ', '-')}.png`), fullPage: true });
      }
      await ui.button(page, 'Apply').click();
      hints += 1;
      assert.ok(hints < 400, `${name}: no end after 400 hints`);
    }
    const summary = (times) => {
      const sorted = [...times].sort((a, b) => a - b);
      return `median ${sorted[sorted.length >> 1].toFixed(0)} ms, slowest ${sorted.at(-1).toFixed(0)} ms`;
    };
    console.log(`# ${name}: solved by ${hints} hints; nudge from press to painted in the page: ${summary(painted)}; as the test saw it: ${summary(seen)}`);
    assert.ok(Math.max(...painted) < 10_000, `${name}: slowest nudge ${Math.max(...painted)} ms: no answer in 10 s`);
    if (link?.needs) assert.ok(needed, `${name}: a ${link.needs} step was shown`);
    if (link) {
      // Shared to SudokuPad as the f-puzzles payload.
      await showTab(page, 'Share');
      const fpuzzles = await page.locator('#fpuzzles-link').getAttribute('href');
      assert.match(fpuzzles, /^https:\/\/www\.f-puzzles\.com\/\?load=N4Ig/);
      assert.equal(await page.locator('#sudokupad-link').getAttribute('href'), `https://sudokupad.app/fpuzzles${fpuzzles.split('load=')[1]}`);
      const shots = join(REPO_ROOT, 'target', 'e2e-screenshots');
      mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: join(shots, `hints-${name.match(/[LI]\d+/)[0]}-${link.width}.png`), fullPage: true });
    }
  });
}

test('a wrong digit on a 16x16 is named by its own row and column', async () => {
  const { page } = app;
  const line = shapeLine('sizes_16x16.txt', 30);
  const [puzzle, , solution] = line.split(',');
  await enterPuzzle(page, line);
  await waitUntil(async () => (await ui.cells(page).count()) === 256, { describe: () => 'the 16x16 board' });
  // The first open cell past the first row: a 9x9's numbering (which the
  // hint once used) would name another cell.
  const cell = [...puzzle].findIndex((symbol, index) => index >= 16 && symbol === '.');
  const name = `r${Math.floor(cell / 16) + 1}c${(cell % 16) + 1}`;
  assert.notEqual(name, `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`);
  const wrong = [...'123456789ABCDEFG'].find((symbol) => symbol !== solution[cell]);
  await ui.cells(page).nth(cell).click();
  await page.keyboard.type(wrong);
  await ui.button(page, 'Hint').click();
  const text = await waitUntil(async () => {
    const shown = await page.locator('#hint-text').innerText();
    return shown.includes('holds') ? shown : undefined;
  }, { timeout: 30_000, describe: () => 'the hint pointing at the wrong digit' });
  assert.ok(text.startsWith(`${name} holds ${SYMBOLS.indexOf(wrong) + 1}`), text);
  const shots = join(REPO_ROOT, 'target', 'e2e-screenshots');
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: join(shots, 'hint-16x16-wrong-digit.png') });
});

test('a long rating and explanation say how far they have got, and a hint does not wait for them', { timeout: 300_000 }, async () => {
  const { page } = app;
  // The first 16x16 X: its rating takes minutes (nested forcing chains).
  await enterPuzzle(page, shapeLine('variants_16x16.txt', 0));
  await showTab(page, 'Ratings');
  const progress = /^pending… (\d+) of (\d+) empty cells filled in (\d+) steps; the hardest so far \d+\.\d \(.+\)$/;
  const rating = () => page.locator('#rating-se .value').textContent();
  const first = await waitUntil(async () => progress.exec(await rating()), { timeout: 60_000, describe: async () => `the rating's progress (${await rating()})` });
  assert.ok(Number(first[1]) <= Number(first[2]));
  const nudge = await timedNudge(page);
  assert.ok((await page.locator('#hint-text').innerText()).startsWith('Look for'));
  console.log(`# 16x16 X: a hint while the rating runs, press to painted ${nudge.painted.toFixed(0)} ms`);
  await ui.button(page, 'Explain').click();
  const explaining = () => page.locator('.panel.explain').innerText();
  await waitUntil(async () => /\d+ steps so far, \d+ of \d+ empty cells filled\./.test(await explaining()), { timeout: 60_000, describe: explaining });
  const later = await waitUntil(async () => {
    const match = progress.exec(await rating());
    return match && Number(match[3]) > Number(first[3]) ? match : undefined;
  }, { timeout: 60_000, describe: async () => `the rating going on (${await rating()})` });
  assert.ok(Number(later[3]) > Number(first[3]), 'the rating went on beside the hint and the explanation');
});
