#!/usr/bin/env node
/**
 * Names the browser tests that passed only on their retry, from Playwright's JSON report (written in
 * CI: e2e/playwright.config.ts). Such a test fails the run (`failOnFlakyTests`, decision 051); this
 * says which, on lines of their own, so the CI log shows them without scrolling through the list.
 * Usage: node scripts/flaky-tests.mjs report.json; prints nothing when there are none or no report.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** `file:line › describe › title` of every test the report marks flaky, in the report's order. */
export function flakyTests(report) {
  const names = [];
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'flaky')
          names.push([`${spec.file}:${spec.line}`, ...titles, spec.title].join(' › '));
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  // A top-level suite is a file, titled by its path, which the spec's own file:line already gives.
  for (const file of report.suites ?? []) visit(file, []);
  return names;
}

function main() {
  const file = process.argv[2];
  if (!file || !existsSync(file)) return;
  const names = flakyTests(JSON.parse(readFileSync(file, 'utf8')));
  if (names.length === 0) return;
  console.log(`Browser tests that failed, then passed on their retry (${names.length}): each fails the run.`);
  for (const name of names) console.log(`  flaky: ${name}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
