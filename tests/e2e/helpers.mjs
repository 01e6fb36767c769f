// Shared pieces of the end-to-end tests: the built app on a local server,
// a fresh headless Chromium profile per test, the shared puzzle files, and
// readers for the app's accessible UI (roles and labels, as a user's screen
// reader sees them).

import { before, after, beforeEach, afterEach } from 'node:test';
import { chromium } from 'playwright-core';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from './server.mjs';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DATA_DIR = resolve(REPO_ROOT, '..', 'shared', 'data');

/** The built app: $E2E_DIST or dist/ at the repo root. */
export function distDir() {
  const dir = resolve(process.env.E2E_DIST ?? join(REPO_ROOT, 'dist'));
  if (!existsSync(join(dir, 'index.html'))) {
    throw new Error(`no built app in ${dir}: run \`trunk build --release\` first (or scripts/test)`);
  }
  return dir;
}

/** Lines of a shared data file as { line, puzzle, solution, rating }; `line` is the raw text. */
export function readPuzzles(name) {
  const text = readFileSync(join(DATA_DIR, name), 'utf8');
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines.map((line) => {
    const [puzzle, solution, rating] = line.split(',');
    return { line, puzzle, solution, rating };
  });
}

/** Line `index` (0-based, blank lines skipped) of a shared file of `shapes/`. */
export function shapeLine(file, index) {
  return readFileSync(join(DATA_DIR, 'shapes', file), 'utf8').split('\n').filter((line) => line.trim())[index];
}

/** What the `sudoku` command line prints for `args` (built first, release), with `input` on its standard input. */
export function sudokuCli(args, input = '') {
  execFileSync('cargo', ['build', '--release', '--quiet', '-p', 'sudoku-cli'], { cwd: REPO_ROOT, stdio: 'inherit', timeout: 900_000 });
  return execFileSync(join(REPO_ROOT, 'target', 'release', 'sudoku'), args, { encoding: 'utf8', input, stdio: ['pipe', 'pipe', 'pipe'] });
}

/** Serves the built app on 127.0.0.1 (a free port); `close()` when done. */
export function serveApp(root = distDir()) {
  return startStaticServer({ root });
}

const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Chromium with a fresh profile in a temporary directory. Returns
 * { context, page, close }; close() also deletes the profile. Page errors
 * and console errors are collected in `errors` so tests can show them.
 * `options` go to the context (a phone's `viewport` and `hasTouch`).
 */
export async function launchBrowser(options = {}) {
  const profile = mkdtempSync(join(tmpdir(), 'sudoku-lab-e2e-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 900 },
    ...options,
  });
  context.setDefaultTimeout(15_000);
  const errors = [];
  const watch = (page) => {
    page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console error: ${message.text()}`);
    });
  };
  context.on('page', watch);
  const page = context.pages()[0] ?? (await context.newPage());
  watch(page);
  return {
    context,
    page,
    errors,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Polls `probe` (async, returns a value or undefined/false) until it is truthy; throws `describe()` on timeout. */
export async function waitUntil(probe, { timeout = 15_000, interval = 50, describe = () => 'condition' } = {}) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeout} ms waiting for ${await describe()}`);
    await new Promise((ok) => setTimeout(ok, interval));
  }
}

// ---- the app's UI, by role and label ----

export const ui = {
  puzzleInput: (page) => page.getByRole('textbox', { name: 'Puzzle', exact: true }),
  board: (page) => page.getByRole('grid', { name: 'Sudoku board' }),
  cells: (page) => page.getByRole('gridcell'),
  status: (page) => page.getByRole('status'),
  alert: (page) => page.getByRole('alert'),
  engine: (page) => page.getByRole('combobox', { name: 'Engine' }),
  button: (page, name) => page.getByRole('button', { name, exact: true }),
};

/** Opens the app and waits until the board is on screen. */
export async function openApp(page, url) {
  await page.goto(url);
  await ui.board(page).waitFor();
  await waitUntil(async () => (await ui.cells(page).count()) === 81, { describe: () => '81 board cells' });
}

const CELL_LABEL = /^Row (\d), Column (\d), (given|entered|solved|tentative) ([1-9])(?:, highlighted|, wrong)?(?:, conflict)?$|^Row (\d), Column (\d), empty(?:, candidates [^,]+(?:, [^,]+)*?)?(?:, highlighted|, wrong)?(?:, conflict)?$/;

/** The 81 cells' aria-labels, in reading order. */
export async function cellLabels(page) {
  return ui.cells(page).evaluateAll((cells) => cells.map((cell) => cell.getAttribute('aria-label') ?? ''));
}

/**
 * The board as 81 characters ('.' for empty) read from the cells'
 * aria-labels, plus the kind of each filled cell and whether it is marked
 * as a conflict. Fails on a label that does not follow
 * "Row r, Column c, given|entered|solved|tentative d[, conflict]" /
 * "..., empty" or cells out of reading order.
 */
export async function readBoard(page) {
  const labels = await cellLabels(page);
  if (labels.length !== 81) throw new Error(`the board has ${labels.length} cells, expected 81`);
  let digits = '';
  const kinds = [];
  const conflicts = [];
  labels.forEach((label, index) => {
    const match = CELL_LABEL.exec(label);
    if (!match) throw new Error(`cell ${index + 1} has the label "${label}"`);
    const row = Number(match[1] ?? match[5]);
    const column = Number(match[2] ?? match[6]);
    if (row !== Math.floor(index / 9) + 1 || column !== (index % 9) + 1) {
      throw new Error(`cell ${index + 1} is labelled "${label}", out of reading order`);
    }
    digits += match[4] ?? '.';
    kinds.push(match[3] ?? 'empty');
    conflicts.push(label.endsWith(', conflict'));
  });
  return { digits, kinds, conflicts };
}

/** Current status text ('' when the status region is missing or empty). */
export async function statusText(page) {
  const status = ui.status(page);
  return (await status.count()) ? ((await status.first().textContent()) ?? '').trim() : '';
}

/** Waits until the status text matches `pattern`; returns the text. */
export function waitForStatus(page, pattern, { timeout = 30_000 } = {}) {
  return waitUntil(
    async () => {
      const text = await statusText(page);
      return pattern.test(text) ? text : undefined;
    },
    { timeout, describe: async () => `status ${pattern} (status is "${await statusText(page)}")` },
  );
}

/** Replaces the puzzle text as a paste would (fill + input event). */
export async function enterPuzzle(page, text) {
  await ui.puzzleInput(page).fill(text);
}

/** Waits until the board shows `puzzle` (81 chars) as its givens. */
export function waitForBoard(page, expected, { timeout = 15_000 } = {}) {
  return waitUntil(
    async () => {
      const { digits } = await readBoard(page);
      return digits === expected ? digits : undefined;
    },
    { timeout, describe: async () => `board ${expected} (board is ${(await readBoard(page)).digits})` },
  );
}

/** Picks an engine by its option value or label. */
/** Shows the right-hand column's tab `name` (Solve, Race, Ratings, Generate, Share). */
export async function showTab(page, name) {
  await page.getByRole('tab', { name, exact: true }).click();
}

export async function chooseEngine(page, engine) {
  await ui.engine(page).selectOption(engine);
}

/** Clicks Solve and waits for a final status; returns the status text. */
export async function solve(page, { timeout = 30_000 } = {}) {
  await ui.button(page, 'Solve').click();
  return waitForStatus(page, /^(Solved in|No solution|Multiple solutions|Stopped|Gave up)/, { timeout });
}

// ---- service worker ----

/** Waits until the page is controlled by an active service worker; returns the cache names. */
export async function waitForServiceWorker(page) {
  return page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((ok) => navigator.serviceWorker.addEventListener('controllerchange', ok, { once: true }));
    }
    return caches.keys();
  });
}

/** Runs `fn` in the page, retrying while a navigation destroys the context. */
export async function evaluateAcrossNavigation(page, fn, arg) {
  return waitUntil(
    async () => {
      try {
        return { value: await page.evaluate(fn, arg) };
      } catch (error) {
        if (/context was destroyed|navigat/i.test(error.message)) return undefined;
        throw error;
      }
    },
    { describe: () => 'the page to settle' },
  ).then(({ value }) => value);
}

/**
 * For a test file whose every test starts from the app freshly opened:
 * serves dist/ once for the file and opens the app in a new browser profile
 * before each test. Returns `{ page, context, url }` for the current test.
 */
export function openAppForEachTest() {
  let server;
  let browser;
  before(async () => {
    server = await serveApp();
  });
  after(() => server?.close());
  beforeEach(async () => {
    browser = await launchBrowser();
    await openApp(browser.page, server.url);
  });
  afterEach(async (t) => {
    if (browser.errors.length) t.diagnostic(browser.errors.join('\n'));
    await browser.close();
  });
  return {
    get page() {
      return browser.page;
    },
    get context() {
      return browser.context;
    },
    get url() {
      return server.url;
    },
  };
}

/**
 * Puts a puzzle on the board and waits for its ratings, as a person's page
 * is before they solve: the solver pool and the analyst then hold the
 * compiled worker module, so a fresh worker (a bench hook's) starts from
 * the browser's optimised code. Without them each fresh worker compiles the
 * module anew and runs baseline code for a while (0.5-0.7 of native speed
 * for `fast` instead of 0.8).
 */
export async function warmWorkers(page) {
  const { puzzle } = readPuzzles('famous.txt')[0];
  await enterPuzzle(page, puzzle);
  await waitForBoard(page, puzzle);
  await showTab(page, 'Ratings');
  await waitUntil(async () => /^\d+\.\d/.test((await page.locator('#rating-se .value').textContent().catch(() => '')) ?? ''), {
    timeout: 30_000,
    describe: () => "the board's puzzle rated by a worker",
  });
}

/**
 * Presses Hint and times the nudge in the page, from the press (the
 * pointerdown event's time stamp) to the first frame after the nudge is
 * in the DOM; also the time the test itself saw, which adds Playwright's
 * actionability checks and polling.
 */
export async function timedNudge(page) {
  await page.evaluate(() => {
    const timing = (window.__nudge = {});
    const hint = [...document.querySelectorAll('button')].find((button) => button.textContent.trim() === 'Hint');
    hint.addEventListener('pointerdown', (event) => { timing.pressed = event.timeStamp; }, { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (!document.querySelector('#hint-text')?.textContent.startsWith('Look for')) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => { timing.painted = performance.now(); }));
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const started = await page.evaluate(() => performance.now());
  await ui.button(page, 'Hint').click();
  await page.waitForFunction(() => window.__nudge.painted);
  const seen = (await page.evaluate(() => performance.now())) - started;
  const { pressed, painted } = await page.evaluate(() => window.__nudge);
  return { painted: painted - pressed, seen };
}
