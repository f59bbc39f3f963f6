/**
 * Which shops may start from a copy of the demo shop seeded once a run, instead of seeding their
 * own: those whose settings do not change what the first run writes. The API suites' test apps
 * (seeded-template.ts) and the browser tests' servers (e2e/support/server.ts) both ask this, so a
 * new setting that changes the seed is named here once. Free of the app's imports, so the browser
 * tests' runner can load it without loading the server.
 */

/** Settings that change what the first run writes: a shop given one of them seeds for itself. */
const SEED_AFFECTING = ['DATA_DIR', 'DATABASE_URL', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'STORAGE'];

/**
 * Whether a shop started with these settings (on top of the suite's own) may copy the seeded shop.
 * `DATABASE_URL: ''` (the embedded database, named outright) may: the run seeds that one too.
 */
export function usesSeededTemplate(env: Record<string, string | undefined>): boolean {
  if (env.SEED_DEMO !== undefined && env.SEED_DEMO !== 'true') return false;
  return Object.entries(env).every(
    ([key, value]) =>
      !(SEED_AFFECTING.includes(key) && !(key === 'DATABASE_URL' && value === '')) && !key.startsWith('S3_'),
  );
}
