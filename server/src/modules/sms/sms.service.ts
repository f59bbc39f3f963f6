import {
  COURIER_NAMES,
  DEFAULT_SMS_CAPS,
  DEFAULT_SMS_TEMPLATES,
  formatInvoiceNumber,
  formatTaka,
  type Order,
  type OrderStatus,
  renderSmsTemplate,
  type SiteSettings,
  type SmsCaps,
  type SmsGateway,
  type SmsSettings,
  type SmsSettingsInput,
  type SmsTestResult,
  type SmsUsage,
  smsSegments,
} from '@haat/contract';
import { type Db, inTransaction } from '../../db/repository.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { nowIso } from '../../lib/time.js';
import type { IntegrationSettingsRepository } from '../integrations/integration-settings.repository.js';
import type { OrdersRepository } from '../orders/orders.repository.js';
import type { StatusMoveEffects, WithdrawEffects } from '../orders/status-effects.js';
import type { StatusMoves } from '../orders/status-move.js';
import type { JobKind, JobPayload } from '../outbox/outbox.jobs.js';
import { insertJobs, type NewJob, withdrawJobs } from '../outbox/outbox.repository.js';
import { JobPostponed, type OutboxService, PermanentJobFailure } from '../outbox/outbox.service.js';
import { bulksmsbdClient } from './bulksmsbd-client.js';
import { smsMessages } from './sms.messages.js';
import { type SmsGatewayClient, SmsNotSent } from './sms-gateway.js';
import { pageOrderAddress, releaseSms, reserveSms, smsUsage } from './sms-spend.js';
import { sslwirelessClient } from './sslwireless-client.js';
import { BEFORE_CONFIRMATION, NEUTRAL_NAME, visitorText } from './visitor-text.js';

/** The settings as stored: the gateway's key whole, which only this module reads. */
interface StoredSms {
  enabled: boolean;
  gateway: SmsGateway;
  bulksmsbd: { apiKey: string; senderId: string };
  sslwireless: { apiToken: string; sid: string };
  templates: Record<OrderStatus, { enabled: boolean; text: string }>;
  /** The spend ceiling (decision 056); settings saved before it get the defaults. */
  caps?: SmsCaps;
}

const SETTINGS_NAME = 'sms';
export const SMS_JOB = 'sms.order-status' satisfies JobKind;

const none: StoredSms = {
  enabled: false,
  gateway: 'bulksmsbd',
  bulksmsbd: { apiKey: '', senderId: '' },
  sslwireless: { apiToken: '', sid: '' },
  templates: DEFAULT_SMS_TEMPLATES,
  caps: DEFAULT_SMS_CAPS,
};

/** Settings saved before a status had a template (or before the caps) get the defaults. */
const withDefaults = (stored: StoredSms | null): StoredSms & { caps: SmsCaps } =>
  stored
    ? {
        ...stored,
        templates: { ...DEFAULT_SMS_TEMPLATES, ...stored.templates },
        caps: { ...DEFAULT_SMS_CAPS, ...stored.caps },
      }
    : { ...none, caps: DEFAULT_SMS_CAPS };

const hasAccount = (settings: StoredSms): boolean =>
  settings.gateway === 'bulksmsbd'
    ? settings.bulksmsbd.apiKey !== '' && settings.bulksmsbd.senderId !== ''
    : settings.sslwireless.apiToken !== '' && settings.sslwireless.sid !== '';

const masked = (stored: StoredSms): SmsSettings => ({
  enabled: stored.enabled,
  gateway: stored.gateway,
  bulksmsbd: {
    apiKeySaved: stored.bulksmsbd.apiKey !== '',
    apiKeyEnding: stored.bulksmsbd.apiKey.slice(-4),
    senderId: stored.bulksmsbd.senderId,
  },
  sslwireless: {
    apiTokenSaved: stored.sslwireless.apiToken !== '',
    apiTokenEnding: stored.sslwireless.apiToken.slice(-4),
    sid: stored.sslwireless.sid,
  },
  templates: stored.templates,
  caps: { ...DEFAULT_SMS_CAPS, ...stored.caps },
});

/** A stored mobile number (01XXXXXXXXX) as both gateways take it. */
const internationalNumber = (phone: string) => `88${phone}`;

type SmsJobPayload = JobPayload<typeof SMS_JOB>;

const smsKey = (orderId: string, status: OrderStatus) => `${SMS_JOB}:${orderId}:${status}`;

/**
 * The SMS a status move owes (decision 037): one job per order and status, written in the move's own
 * transaction, while SMS are on and that status's template is. Reads the settings through the
 * move's transaction, so it needs no service.
 */
export const smsStatusEffects: StatusMoveEffects = async (db, moves, now) => {
  if (moves.length === 0) return;
  const row = await db
    .selectFrom('integration_settings')
    .select('value')
    .where('name', '=', SETTINGS_NAME)
    .executeTakeFirst();
  if (!row) return;
  const settings = withDefaults(JSON.parse(row.value) as StoredSms);
  if (!settings.enabled || !hasAccount(settings)) return;
  // An order waiting for its phone code is told "received" once the code proves the number, held or
  // not: the same for every order asked, so the message itself says nothing of the check (decision 056).
  const arriving = moves.filter((move) => move.to === 'pending').map((move) => move.orderId);
  const waiting = new Set(
    arriving.length === 0
      ? []
      : (
          await db
            .selectFrom('orders')
            .select('id')
            .where('id', 'in', arriving)
            .where('phone_check', '=', 'waiting')
            .execute()
        ).map((order) => order.id),
  );
  const jobs: NewJob[] = moves
    .filter((move) => settings.templates[move.to]?.enabled && !waiting.has(move.orderId))
    .map((move) => ({
      kind: SMS_JOB,
      // One message per order and status: a customer is not told "confirmed" twice.
      dedupeKey: smsKey(move.orderId, move.to),
      orderId: move.orderId,
      payload: { orderId: move.orderId, status: move.to } satisfies SmsJobPayload,
      ...(move.notBefore ? { runAfter: move.notBefore } : {}),
    }));
  await insertJobs(db, jobs, now);
};

/** How long a message naming the tracking code waits for a parcel's lost ids (decision 058). */
const TRACKING_WAIT_MS = 2 * 24 * 60 * 60_000;

/** A move undone takes back its message while it waits out the undo (decision 060). */
export const smsWithdrawEffects: WithdrawEffects = (db, orders) =>
  withdrawJobs(
    db,
    orders.map(({ orderId, status }) => smsKey(orderId, status)),
  );

/**
 * Order SMS (decision 037): the owner's gateway account and templates, the test
 * message, and the outbox handler that fills a template and sends it after the move committed,
 * writing each message, the gateway's answer and its parts on the order's timeline.
 */
export function createSmsService(deps: {
  settings: IntegrationSettingsRepository;
  orders: OrdersRepository;
  outbox: OutboxService;
  siteSettings: () => Promise<SiteSettings[]>;
  urls: { bulksmsbd: string; sslwireless: string };
  /** Whether the owner's blocklist names this phone: such a number is never sent an order SMS. */
  phoneBlocked: (phone: string) => Promise<boolean>;
  /** The spend ceiling's ledger, and the one status move that holds an order a cap kept unanswered. */
  db: Db;
  moves: StatusMoves;
}) {
  const { settings, orders, outbox, urls } = deps;
  const read = async () => withDefaults(await settings.read<StoredSms>(SETTINGS_NAME));

  function client(current: StoredSms): SmsGatewayClient {
    return current.gateway === 'bulksmsbd'
      ? bulksmsbdClient({ baseUrl: urls.bulksmsbd, ...current.bulksmsbd })
      : sslwirelessClient({ baseUrl: urls.sslwireless, ...current.sslwireless });
  }

  async function messageFor(order: Order, status: OrderStatus, template: string): Promise<string> {
    const [site] = await deps.siteSettings();
    const parcel = order.parcel;
    return renderSmsTemplate(template, {
      // The only placeholder a visitor writes (decision 054): none of it before staff confirmed.
      name: BEFORE_CONFIRMATION.has(status) ? NEUTRAL_NAME : visitorText(order.name) || NEUTRAL_NAME,
      invoice: formatInvoiceNumber(order.invoiceNumber),
      total: formatTaka(order.total),
      tracking: parcel ? parcel.trackingCode || parcel.consignmentId : '',
      courier: parcel ? COURIER_NAMES[parcel.courier] : '',
      shopPhone: site?.phone ?? '',
    }).trim();
  }

  async function record(
    order: Order,
    status: OrderStatus,
    current: StoredSms,
    text: string,
    outcome: 'sent' | 'failed',
    answer: string,
  ) {
    await orders.addEvent({
      id: newId(),
      orderId: order._id,
      at: nowIso(),
      actor: null,
      kind: 'sms',
      data: {
        outcome,
        status,
        gateway: current.gateway,
        to: order.phone,
        text,
        parts: smsSegments(text).parts,
        answer,
      },
    });
  }

  outbox.register(SMS_JOB, async (job, { signal, lastAttempt }) => {
    const { orderId, status } = job.payload;
    const current = await read();
    // Turned off (or the template) since the move: the owner no longer wants it sent.
    if (!current.enabled || !hasAccount(current) || !current.templates[status]?.enabled) return;
    const order = await orders.findOrder(orderId);
    if (!order) return;
    // Held since the move (the fake-order check, after its courier's history came) or a number the
    // owner blocked: the shop does not write to it (decision 054). Staff's own "on hold" still goes.
    if (order.status === 'on_hold' && status !== 'on_hold') return;
    if (await deps.phoneBlocked(order.phone)) return;
    // A parcel booked without its ids (its answer was lost; decision 058): a message naming the
    // tracking code waits for it, and never goes out with an empty one.
    const parcel = order.parcel;
    if (
      current.templates[status].text.includes('{tracking}') &&
      parcel?.state === 'booked' &&
      !parcel.trackingCode &&
      !parcel.consignmentId
    ) {
      if (Date.now() - Date.parse(job.createdAt) < TRACKING_WAIT_MS) throw new JobPostponed(60_000);
      return record(order, status, current, '', 'failed', smsMessages.noTrackingCode);
    }
    const text = await messageFor(order, status, current.templates[status].text);
    if (text === '') return;
    // The "received" message of a page order is the visitor's doing; every later one is staff's or
    // the courier's, and counts only toward the shop's day (decision 056).
    const clientAddress = await pageOrderAddress(deps.db, order._id);
    const visitorCaused = status === 'pending' && clientAddress !== null;
    const reservation = await reserveSms(deps.db, current.caps, {
      id: `haat-${job.id}`,
      kind: 'order',
      orderId: order._id,
      phone: order.phone,
      clientAddress,
      visitorCaused,
      parts: smsSegments(text).parts,
    });
    if (!reservation.ok) {
      await record(order, status, current, text, 'failed', reservation.reason);
      // An order nobody at the shop has read yet waits on hold for a call instead (decision 056).
      if (status === 'pending' && order.status === 'pending')
        await inTransaction(deps.db, (trx) =>
          deps.moves.move(trx, [{ orderId: order._id, from: 'pending', to: 'on_hold' }], {
            cause: 'sms-limit',
            actor: null,
            now: nowIso(),
          }),
        );
      return;
    }
    try {
      const reference = await client(current).send(
        {
          to: internationalNumber(order.phone),
          text,
          reference: `haat-${job.id}`,
          unicode: smsSegments(text).encoding === 'unicode',
        },
        signal,
      );
      await record(order, status, current, text, 'sent', smsMessages.sent(current.gateway, reference));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const permanent = error instanceof SmsNotSent && error.permanent;
      if (permanent || lastAttempt) {
        await record(order, status, current, text, 'failed', message);
        await releaseSms(deps.db, `haat-${job.id}`, message);
      }
      if (permanent) throw new PermanentJobFailure(message);
      throw error;
    }
  });

  return {
    /**
     * The saved gateway for a message that is not about a status (the phone check's code): whether
     * status messages are on does not matter, only that an account is saved. Null without one.
     */
    async accountGateway(): Promise<{
      gateway: SmsGateway;
      /** Takes the message's place under the caps (a code is a visitor's doing): null, or the reason it may not go. */
      reserve(request: {
        orderId: string;
        phone: string;
        reference: string;
        text: string;
      }): Promise<string | null>;
      /** The gateway refused it for good: its place under the caps is given back. */
      release(reference: string, reason: string): Promise<void>;
      send(phone: string, text: string, reference: string, signal?: AbortSignal): Promise<string>;
    } | null> {
      const current = await read();
      if (!hasAccount(current)) return null;
      return {
        gateway: current.gateway,
        async reserve({ orderId, phone, reference, text }) {
          const reservation = await reserveSms(deps.db, current.caps, {
            id: reference,
            kind: 'code',
            orderId,
            phone,
            clientAddress: await pageOrderAddress(deps.db, orderId),
            visitorCaused: true,
            parts: smsSegments(text).parts,
          });
          return reservation.ok ? null : reservation.reason;
        },
        release: (reference, reason) => releaseSms(deps.db, reference, reason),
        send: (phone, text, reference, signal) =>
          client(current).send(
            {
              to: internationalNumber(phone),
              text,
              reference,
              unicode: smsSegments(text).encoding === 'unicode',
            },
            signal,
          ),
      };
    },

    async get(): Promise<SmsSettings> {
      return masked(await read());
    },

    async update(input: SmsSettingsInput): Promise<SmsSettings> {
      const current = await read();
      const next: StoredSms = {
        enabled: input.enabled,
        gateway: input.gateway,
        bulksmsbd: {
          apiKey: input.bulksmsbd.apiKey || current.bulksmsbd.apiKey,
          senderId: input.bulksmsbd.senderId,
        },
        sslwireless: {
          apiToken: input.sslwireless.apiToken || current.sslwireless.apiToken,
          sid: input.sslwireless.sid,
        },
        templates: { ...current.templates, ...input.templates },
        caps: input.caps ?? current.caps,
      };
      if (next.enabled && !hasAccount(next)) {
        const message = smsMessages.needsAccount(next.gateway);
        const fields =
          next.gateway === 'bulksmsbd'
            ? [
                ...(next.bulksmsbd.apiKey ? [] : ['bulksmsbd.apiKey']),
                ...(next.bulksmsbd.senderId ? [] : ['bulksmsbd.senderId']),
              ]
            : [
                ...(next.sslwireless.apiToken ? [] : ['sslwireless.apiToken']),
                ...(next.sslwireless.sid ? [] : ['sslwireless.sid']),
              ];
        throw AppError.badRequest(
          message,
          fields.map((path) => ({ path, message })),
        );
      }
      await settings.write(SETTINGS_NAME, next);
      return masked(next);
    },

    /** The shop day's SMS and the messages a cap stopped (decision 056). */
    async usage(): Promise<SmsUsage> {
      return smsUsage(deps.db, (await read()).caps);
    },

    /** Sends the test message through the saved gateway; says what the gateway answered either way. */
    async test(phone: string): Promise<SmsTestResult> {
      const current = await read();
      if (!hasAccount(current)) return { ok: false, message: smsMessages.notConfigured };
      try {
        const reference = await client(current).send({
          to: internationalNumber(phone),
          text: smsMessages.testText,
          reference: `haat-test-${newId()}`,
          unicode: true,
        });
        return { ok: true, message: smsMessages.sent(current.gateway, reference) };
      } catch (error) {
        if (error instanceof SmsNotSent) return { ok: false, message: error.message };
        throw error;
      }
    },
  };
}

export type SmsService = ReturnType<typeof createSmsService>;
