import path from 'node:path';
import { AdminEmailSchema } from '@haat/contract';
import { z } from 'zod';
import type { S3Settings } from './modules/media/s3-image-store.js';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** A variable that is unset, or set to nothing, is the same: absent. */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const EnvSchema = z.object({
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // PostgreSQL only: each instance's share of the server's connections, and how long anything may wait.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  JWT_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters (256 bits)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  JWT_LIFETIME: z
    .string()
    .regex(/^\d+[smhd]$/, 'must look like 12h, 30m or 7d')
    .default('12h'),
  // The same rule as the sign-in form, so the first administrator can always sign in.
  ADMIN_EMAIL: z
    .string()
    .refine(
      (value) => AdminEmailSchema.safeParse(value).success,
      'must be an email address such as owner@example.com',
    )
    .transform((value) => AdminEmailSchema.parse(value))
    .optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  SEED_DEMO: booleanFromEnv.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['auto', 'json', 'pretty'], { error: 'must be auto, json or pretty' }).default('auto'),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(5 * 1024 * 1024),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(256 * 1024),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(10),
  // Per client address, a flood ceiling only (decision 038): customers on one operator's shared address
  // (carrier-grade NAT) or behind a proxy all order; the fake-order check holds, it does not refuse.
  ORDER_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(100),
  // Days an incomplete checkout is kept after its last change, then deleted (decision 039).
  CHECKOUT_DRAFT_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  // Orders one phone number may place an hour on the page; beyond it a 429 (decision 038).
  ORDER_PHONE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(5),
  DUPLICATE_ORDER_WINDOW_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .default(10),
  // Where the Conversions API's events go (decision 033): Meta's Graph API; tests point it at a fake.
  FACEBOOK_GRAPH_URL: z.url({ protocol: /^https?$/ }).default('https://graph.facebook.com'),
  // Steadfast's merchant API (decision 034); older integrations name portal.steadfast.com.bd, the same API.
  STEADFAST_API_URL: z.url({ protocol: /^https?$/ }).default('https://portal.packzy.com/api/v1'),
  BULKSMSBD_API_URL: z.url({ protocol: /^https?$/ }).default('http://bulksmsbd.net/api'),
  SSLWIRELESS_API_URL: z.url({ protocol: /^https?$/ }).default('https://smsplus.sslwireless.com'),
  // Pathao's merchant API (decision 034); its sandbox is https://courier-api-sandbox.pathao.com.
  PATHAO_API_URL: z.url({ protocol: /^https?$/ }).default('https://api-hermes.pathao.com'),
  // How many proxies stand in front (`1`: one load balancer), or their addresses and networks
  // (`10.0.0.2,10.1.0.0/16`): the client's address is then read from X-Forwarded-For past them. Never
  // "trust every hop": a bot would pick its own address and escape the rate limits.
  TRUST_PROXY: z
    .string()
    .trim()
    .default('')
    .refine(
      (value) => !['true', 'yes'].includes(value.toLowerCase()),
      'must be the number of proxies in front (1) or their addresses, not true: trusting every hop lets anyone choose their address',
    )
    .refine(
      (value) =>
        value === '' ||
        /^(false|no|0|[1-9]\d?)$/i.test(value) ||
        value.split(',').every((part) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(part.trim())),
      'must be a number of proxies (1) or comma-separated addresses or networks (10.0.0.2,10.1.0.0/16)',
    )
    .transform((value): false | number | string[] => {
      if (value === '' || /^(false|no|0)$/i.test(value)) return false;
      if (/^\d+$/.test(value)) return Number(value);
      return value.split(',').map((part) => part.trim());
    }),
  ORDER_LINK_DAYS: z.coerce.number().int().min(0).max(365).default(3),
  COURIER_POLL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(60),
  // Where uploaded images live (decision 023): DATA_DIR/uploads on this machine, or an S3-compatible
  // bucket that every instance shares.
  STORAGE: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
  S3_BUCKET: optionalText,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) address such as https://s3.example.com' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: booleanFromEnv.default(false),
  /** Where the built web app lives; the server serves it from the same origin as the API. */
  WEB_DIST_DIR: z.string().optional(),
});

/** Every environment variable the server reads: the README's configuration table lists exactly these. */
export const CONFIG_VARIABLES = Object.keys(EnvSchema.shape);

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL's pool: its size and the limits that keep one stuck query from stopping every instance. */
  databasePool: {
    size: number;
    connectTimeoutMs: number;
    statementTimeoutMs: number;
    idleInTransactionTimeoutMs: number;
  };
  jwtSecret: string | undefined;
  jwtLifetime: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  seedDemo: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** `auto`: readable lines when standard output is a terminal, JSON lines otherwise. */
  logFormat: 'auto' | 'json' | 'pretty';
  uploadMaxBytes: number;
  bodyLimitBytes: number;
  webDistDir: string | undefined;
  /** Sign-in attempts one client may make per 15 minutes. */
  loginRateLimit: number;
  /** Orders one client address may place per 10 minutes: a ceiling for floods, above a shared address's traffic. */
  orderRateLimit: number;
  /** Orders one phone may place an hour on the page (ORDER_PHONE_LIMIT). */
  orderPhoneLimit: number;
  /** Days an incomplete checkout is kept after its last change (CHECKOUT_DRAFT_DAYS). */
  checkoutDraftDays: number;
  /** The same phone ordering the same items again within this many minutes is told, not re-ordered. 0: off. */
  duplicateOrderWindowMinutes: number;
  /** Meta's Graph API, where purchase events are sent (FACEBOOK_GRAPH_URL). */
  facebookGraphUrl: string;
  /** BulkSMSBD's API (BULKSMSBD_API_URL) and SSL Wireless ISMS Plus (SSLWIRELESS_API_URL). */
  bulksmsbdApiUrl: string;
  sslwirelessApiUrl: string;
  /** Steadfast's merchant API (STEADFAST_API_URL). */
  steadfastApiUrl: string;
  /** Pathao's merchant API (PATHAO_API_URL). */
  pathaoApiUrl: string;
  /**
   * Behind proxies: how many hops of X-Forwarded-For to trust, or the proxies' addresses; false when
   * the server faces the clients itself. The client's address is what the rate limits count.
   */
  trustProxy: false | number | string[];
  /** Days an order's link (the success page) shows the order to anyone; admins always see it. */
  orderLinkDays: number;
  /** How often parcels still with a courier are asked about (COURIER_POLL_MINUTES; decision 036). */
  courierPollMinutes: number;
  /** Where uploaded images live: DATA_DIR/uploads, or an S3-compatible bucket (decision 023). */
  imageStorage: { kind: 'local' } | ({ kind: 's3' } & S3Settings);
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment once at start; a bad variable stops the server with a message that names it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.superRefine((e, context) => {
    // Every instance on the database must sign and check admin tokens with the same key; a key each
    // instance made for itself would answer other instances' admins 401 at random (decision 021).
    if (e.DATABASE_URL && !e.JWT_SECRET)
      context.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'must be set when DATABASE_URL is: every instance signs admin tokens with it',
      });
    if (e.STORAGE === 's3' && !e.S3_BUCKET)
      context.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'must be set when STORAGE is s3' });
    if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
      context.addIssue({
        code: 'custom',
        path: [e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message:
          "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither for the SDK's own credentials",
      });
  }).safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePool: {
      size: e.DATABASE_POOL_SIZE,
      connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      idleInTransactionTimeoutMs: e.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    jwtSecret: e.JWT_SECRET,
    jwtLifetime: e.JWT_LIFETIME,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : undefined,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    orderRateLimit: e.ORDER_RATE_LIMIT,
    orderPhoneLimit: e.ORDER_PHONE_LIMIT,
    checkoutDraftDays: e.CHECKOUT_DRAFT_DAYS,
    duplicateOrderWindowMinutes: e.DUPLICATE_ORDER_WINDOW_MINUTES,
    facebookGraphUrl: e.FACEBOOK_GRAPH_URL,
    steadfastApiUrl: e.STEADFAST_API_URL,
    bulksmsbdApiUrl: e.BULKSMSBD_API_URL,
    sslwirelessApiUrl: e.SSLWIRELESS_API_URL,
    pathaoApiUrl: e.PATHAO_API_URL,
    trustProxy: e.TRUST_PROXY,
    orderLinkDays: e.ORDER_LINK_DAYS,
    courierPollMinutes: e.COURIER_POLL_MINUTES,
    imageStorage:
      e.STORAGE === 's3' && e.S3_BUCKET
        ? {
            kind: 's3',
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            credentials:
              e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
                : undefined,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : { kind: 'local' },
  };
}
