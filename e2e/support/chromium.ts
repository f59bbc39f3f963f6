import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LaunchOptions } from '@playwright/test';
import sparticuz from '@sparticuz/chromium';

/** Debian's Chromium (`apt-get install chromium`), preferred when present because it matches the OS. */
const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/**
 * CI has no route to the internet. Chromium's background calls (updates, sync, QUIC probes) would
 * time out there and slow or clutter the run, so they are switched off; the sandbox needs user
 * namespaces that containers running as root do not have.
 */
const BASE_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Flags @sparticuz/chromium recommends for AWS Lambda that are wrong for a test run:
 * --single-process crashes or hangs once a run opens several pages or contexts; --headless is
 * Playwright's to set; the feature lists would replace Playwright's own (Chromium keeps only the
 * last one); the security flags would hide CORS and mixed-content bugs a visitor's browser shows.
 */
const UNWANTED_SPARTICUZ_ARGS = [
  /^--single-process$/,
  /^--headless/,
  /^--(disable|enable)-features=/,
  /^--disable-web-security$/,
  /^--allow-running-insecure-content$/,
];

/**
 * Chooses the browser for the end-to-end tests without ever letting Playwright download one:
 * CHROMIUM_PATH when set (a developer's own Chrome), else Debian's Chromium, else the Chromium
 * that ships inside the @sparticuz/chromium npm package (extracted once to the temp directory), so
 * a fresh machine needs nothing beyond `npm ci`.
 */
export async function chromiumLaunchOptions(): Promise<LaunchOptions> {
  const override = process.env.CHROMIUM_PATH;
  if (override) return { executablePath: override, args: BASE_ARGS };
  if (existsSync(SYSTEM_CHROMIUM)) return { executablePath: SYSTEM_CHROMIUM, args: BASE_ARGS };

  // The tests need no WebGL; without it the SwiftShader stack stays out of the browser process.
  sparticuz.setGraphicsMode = false;
  const executablePath = await sparticuz.executablePath();
  const packageArgs = sparticuz.args.filter((arg) => !UNWANTED_SPARTICUZ_ARGS.some((re) => re.test(arg)));
  const options: LaunchOptions = {
    executablePath,
    args: [...new Set([...BASE_ARGS, ...packageArgs])],
  };
  // On a machine without fontconfig's own configuration Chromium would find no fonts at all; the
  // package extracts a fonts.conf and a few fonts next to the binary for exactly that case.
  if (!process.env.FONTCONFIG_PATH && !existsSync('/etc/fonts/fonts.conf')) {
    options.env = { ...definedEnv(), FONTCONFIG_PATH: join(tmpdir(), 'fonts') };
  }
  return options;
}

/** `env` replaces the browser's whole environment, so it has to carry the rest of ours along. */
function definedEnv(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}
