// Lighthouse on the built app, served as scripts/serve serves it: prints
// every score and metric, and asserts what does not depend on how fast this
// machine is: accessibility, best practices and SEO at 1.0, no
// render-blocking request, text compressed and minified. The performance
// thresholds are scripts/lighthouse's (timings on a shared 2-core machine
// are noisy).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serveApp } from './helpers.mjs';
import { audit, summary } from './lighthouse.mjs';

test('Lighthouse: accessible, best practices, SEO, nothing render-blocking, compressed and minified', async () => {
  const server = await serveApp();
  try {
    const report = await audit(server.url);
    console.log(`lighthouse: ${JSON.stringify(summary(report))}`);
    for (const category of ['accessibility', 'best-practices', 'seo']) {
      assert.equal(report.categories[category].score, 1, `${category}: ${report.categories[category].score}`);
    }
    for (const id of ['render-blocking-resources', 'uses-text-compression', 'unminified-javascript', 'unminified-css']) {
      const result = report.audits[id];
      assert.ok(result.score === 1 || result.scoreDisplayMode === 'notApplicable', `${id}: ${result.score} ${result.displayValue ?? ''}`);
    }
  } finally {
    await server.close();
  }
});
