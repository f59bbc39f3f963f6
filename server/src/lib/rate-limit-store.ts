import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';

/** Every this many hits an instance deletes the windows that ended over an hour ago. */
const SWEEP_EVERY = 500;
const KEEP_ENDED_MS = 60 * 60 * 1000;

const nowMs = sql<number>`(extract(epoch from clock_timestamp()) * 1000)::bigint`;

/**
 * @fastify/rate-limit's counters in PostgreSQL (migration 0006), so every instance counts the same
 * hits: N instances no longer give a client N times the limit, and a restart forgets nothing. One
 * upsert per hit, on the database's clock; a window that has ended starts again at 1. `child` keeps
 * each route's counters apart, as the plugin's in-memory store does.
 */
export function postgresRateLimitStore(db: Kysely<Database>): FastifyRateLimitStoreCtor {
  let hits = 0;

  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    /** The plugin constructs the first store with its options; `child` names a route's. */
    private readonly scope: string;
    constructor(scope?: unknown) {
      this.scope = typeof scope === 'string' ? scope : 'global';
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const row = `${this.scope} ${key}`;
      sql<{ count: number; ttl: number }>`
        insert into rate_limit_hits as hit (key, count, window_ends_at)
        values (${row}, 1, ${nowMs} + ${timeWindow})
        on conflict (key) do update set
          count = case when hit.window_ends_at <= ${nowMs} then 1 else hit.count + 1 end,
          window_ends_at = case when hit.window_ends_at <= ${nowMs} then excluded.window_ends_at
                                else hit.window_ends_at end
        returning count, window_ends_at - ${nowMs} as ttl`
        .execute(db)
        .then(
          ({ rows }) => {
            const [result] = rows;
            callback(null, {
              current: Number(result?.count ?? 1),
              ttl: Math.max(0, Number(result?.ttl ?? 0)),
            });
          },
          (error: Error) => callback(error),
        );
      hits += 1;
      if (hits % SWEEP_EVERY === 0) {
        void sql`delete from rate_limit_hits where window_ends_at < ${nowMs} - ${KEEP_ENDED_MS}`
          .execute(db)
          .catch(() => {});
      }
    }

    /**
     * Its types say the route's options, but the plugin (11.x) hands the route's merged limit settings,
     * with the route itself in `routeInfo`; both are read, so either way each route counts apart.
     */
    child(settings: object): FastifyRateLimitStore {
      const given = settings as {
        routeInfo?: { method?: unknown; url?: string };
        method?: unknown;
        url?: string;
      };
      const route = given.routeInfo ?? given;
      return new PostgresRateLimitStore(`${String(route?.method)} ${route?.url}`);
    }
  };
}
