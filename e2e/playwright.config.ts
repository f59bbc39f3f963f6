import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium.js';
import { BASE_URL_ENV } from './support/constants.js';

const isCI = Boolean(process.env.CI);

// Every process that loads this file resolves the browser; only the first one extracts it.
const launchOptions = await chromiumLaunchOptions();

export default defineConfig({
  testDir: './tests',
  // Inside the repo's git-ignored test-results/ so CI can keep it as an artifact.
  outputDir: '../test-results/e2e',
  globalSetup: './support/global-setup.ts',
  // The tests share one server; two workers keep both cores busy without starving it.
  workers: 2,
  // One retry in CI, for its trace (trace: 'retain-on-failure' keeps the failed attempt's); a test
  // that passed only on its retry still fails the run (decision 051).
  retries: isCI ? 1 : 0,
  failOnFlakyTests: isCI,
  forbidOnly: isCI,
  // A JSON report too when asked where (.ci/run, which names the flaky tests from it).
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [['list'], ['json']] : 'list',
  timeout: 30_000,
  // A ceiling for a hung run, not a target: the suite takes about ten minutes on two cores.
  globalTimeout: 15 * 60_000,
  expect: { timeout: 5_000 },
  use: {
    // Set by global setup before the workers start, so it is only read in workers.
    baseURL: process.env[BASE_URL_ENV],
    headless: true,
    launchOptions,
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    locale: 'bn-BD',
    timezoneId: 'Asia/Dhaka',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
