/**
 * Per-account backoff after failed sign-ins. The per-address rate limit stops one machine guessing;
 * this stops many machines guessing one owner's password: after a few failures the account waits
 * 2, 4, 8 … seconds (at most 15 minutes) between attempts, whatever address they come from.
 * Kept in memory: each instance counts its own failures, which only makes a guesser's life no easier.
 */
export const FREE_FAILURES = 3;
const MAX_WAIT_MS = 15 * 60 * 1000;
const FORGET_AFTER_MS = 60 * 60 * 1000;

interface FailureRecord {
  failures: number;
  lockedUntil: number;
  lastFailure: number;
}

export function createLoginBackoff(now: () => number = Date.now) {
  const records = new Map<string, FailureRecord>();

  return {
    /** Milliseconds this account must still wait before it may try again; 0 when it may try now. */
    waitFor(email: string): number {
      const record = records.get(email);
      if (!record) return 0;
      if (now() - record.lastFailure > FORGET_AFTER_MS) {
        records.delete(email);
        return 0;
      }
      return Math.max(0, record.lockedUntil - now());
    },

    recordFailure(email: string): void {
      const record = records.get(email) ?? { failures: 0, lockedUntil: 0, lastFailure: 0 };
      record.failures += 1;
      record.lastFailure = now();
      if (record.failures > FREE_FAILURES) {
        record.lockedUntil = now() + Math.min(MAX_WAIT_MS, 1000 * 2 ** (record.failures - FREE_FAILURES));
      }
      records.set(email, record);
      // Bounded memory: a flood of made-up emails cannot grow the map without end.
      if (records.size > 10_000) {
        const oldest = records.keys().next().value;
        if (oldest !== undefined) records.delete(oldest);
      }
    },

    recordSuccess(email: string): void {
      records.delete(email);
    },
  };
}

export type LoginBackoff = ReturnType<typeof createLoginBackoff>;
