/**
 * How long a sign-in must wait after failures (decision 018). The wait falls on what fails — the client
 * address, and the account tried from that address — never on the account as a whole, so nobody
 * elsewhere can lock the owner out: the right password from an address with no failures always
 * signs in. A password guesser spread over many addresses gets a few tries per address and hour, the
 * per-address rate limit on top, and the owner sees the failures after signing in.
 *
 * A pure rule over the attempts the database remembers, so every instance judges alike.
 */
export const FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS = 3;
/** An office's staff share an address and mistype too: the address as a whole gets a little more. */
export const FREE_FAILURES_PER_ADDRESS = 5;
export const MAX_WAIT_MS = 15 * 60 * 1000;
/** Failures older than this no longer count. */
export const FAILURE_WINDOW_MS = 60 * 60 * 1000;

export interface SignInAttempt {
  email: string;
  succeeded: boolean;
  /** Milliseconds since the epoch. */
  at: number;
}

/**
 * Milliseconds `email` must still wait before trying again from the address whose recent attempts
 * (any account) are given; 0 when it may try now.
 */
export function signInWait(
  attemptsFromAddress: readonly SignInAttempt[],
  email: string,
  now: number,
): number {
  const forAccount = attemptsFromAddress.filter((attempt) => attempt.email === email);
  return Math.max(
    waitAfterFailures(forAccount, FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS, now),
    waitAfterFailures(attemptsFromAddress, FREE_FAILURES_PER_ADDRESS, now),
  );
}

/** After `free` failures since the last success, 2, 4, 8 … seconds from the latest one, at most 15 minutes. */
function waitAfterFailures(attempts: readonly SignInAttempt[], free: number, now: number): number {
  const recent = attempts.filter((attempt) => now - attempt.at <= FAILURE_WINDOW_MS);
  const lastSuccess = Math.max(-Infinity, ...recent.filter((a) => a.succeeded).map((a) => a.at));
  const failures = recent.filter((attempt) => !attempt.succeeded && attempt.at > lastSuccess);
  if (failures.length <= free) return 0;
  const lastFailure = Math.max(...failures.map((attempt) => attempt.at));
  const lockFor = Math.min(MAX_WAIT_MS, 1000 * 2 ** (failures.length - free));
  return Math.max(0, lastFailure + lockFor - now);
}
