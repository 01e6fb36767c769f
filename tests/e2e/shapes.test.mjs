// Every shape on the board: a 16x16 pasted and solved, an f-puzzles killer
// link opened with its cages drawn, solved and shared to a fresh browser,
// and three engines raced on a 25x25, the last two at phone and desktop
// widths (screenshots in target/e2e-screenshots).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  openAppForEachTest, launchBrowser, enterPuzzle, chooseEngine, solve, ui, waitUntil, DATA_DIR, REPO_ROOT, showTab
} from './helpers.mjs';

const app = openAppForEachTest();

/** Line `index` of a shared shape file (comments skipped), split at its first comma. */
function shapeLine(file, index = 0) {
  const lines = readFileSync(join(DATA_DIR, 'shapes', file), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'));
  return lines[index];
}

const KILLER_LINK = readFileSync(join(REPO_ROOT, 'tests', 'e2e', 'fixtures', 'killer-fpuzzles-link.txt'), 'utf8').trim();

const LABEL = /^Row (\d+), Column (\d+), (?:(given|entered|solved|tentative) (\d+)|empty)/;

/** Each cell's kind ('empty' or given/solved...) and digit, from its label. */
async function readCells(page) {
  const labels = await ui.cells(page).evaluateAll((cells) => cells.map((cell) => cell.getAttribute('aria-label') ?? ''));
  return labels.map((label) => {
    const match = LABEL.exec(label);
    if (!match) throw new Error(`unexpected cell label "${label}"`);
    return { kind: match[3] ?? 'empty', digit: match[4] ? Number(match[4]) : 0 };
  });
}

async function cellCount(page, expected) {
  return waitUntil(async () => (await ui.cells(page).count()) === expected, {
    describe: async () => `${expected} cells (there are ${await ui.cells(page).count()})`,
  });
}

test('a pasted 16x16 shows 256 cells with letters and is solved by propagate', async () => {
  const { page, url } = app;
  await page.goto(url);
  await ui.board(page).waitFor();
  const line = shapeLine('sizes_16x16.txt');
  await enterPuzzle(page, line);
  await cellCount(page, 256);
  assert.equal(await ui.alert(page).count(), 0, 'no error for a 16x16');
  const givens = line.split(',')[0];
  const before = await readCells(page);
  [...givens].forEach((ch, cell) => assert.equal(before[cell].kind, ch === '.' ? 'empty' : 'given', `cell ${cell}`));
  await chooseEngine(page, 'propagate');
  assert.match(await solve(page), /^Solved in/);
  const after = await readCells(page);
  assert.ok(after.every((cell) => cell.kind === 'given' || cell.kind === 'solved'), 'every cell filled');
  assert.ok(after.some((cell) => cell.digit > 9), 'digits above 9 are shown');
  const fast = ui.engine(page).locator('option[value="fast"]');
  assert.match(await fast.textContent(), /\(not for this shape\)$/);
  await chooseEngine(page, 'fast');
  assert.match(await page.locator('.engine-refusal').textContent(), /^This engine solves the classic 9x9 only.*propagate/);
});

/** Asserts the page does not scroll sideways at its width, and saves a screenshot. */
async function fitsAndShoot(page, width, name) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(scrollWidth <= width, `no horizontal scrolling at ${width} px (${scrollWidth} px)`);
  const shots = join(REPO_ROOT, 'target', 'e2e-screenshots');
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: join(shots, `${name}-${width}.png`) });
}

const WIDTHS = [[390, 844], [1280, 900]];

for (const [width, height] of WIDTHS) test(`at ${width} px, an f-puzzles killer link opens with its cages, solves, and its share link carries it to a fresh browser`, async () => {
  const { page, url, context } = app;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(url).origin });
  await page.setViewportSize({ width, height });
  await page.goto(url);
  await ui.board(page).waitFor();
  await enterPuzzle(page, KILLER_LINK);
  await waitUntil(async () => (await page.locator('.cage-sum').count()) > 20, { describe: () => 'cage sums drawn' });
  assert.equal(await ui.alert(page).count(), 0);
  await fitsAndShoot(page, width, 'killer');
  await chooseEngine(page, 'propagate');
  assert.match(await solve(page), /^Solved in/);
  const solved = await readCells(page);
  assert.ok(solved.every((cell) => cell.kind === 'solved'), 'a killer without givens is filled by the engine');
  await showTab(page, 'Share');
  await ui.button(page, 'Copy link').click();
  const link = await waitUntil(
    async () => {
      const text = await page.evaluate(() => navigator.clipboard.readText());
      return text.startsWith(url) ? text : undefined;
    },
    { describe: () => 'a link to the app in the clipboard' },
  );
  const fresh = await launchBrowser();
  try {
    await fresh.page.goto(link);
    await ui.board(fresh.page).waitFor();
    await waitUntil(async () => (await fresh.page.locator('.cage-sum').count()) > 20, { describe: () => 'cages in the fresh browser' });
    const opened = await readCells(fresh.page);
    assert.deepEqual(opened.map((cell) => cell.digit), solved.map((cell) => cell.digit), 'the same solution');
    assert.deepEqual(fresh.errors, []);
  } finally {
    await fresh.close();
  }
});

for (const [width, height] of WIDTHS) test(`at ${width} px, three engines race on a 25x25, each lane drawing its fill map`, async () => {
  const { page, url } = app;
  await page.setViewportSize({ width, height });
  await page.goto(url);
  await ui.board(page).waitFor();
  await enterPuzzle(page, shapeLine('sizes_25x25.txt', 40)); // the file's one unique 25x25
  await cellCount(page, 625);
  const board = await ui.board(page).boundingBox();
  assert.ok(board.x + board.width <= width && board.x >= 0, `the 25x25 board fits the screen: ${JSON.stringify(board)}`);
  await fitsAndShoot(page, width, 'race-25x25-board');
  await showTab(page, 'Race');
  for (const engine of ['propagate', 'sat', 'acs']) {
    await chooseEngine(page, engine);
    await ui.button(page, 'Add to race').click();
  }
  await ui.button(page, 'Race').click();
  const lanes = page.getByRole('list', { name: 'Lanes' }).getByRole('listitem');
  await waitUntil(async () => (await lanes.count()) === 3, { describe: () => 'three lanes' });
  const standings = page.getByRole('table', { name: 'Standings' }).locator('tbody tr');
  const finished = async () => !(await standings.evaluateAll((trs) => trs.some((tr) => /running/.test(tr.textContent))));
  await waitUntil(async () => (await standings.count()) === 3 && (await finished()), { timeout: 90_000, describe: () => 'three finishers' });
  const rows = await standings.evaluateAll((trs) => trs.map((tr) => tr.textContent));
  assert.ok(rows.some((row) => /solved/i.test(row)), `someone solved it: ${rows.join(' | ')}`);
  assert.equal(await page.locator('.mini-board.fill-map svg').count(), 3, 'each lane shows its fill map');
  await fitsAndShoot(page, width, 'race-25x25');
});

test('the shape picker makes a blank 6x6 and the rule bar draws X diagonals, one diagonal and a negative constraint on it', async () => {
  const { page, url } = app;
  await page.goto(url);
  await ui.board(page).waitFor();
  await page.locator('.shape-picker summary').click();
  await page.getByLabel('Size', { exact: true }).selectOption('6');
  await ui.button(page, 'Blank grid').click();
  await cellCount(page, 36);
  const x = ui.button(page, 'X diagonals');
  assert.equal(await x.getAttribute('aria-pressed'), 'false');
  await x.click();
  await waitUntil(async () => (await x.getAttribute('aria-pressed')) === 'true', { describe: () => 'X pressed' });
  assert.equal(await page.locator('.board .diagonals').count(), 1, 'the diagonals are drawn');
  assert.match(await ui.puzzleInput(page).inputValue(), /;x$/);
  await page.locator('#cell-0').click();
  await page.keyboard.press('3');
  await page.locator('#cell-7').click();
  await page.keyboard.press('3');
  const labels = await ui.cells(page).evaluateAll((cells) => cells.map((cell) => cell.getAttribute('aria-label')));
  assert.match(labels[7], /entered 3, conflict$/, 'a repeat on the diagonal is a conflict');
  // One diagonal alone, and a global rule drawn as a badge.
  await page.keyboard.press('Backspace');
  await x.click();
  const anti = ui.button(page, 'Anti-diagonal');
  await anti.click();
  await waitUntil(async () => (await anti.getAttribute('aria-pressed')) === 'true', { describe: () => 'anti-diagonal pressed' });
  assert.equal(await x.getAttribute('aria-pressed'), 'false');
  assert.equal(await page.locator('.board .diagonals line').count(), 1, 'one diagonal drawn');
  assert.match(await ui.puzzleInput(page).inputValue(), /;house=5\.10\.15\.20\.25\.30$/);
  await ui.button(page, 'Every white dot given').click();
  await waitUntil(async () => (await page.locator('.rule-badges li').allTextContents()).includes('Every white dot given'), {
    describe: () => 'the negative constraint named beside the board',
  });
  assert.match(await ui.puzzleInput(page).inputValue(), /;negative=white$/);
});

test('the cage editor draws a killer cage by dragging across cells and typing its sum', async () => {
  const { page, url } = app;
  await page.goto(url);
  await ui.board(page).waitFor();
  await page.locator('.shape-picker summary').click();
  await page.getByLabel('Size', { exact: true }).selectOption('4');
  await ui.button(page, 'Blank grid').click();
  await cellCount(page, 16);
  await ui.button(page, 'Draw cages or regions').click();
  await dragAcross(page, [0, 1, 5]);
  await page.getByLabel('Cage sum', { exact: true }).fill('7');
  await ui.button(page, 'Add cage').click();
  await waitUntil(async () => /;cage=7:0\.1\.5$/.test(await ui.puzzleInput(page).inputValue()), {
    describe: async () => `the cage in the Puzzle box (${await ui.puzzleInput(page).inputValue()})`,
  });
  assert.equal(await page.locator('#cell-0 .cage-sum').textContent(), '7');
  assert.equal(await page.locator('.cell.caged').count(), 3);
  await ui.button(page, 'Done').click();
  await page.locator('#cell-5').click();
  await ui.button(page, "Remove the selected cell's cage").click();
  await waitUntil(async () => (await page.locator('.cell.caged').count()) === 0, { describe: () => 'the cage removed' });
});

test('the editor draws a jigsaw region by region, and the board takes them once they split the grid', async () => {
  const { page, url } = app;
  await page.goto(url);
  await ui.board(page).waitFor();
  await page.locator('.shape-picker summary').click();
  await page.getByLabel('Size', { exact: true }).selectOption('4');
  await ui.button(page, 'Blank grid').click();
  await cellCount(page, 16);
  await ui.button(page, 'Draw cages or regions').click();
  const puzzleText = () => ui.puzzleInput(page).inputValue();
  // The 4x4 jigsaw 1112 / 1222 / 3334 / 3444, each region dragged as one path.
  await dragAcross(page, [4, 0, 1, 2]);
  await ui.button(page, 'Make region').click();
  assert.equal(await page.locator('.cell.role-drawn').count(), 4, 'the first region waits, drawn');
  assert.doesNotMatch(await puzzleText(), /regions=/);
  await dragAcross(page, [5, 6, 7, 3]);
  await ui.button(page, 'Make region').click();
  await dragAcross(page, [12, 8, 9, 10]);
  await ui.button(page, 'Make region').click();
  await dragAcross(page, [13, 14, 15, 11]);
  await ui.button(page, 'Make region').click();
  await waitUntil(async () => (await puzzleText()).endsWith(';regions=1112122233343444'), {
    describe: async () => `the jigsaw in the Puzzle box (${await puzzleText()})`,
  });
  assert.match(await page.locator('.shape-picker summary').textContent(), /4x4 jigsaw/);
  assert.match(await page.locator('#cell-5').getAttribute('class'), /edge-left/, 'r2c2 starts region 2');
  await ui.button(page, 'Done').click();
  await ui.button(page, 'Boxes instead of regions').click();
  await waitUntil(async () => !(await puzzleText()).includes('regions='), {
    describe: async () => `the boxes back (${await puzzleText()})`,
  });
});

test('a race on a 25x25 with several solutions is offered Race anyway, and then each engine finds one', async () => {
  const { page, url } = app;
  await page.goto(url);
  await ui.board(page).waitFor();
  await enterPuzzle(page, readFileSync(join(DATA_DIR, 'shapes', 'sudoku_acs_raw', 'inst25x25_50_0.txt'), 'utf8'));
  await cellCount(page, 625);
  await showTab(page, 'Race');
  for (const engine of ['sat', 'acs']) {
    await chooseEngine(page, engine);
    await ui.button(page, 'Add to race').click();
  }
  await ui.button(page, 'Race').click();
  const anyway = ui.button(page, 'Race anyway');
  await anyway.waitFor({ timeout: 60_000 });
  await anyway.click();
  const standings = page.getByRole('table', { name: 'Standings' }).locator('tbody tr');
  const rows = () => standings.evaluateAll((trs) => trs.map((tr) => tr.textContent));
  await waitUntil(async () => (await rows()).filter((row) => /solved/i.test(row)).length === 2, {
    timeout: 60_000,
    describe: async () => `both engines solved (${(await rows()).join(' | ')})`,
  });
});

/** Drags the mouse across `cells` in order, as a person draws a cage or region. */
async function dragAcross(page, cells) {
  const centre = async (cell) => {
    const box = await page.locator(`#cell-${cell}`).boundingBox();
    return [box.x + box.width / 2, box.y + box.height / 2];
  };
  await page.mouse.move(...(await centre(cells[0])));
  await page.mouse.down();
  for (const cell of cells.slice(1)) {
    await page.mouse.move(...(await centre(cell)), { steps: 5 });
  }
  await page.mouse.up();
}

/** A puzzle of each size and variant the shared data has (and a 4x4, which it has not), solved by `propagate`. */
const EVERY_SHAPE = [
  ['4x4', '1.....3..4.....2', '1324423124133142'],
  ['6x6', shapeLine('sizes_6x6.txt')],
  ['9x9 jigsaw', shapeLine('jigsaw_9x9.txt')],
  ['9x9 killer', shapeLine('killer_9x9.txt')],
  ['X', shapeLine('variants_9x9.txt', 0)],
  ['X and windoku', shapeLine('variants_9x9.txt', 1)],
  ['anti-knight and anti-king', shapeLine('variants_9x9.txt', 2)],
  ['windoku', shapeLine('variants_9x9.txt', 3)],
  ['non-consecutive', shapeLine('variants_9x9.txt', 5)],
  ['16x16', shapeLine('sizes_16x16.txt', 30)],
  ['16x16 jigsaw', shapeLine('jigsaw_16x16.txt')],
  ['16x16 X', shapeLine('variants_16x16.txt')],
];

const SYMBOLS = '123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ0';

test('every size and variant: pasted, solved to the file\'s solution, and carried by its share link', async () => {
  const { page, url, context } = app;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(url).origin });
  const fresh = await launchBrowser();
  try {
    for (const [name, line, given] of EVERY_SHAPE) {
      const solution = given ?? line.split(',').at(-1);
      const size = Math.round(Math.sqrt(solution.length));
      assert.equal(size * size, solution.length, `${name}: the line ends with its solution`);
      await page.goto(url);
      await ui.board(page).waitFor();
      await enterPuzzle(page, line);
      await cellCount(page, size * size);
      assert.equal(await ui.alert(page).count(), 0, `${name}: no error`);
      await chooseEngine(page, 'propagate');
      assert.match(await solve(page), /^Solved in/, name);
      const digits = (await readCells(page)).map((cell) => SYMBOLS[cell.digit - 1]).join('');
      assert.equal(digits, solution, `${name}: the file's solution`);
      await showTab(page, 'Share');
      await page.evaluate(() => navigator.clipboard.writeText(''));
      await ui.button(page, 'Copy link').click();
      const link = await waitUntil(async () => {
        const text = await page.evaluate(() => navigator.clipboard.readText());
        return text.startsWith(url) ? text : undefined;
      }, { describe: () => `${name}: a link in the clipboard` });
      await fresh.page.goto(link);
      await ui.board(fresh.page).waitFor();
      await cellCount(fresh.page, size * size);
      const opened = (await readCells(fresh.page)).map((cell) => SYMBOLS[cell.digit - 1]).join('');
      assert.equal(opened, solution, `${name}: the link opens the same solved board`);
    }
    assert.deepEqual(fresh.errors, []);
  } finally {
    await fresh.close();
  }
});

test('an f-puzzles link with thermometers and arrows opens with its rules drawn and is solved', async () => {
  // Real link of the shared set (L020): anti-king, 4 thermometers, 5 arrows;
  // its verified solution.
  const link = readFileSync(join(REPO_ROOT, 'tests', 'e2e', 'fixtures', 'thermo-arrow-fpuzzles-link.txt'), 'utf8').trim();
  const { page, url } = app;
  await page.goto(url);
  await ui.board(page).waitFor();
  await enterPuzzle(page, link);
  await waitUntil(async () => (await page.locator('svg.rules').count()) === 1, { describe: () => 'the rules drawn' });
  assert.equal(await page.locator('svg.rules polyline.thermo').count(), 4, 'four thermometers');
  assert.equal(await page.locator('svg.rules polyline.arrow').count(), 5, 'five arrows');
  assert.deepEqual(await page.locator('.rule-badges li').allTextContents(), ['Anti-king'], 'anti-king has no drawing: named');
  assert.equal(await ui.alert(page).count(), 0);
  assert.match(await solve(page), /^Solved in .* by portfolio$/);
  const cells = await readCells(page);
  assert.equal(
    cells.map((cell) => cell.digit).join(''),
    '867452931342891675519763284984327156635918427721645398498536712276189543153274869',
  );
  // The Share panel offers the puzzle in f-puzzles and SudokuPad, as one
  // f-puzzles payload that reads back to the same puzzle.
  await page.setViewportSize({ width: 390, height: 844 });
  await showTab(page, 'Share');
  const fpuzzles = page.locator('#fpuzzles-link');
  await fpuzzles.waitFor();
  const href = await fpuzzles.getAttribute('href');
  assert.match(href, /^https:\/\/www\.f-puzzles\.com\/\?load=N4Ig/);
  assert.equal(await page.locator('#sudokupad-link').getAttribute('href'), `https://sudokupad.app/fpuzzles${href.split('load=')[1]}`);
  await fitsAndShoot(page, 390, 'share-elsewhere');
});

test('a link whose rules are drawn as decoration is drawn as the setter drew it, with its words, says that rules may be missing, and is shared whole', async () => {
  // Real link of the shared set (L062): clock lines and circles drawn as
  // decoration, the rules in words only.
  const link = readFileSync(join(REPO_ROOT, 'tests', 'e2e', 'fixtures', 'drawn-lines-fpuzzles-link.txt'), 'utf8').trim();
  const { page, url } = app;
  await page.goto(url);
  await ui.board(page).waitFor();
  await enterPuzzle(page, link);
  await waitUntil(async () => (await ui.alert(page).count()) === 1, { describe: () => 'the notice' });
  assert.equal(
    await ui.alert(page).textContent(),
    'The puzzle draws 3 lines and 2 circles that are not rules Sudoku Lab reads; its rules text may say what they mean.',
  );
  // The figures in the setter's colours, and the puzzle's own words.
  const figures = async (at) => ({
    lines: await at.locator('svg.rules polyline.figure').evaluateAll((lines) => lines.map((line) => line.getAttribute('stroke'))),
    circles: await at.locator('svg.rules ellipse').count(),
    title: await at.locator('.puzzle-title').textContent(),
    author: await at.locator('.puzzle-author').textContent(),
    rules: await at.locator('.puzzle-rules p').textContent(),
  });
  const drawn = await figures(page);
  assert.equal(drawn.lines.length, 3, 'three lines');
  assert.ok(drawn.lines.every((colour) => /^#[0-9a-f]{6}$/.test(colour)), `the setter's colours: ${drawn.lines}`);
  assert.equal(drawn.circles, 2, 'two circles');
  assert.equal(drawn.title, 'The Angel, Islington');
  assert.equal(drawn.author, 'by Pallando');
  assert.match(drawn.rules, /Adjacent digits on golden clock lines differ by 2 or 7\./);
  assert.match(await solve(page), /^Multiple solutions.*rules may be missing: the puzzle draws 3 lines and 2 circles/);
  await page.locator('.puzzle-rules summary').click();
  await fitsAndShoot(page, 1280, 'drawn-lines');
  // Our share link and the f-puzzles link both carry the drawing and the words.
  await showTab(page, 'Share');
  await ui.button(page, 'Copy link').click();
  const share = await page.locator('#share-link').inputValue();
  const fpuzzles = await page.locator('#fpuzzles-link').getAttribute('href');
  const fresh = await launchBrowser();
  try {
    await fresh.page.goto(share);
    await ui.board(fresh.page).waitFor();
    await waitUntil(async () => (await fresh.page.locator('.puzzle-title').count()) === 1, { describe: () => 'the shared title' });
    assert.deepEqual(await figures(fresh.page), drawn, 'the share link opens the same drawing and words');
    await enterPuzzle(fresh.page, fpuzzles);
    await waitUntil(async () => (await fresh.page.locator('#puzzle-importing').count()) === 0);
    assert.deepEqual(await figures(fresh.page), drawn, 'the f-puzzles link written opens the same drawing and words');
    assert.deepEqual(fresh.errors, []);
  } finally {
    await fresh.close();
  }
});
