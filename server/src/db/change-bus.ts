import pg from 'pg';
import { CHANGE_CHANNEL } from './migrations/0005-change-notifications.js';

/** Waits between reconnection attempts: quick at first, then no more often than every 10 s. */
const RECONNECT_DELAYS_MS = [100, 500, 1000, 2000, 5000, 10_000];

export interface ChangeBusOptions {
  url: string;
  /** This instance's application_name on its pool's connections: its own writes are not news. */
  ownName: string;
  /** Another instance (or a tool) committed a write of this kind. */
  onChange(kind: string): void;
  /** Listening again after a break: messages may have been missed, so everything may have changed. */
  onReconnect(): void;
  onError(error: Error, retryInMs: number): void;
}

/**
 * One connection per instance that LISTENs on `haat_changes` (migration 0005's triggers send on it),
 * kept for the life of the instance: when it breaks (PostgreSQL restarted, the connection was killed)
 * it connects again with backoff and reports the reconnection.
 */
export function listenForChanges(options: ChangeBusOptions): {
  /** Settles once the first LISTEN is in place. */
  ready: Promise<void>;
  stop(): Promise<void>;
} {
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  let client: pg.Client | null = null;
  let stopped = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;
  let listenedBefore = false;

  const scheduleReconnect = (error: Error) => {
    if (stopped) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)] ?? 10_000;
    failures += 1;
    options.onError(error, delay);
    timer = setTimeout(connect, delay);
  };

  async function connect(): Promise<void> {
    if (stopped) return;
    const current = new pg.Client({
      connectionString: options.url,
      application_name: `${options.ownName} listener`,
    });
    client = current;
    let broken = false;
    const lost = (error: Error) => {
      if (broken) return;
      broken = true;
      current.removeAllListeners();
      current.on('error', () => {});
      void current.end().catch(() => {});
      if (client === current) client = null;
      scheduleReconnect(error);
    };
    current.on('error', lost);
    current.on('end', () => lost(new Error('the change bus connection ended')));
    current.on('notification', (message) => {
      if (message.channel !== CHANGE_CHANNEL || !message.payload) return;
      try {
        const { kind, from } = JSON.parse(message.payload) as { kind?: unknown; from?: unknown };
        if (typeof kind === 'string' && from !== options.ownName) options.onChange(kind);
      } catch {
        // Not ours (someone else NOTIFYing on the channel): nothing to clear for it.
      }
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch (error) {
      lost(error as Error);
      return;
    }
    failures = 0;
    if (listenedBefore) options.onReconnect();
    listenedBefore = true;
    markReady();
  }

  void connect();
  const stop = async () => {
    stopped = true;
    clearTimeout(timer);
    const current = client;
    client = null;
    if (current) {
      current.removeAllListeners();
      current.on('error', () => {});
      await current.end().catch(() => {});
    }
    markReady();
  };
  return { ready, stop };
}
