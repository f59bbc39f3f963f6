import type { FacebookSettings, FacebookSettingsInput } from '@haat/contract';
import { AppError } from '../../lib/errors.js';
import type { IntegrationSettingsRepository } from '../integrations/integration-settings.repository.js';
import type { OrdersRepository } from '../orders/orders.repository.js';
import type { JobKind } from '../outbox/outbox.jobs.js';
import type { NewJob } from '../outbox/outbox.repository.js';
import { type OutboxService, PermanentJobFailure } from '../outbox/outbox.service.js';
import { conversionsMessages } from './conversions.messages.js';
import { sendEvents } from './graph-client.js';
import { MAX_EVENT_AGE_MS, type PurchaseOrigin, purchaseEvent } from './purchase-event.js';

/** The settings as stored: the token whole, which only this module reads. */
interface StoredFacebookSettings {
  enabled: boolean;
  pixelId: string;
  accessToken: string;
  testEventCode: string;
}

const SETTINGS_NAME = 'facebook';
export const PURCHASE_JOB = 'facebook.purchase' satisfies JobKind;

const none: StoredFacebookSettings = { enabled: false, pixelId: '', accessToken: '', testEventCode: '' };

/** The back office's view: whether a token is kept and how it ends, never the token. */
const masked = (stored: StoredFacebookSettings): FacebookSettings => ({
  enabled: stored.enabled,
  pixelId: stored.pixelId,
  accessTokenSaved: stored.accessToken !== '',
  accessTokenEnding: stored.accessToken.slice(-4),
  testEventCode: stored.testEventCode,
});

/**
 * Server-side purchase events (decision 033): the owner's Conversions API settings, the job each
 * new order writes while they are on, and the outbox handler that sends it (decision 033).
 */
export function createConversionsService(deps: {
  settings: IntegrationSettingsRepository;
  orders: OrdersRepository;
  outbox: OutboxService;
  /** Meta's Graph API; a local fake in tests (FACEBOOK_GRAPH_URL). */
  graphUrl: string;
}) {
  const { settings, orders, outbox, graphUrl } = deps;
  const read = async () => (await settings.read<StoredFacebookSettings>(SETTINGS_NAME)) ?? none;

  outbox.register(PURCHASE_JOB, async (job, { signal }) => {
    const current = await read();
    // Turned off (or the pixel emptied) since the order came in: the owner no longer wants it sent.
    if (!current.enabled || !current.pixelId || !current.accessToken) return;
    const order = job.orderId ? await orders.findOrder(job.orderId) : null;
    // Deleted meanwhile: there is no purchase left to report.
    if (!order) return;
    if (Date.now() - Date.parse(order.createdAt) > MAX_EVENT_AGE_MS)
      throw new PermanentJobFailure(conversionsMessages.tooOld);
    const event = purchaseEvent(
      {
        id: order._id,
        createdAt: order.createdAt,
        name: order.name,
        phone: order.phone,
        city: order.city,
        total: order.total,
        lines: order.products.map((line) => ({ productId: line.product._id, quantity: line.quantity })),
      },
      job.payload,
    );
    await sendEvents({
      graphUrl,
      pixelId: current.pixelId,
      accessToken: current.accessToken,
      events: [event],
      testEventCode: current.testEventCode,
      signal,
    });
  });

  return {
    async getFacebook(): Promise<FacebookSettings> {
      return masked(await read());
    },

    async updateFacebook(input: FacebookSettingsInput): Promise<FacebookSettings> {
      const current = await read();
      const next: StoredFacebookSettings = {
        enabled: input.enabled,
        pixelId: input.pixelId,
        accessToken: input.accessToken ? input.accessToken : current.accessToken,
        testEventCode: input.testEventCode,
      };
      if (next.enabled && (!next.pixelId || !next.accessToken))
        throw AppError.badRequest(conversionsMessages.needsPixelAndToken, [
          ...(next.pixelId ? [] : [{ path: 'pixelId', message: conversionsMessages.needsPixelAndToken }]),
          ...(next.accessToken
            ? []
            : [{ path: 'accessToken', message: conversionsMessages.needsPixelAndToken }]),
        ]);
      await settings.write(SETTINGS_NAME, next);
      return masked(next);
    },

    /**
     * For the order placement: whether new orders should send a Purchase event, read once per
     * batch, and the job for one order, written in the order's own transaction.
     */
    purchaseEvents: {
      async enabled(): Promise<boolean> {
        const current = await read();
        return current.enabled && current.pixelId !== '' && current.accessToken !== '';
      },
      jobFor(orderId: string, origin: PurchaseOrigin): NewJob {
        return { kind: PURCHASE_JOB, dedupeKey: `${PURCHASE_JOB}:${orderId}`, orderId, payload: origin };
      },
      /** The batch committed: send now rather than at the next poll. */
      committed(): void {
        outbox.wake();
      },
    },
  };
}

export type ConversionsService = ReturnType<typeof createConversionsService>;
export type PurchaseEvents = ConversionsService['purchaseEvents'];
