// Runs Lighthouse (npm `lighthouse`, Debian's Chromium, default mobile
// emulation) against a served build and returns its report: shared by the
// browser test (lighthouse.test.mjs: what does not depend on the machine's
// speed) and scripts/lighthouse (the performance thresholds, over rounds).

import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from './helpers.mjs';

const run = promisify(execFile);

/** The Lighthouse report (parsed JSON) for `url`. */
export async function audit(url) {
  const dir = mkdtempSync(join(tmpdir(), 'sudoku-lab-lighthouse-'));
  const report = join(dir, 'report.json');
  try {
    await run(join(REPO_ROOT, 'node_modules', '.bin', 'lighthouse'), [
      url,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
      '--output=json',
      `--output-path=${report}`,
      '--quiet',
    ], { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM ?? '/usr/bin/chromium' }, timeout: 240_000 });
    return JSON.parse(readFileSync(report, 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The four category scores and the load metrics, for printing. */
export function summary(report) {
  const scores = Object.fromEntries(Object.entries(report.categories).map(([id, category]) => [id, category.score]));
  const metric = (id) => report.audits[id]?.numericValue;
  return {
    scores,
    totalBlockingTimeMs: metric('total-blocking-time'),
    largestContentfulPaintMs: metric('largest-contentful-paint'),
    firstContentfulPaintMs: metric('first-contentful-paint'),
    interactiveMs: metric('interactive'),
  };
}
