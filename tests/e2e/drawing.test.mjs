// The rules setters publish, drawn over the board as SudokuPad and
// f-puzzles draw them, with the figures setters draw beside them: real
// links of the shared set, one or more of each rule, at phone and desktop
// widths. Each drawing must equal our reference
// drawing (tests/e2e/fixtures/drawings/<id>.svg, written by a run with
// UPDATE_DRAWINGS=1 and looked at), sit exactly on the grid, keep clues
// outside the grid in view, and name only the rules it cannot draw.
// Screenshots go to target/e2e-screenshots/drawing-<id>-<width>.png.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openAppForEachTest, enterPuzzle, ui, waitUntil, DATA_DIR, REPO_ROOT } from './helpers.mjs';

const app = openAppForEachTest();

const LINKS = new Map(
  ['published.tsv', 'iss_converted.tsv'].flatMap((file) =>
    readFileSync(join(DATA_DIR, 'links', file), 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((row) => row.split('\t'))
      .map((fields) => [fields[0], { rules: fields[3], link: fields.at(-1) }]),
  ),
);

/** Each drawn rule of the shared links, by the link that shows it, with the badges left beside the board. */
const DRAWN = [
  ['L020', 'thermometers, arrows', ['Anti-king']],
  ['L034', 'kropki dots, thermometers', []],
  ['L010', 'between lines, kropki dots', []],
  ['L006', 'XV, an arrow with a pill, clones, minimum and maximum', []],
  ['L033', 'killer cages, little killers outside', []],
  ['L050', 'German whispers, X-sums outside', []],
  ['L004', 'killer cages, quadruples', []],
  ['L016', 'arrows, odd and even cells', []],
  ['L051', 'renban, skyscrapers outside', []],
  ['L047', 'region sum lines', []],
  ['L052', 'entropic lines', []],
  ['L053', 'zipper lines', []],
  ['L054', 'slow thermometers', []],
  ['I015', 'a sandwich outside', []],
  ['I043', 'little killers on a 6x6', []],
  ['L055', "the setter's circles and sums, thermometers, XV, kropki, little killers", []],
  ['L026', "the setter's lines and letters (the rules in words only)", []],
];

const REFERENCES = join(REPO_ROOT, 'tests', 'e2e', 'fixtures', 'drawings');
const SHOTS = join(REPO_ROOT, 'target', 'e2e-screenshots');

/** Opens link `id` on a fresh page, waiting until its rules are drawn. */
async function open(page, url, id) {
  await page.goto(url);
  await ui.board(page).waitFor();
  await page.evaluate(() => {
    window.longestTask = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.longestTask = Math.max(window.longestTask, entry.duration);
    }).observe({ type: 'longtask' });
  });
  // The page reopens the last puzzle: wait for this one's drawing.
  const drawing = () => page.evaluate(() => document.querySelector('svg.rules')?.outerHTML ?? '');
  const before = await drawing();
  await enterPuzzle(page, LINKS.get(id).link);
  await waitUntil(
    async () => (await page.locator('#puzzle-importing').count()) === 0 && (await drawing()) !== before,
    { timeout: 30_000, describe: () => `${id} drawn` },
  );
}

/** Where the drawing, the cells' area, a cell and the outside clues are on screen. */
function geometry(page) {
  return page.evaluate(() => {
    const box = (element) => {
      const r = element.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height };
    };
    const board = document.querySelector('.board');
    const style = getComputedStyle(board);
    const outer = box(board);
    const border = parseFloat(style.borderLeftWidth);
    const inner = { left: outer.left + border, top: outer.top + border, right: outer.right - border, bottom: outer.bottom - border };
    return {
      drawing: box(document.querySelector('svg.rules')),
      inner,
      cells: [...document.querySelectorAll('[role=gridcell]')].map(box),
      outside: [...document.querySelectorAll('svg.rules text.outside-label')].map(box),
      bulbs: [...document.querySelectorAll('svg.rules rect.thermo')].map(box),
      viewport: window.innerWidth,
      scrollWidth: document.documentElement.scrollWidth,
      longestTask: window.longestTask,
    };
  });
}

for (const [width, height, ids] of [
  [1280, 900, DRAWN.map(([id]) => id)],
  [390, 844, ['L020', 'L033', 'L050', 'L051', 'I015', 'I043', 'L055']],
]) {
  test(`at ${width} px, every rule of the shared links is drawn on the grid as our reference drawing, clues outside in view`, async () => {
    const { page, url } = app;
    await page.setViewportSize({ width, height });
    mkdirSync(SHOTS, { recursive: true });
    const longest = [];
    for (const id of ids) {
      const [, what, badges] = DRAWN.find(([known]) => known === id);
      await open(page, url, id);
      const svg = await page.locator('svg.rules').evaluate((element) => element.outerHTML);
      const reference = join(REFERENCES, `${id}.svg`);
      if (process.env.UPDATE_DRAWINGS) {
        mkdirSync(REFERENCES, { recursive: true });
        writeFileSync(reference, `${svg}\n`);
      }
      assert.ok(existsSync(reference), `${id}: no reference drawing (run with UPDATE_DRAWINGS=1 and look at it)`);
      assert.equal(svg, readFileSync(reference, 'utf8').trim(), `${id} (${what}) is drawn as our reference`);
      assert.deepEqual(await page.locator('.rule-badges li').allTextContents(), badges, `${id}: only undrawn rules named`);
      for (const alert of await ui.alert(page).allTextContents()) {
        assert.match(alert, /^The puzzle draws .* that are not rules Sudoku Lab reads/, `${id}: no error`);
      }

      const at = await geometry(page);
      const near = (a, b) => Math.abs(a - b) <= 1;
      for (const side of ['left', 'top', 'right', 'bottom']) {
        assert.ok(near(at.drawing[side], at.inner[side]), `${id}: the drawing's ${side} is the grid's (${at.drawing[side]} vs ${at.inner[side]})`);
      }
      const size = Math.sqrt(at.cells.length);
      const cell = at.drawing.width / size;
      // Each cell of the drawing is a cell of the board (within the
      // width of the lines between cells).
      at.cells.forEach((box, index) => {
        const [row, col] = [Math.floor(index / size), index % size];
        const x = at.drawing.left + (col + 0.5) * cell;
        const y = at.drawing.top + (row + 0.5) * cell;
        assert.ok(Math.abs((box.left + box.right) / 2 - x) <= 2 && Math.abs((box.top + box.bottom) / 2 - y) <= 2, `${id}: cell ${index} is where the drawing has it`);
      });
      for (const bulb of at.bulbs) {
        const col = (bulb.left + bulb.width / 2 - at.drawing.left) / cell;
        const row = (bulb.top + bulb.height / 2 - at.drawing.top) / cell;
        for (const [name, place] of [['column', col], ['row', row]]) {
          assert.ok(Math.abs((place % 1) - 0.5) < 0.02, `${id}: a bulb sits in a cell's middle (${name} ${place})`);
        }
      }
      for (const clue of at.outside) {
        const beyond = clue.right <= at.inner.left || clue.left >= at.inner.right || clue.bottom <= at.inner.top || clue.top >= at.inner.bottom;
        assert.ok(beyond, `${id}: a clue outside sits beyond the grid`);
        assert.ok(clue.left >= 0 && clue.right <= at.viewport, `${id}: a clue outside stays in view (${clue.left}-${clue.right} of ${at.viewport} px)`);
      }
      assert.ok(at.scrollWidth <= width, `${id}: no horizontal scrolling at ${width} px (${at.scrollWidth} px)`);
      await page.screenshot({ path: join(SHOTS, `drawing-${id}-${width}.png`) });
      longest.push(`${id} ${at.longestTask ? `${Math.round(at.longestTask)} ms` : 'none over 50 ms'}`);
    }
    // A figure, not an assertion: long tasks depend on the machine's load.
    console.log(`at ${width} px, the longest task on the page while each link was read and drawn: ${longest.join(', ')}`);
  });
}
