import type { APIRequestContext } from '@playwright/test';
import { BULKSMSBD_ACCOUNT, expect } from './fake-services.js';
import { dataOf } from './own-shop.js';

type Template = { enabled: boolean; text: string };
type SmsSettings = {
  enabled: boolean;
  sslwireless: { sid: string };
  templates: Record<string, Template>;
};

/** Saves the SMS settings through the API: BulkSMSBD's account, on or off, and some templates. */
export async function saveSms(
  api: APIRequestContext,
  enabled: boolean,
  templates: Record<string, Template> = {},
): Promise<void> {
  const current = await dataOf<SmsSettings>(await api.get('/api/integrations/sms'));
  await dataOf(
    await api.put('/api/integrations/sms', {
      data: {
        enabled,
        gateway: 'bulksmsbd',
        bulksmsbd: BULKSMSBD_ACCOUNT,
        sslwireless: { sid: current.sslwireless.sid },
        templates: { ...current.templates, ...templates },
        // Every order of the run comes from one address (loopback), as no shop's customers do: the
        // spend caps (decision 056) are the server tests' subject, not these pages'.
        caps: { perPhone: 1000, perAddress: 100_000, perDay: 100_000 },
      },
    }),
  );
}

type OutboxJobs = { jobs: Array<{ _id: string; kind: string }> };
export const parkedSms = async (api: APIRequestContext) =>
  (await dataOf<OutboxJobs>(await api.get('/api/outbox/jobs?state=parked'))).jobs.filter(
    (job) => job.kind === 'sms.order-status',
  );

/**
 * Leaves the worker's shop as its other tests expect it: SMS off, the stand-in gateway accepting,
 * and no refused message parked in the outbox (the Connections test counts what is parked).
 */
export async function turnSmsOff(api: APIRequestContext, gateway: { errors: { errorCode: number | null } }) {
  gateway.errors.errorCode = null;
  const current = await dataOf<{ bulksmsbd: { apiKeySaved: boolean } }>(
    await api.get('/api/integrations/sms'),
  );
  if (current.bulksmsbd.apiKeySaved) await saveSms(api, false);
  // With SMS off, a parked message tried again is dropped as no longer wanted.
  for (const job of await parkedSms(api)) await dataOf(await api.post(`/api/outbox/retry/${job._id}`));
  await expect.poll(async () => (await parkedSms(api)).length, { timeout: 15_000 }).toBe(0);
}
