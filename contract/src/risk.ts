import { z } from 'zod';
import { IdParamsSchema, IdSchema, stripControlCharacters, TimestampSchema } from './common.js';
import { endpoint } from './endpoint.js';
import { fieldMessages } from './messages.js';
import { PHONE_CHECK_MODES } from './phone-check-rules.js';
import { normalizeBangladeshiMobile } from './rules.js';

/**
 * The fake-order assessment (decision 038): what each signal means is in
 * server/src/modules/risk/assessment.ts; these are their names, the owner's weights and threshold,
 * what an order carries of its assessment, and the blocklist.
 */
export const RISK_SIGNALS = [
  /** The phone, the client's address (or its range) or the device is on the owner's blocklist. */
  'blocked',
  /** Parcels to this phone came back at least as often as they were delivered. */
  'returnedBefore',
  /** At least two orders of this phone were cancelled, more than were delivered. */
  'cancelledBefore',
  /** Other orders from this phone in the last hours. */
  'phoneRepeat',
  /** Other phones ordered from this device in the last hours. */
  'deviceRepeat',
  /** A name without two letters. */
  'implausibleName',
  /** An address of fewer than three words. */
  'implausibleAddress',
  /** The same text in the name and the address (or the city). */
  'repeatedText',
  /** The courier's own history for this phone (Steadfast's fraud check): most parcels not delivered. */
  'courierHistory',
  /** Trust, not risk: parcels to this phone were delivered more often than returned. Subtracts. */
  'deliveredBefore',
] as const;
export type RiskSignal = (typeof RISK_SIGNALS)[number];

/** Each signal's points out of 100 as shipped; the owner can change every one (0 turns it off). */
export const DEFAULT_RISK_WEIGHTS: Record<RiskSignal, number> = {
  blocked: 100,
  returnedBefore: 45,
  cancelledBefore: 25,
  phoneRepeat: 50,
  deviceRepeat: 50,
  implausibleName: 25,
  implausibleAddress: 20,
  repeatedText: 30,
  courierHistory: 50,
  deliveredBefore: 30,
};

/** Orders scoring this or more arrive on hold for a call. */
export const DEFAULT_RISK_THRESHOLD = 50;
/** How far back "other orders from this phone or device" looks. */
export const DEFAULT_RISK_WINDOW_HOURS = 6;

const WeightSchema = z
  .number({ error: 'ওজন ০ থেকে ১০০ এর মধ্যে পূর্ণ সংখ্যা' })
  .int('ওজন ০ থেকে ১০০ এর মধ্যে পূর্ণ সংখ্যা')
  .min(0, 'ওজন ০ থেকে ১০০ এর মধ্যে পূর্ণ সংখ্যা')
  .max(100, 'ওজন ০ থেকে ১০০ এর মধ্যে পূর্ণ সংখ্যা');

export const RiskSettingsSchema = z
  .object({
    /** Orders placed on the page scoring this or more arrive `on_hold`; 101 holds none. */
    threshold: z
      .number({ error: 'সীমা ১ থেকে ১০১ এর মধ্যে পূর্ণ সংখ্যা' })
      .int('সীমা ১ থেকে ১০১ এর মধ্যে পূর্ণ সংখ্যা')
      .min(1, 'সীমা ১ থেকে ১০১ এর মধ্যে পূর্ণ সংখ্যা')
      .max(101, 'সীমা ১ থেকে ১০১ এর মধ্যে পূর্ণ সংখ্যা'),
    /** How many hours back the repeat signals look. */
    windowHours: z
      .number({ error: 'সময় ১ থেকে ৭২ ঘণ্টার মধ্যে' })
      .int('সময় ১ থেকে ৭২ ঘণ্টার মধ্যে')
      .min(1, 'সময় ১ থেকে ৭২ ঘণ্টার মধ্যে')
      .max(72, 'সময় ১ থেকে ৭২ ঘণ্টার মধ্যে'),
    weights: z.object(
      Object.fromEntries(RISK_SIGNALS.map((signal) => [signal, WeightSchema])) as Record<
        RiskSignal,
        typeof WeightSchema
      >,
      { error: fieldMessages.invalid },
    ),
    /**
     * Ask Steadfast's fraud check (with the shop's own API keys) about each new phone, once a day a
     * phone; only when Steadfast's keys are saved.
     */
    courierCheck: z.boolean({ error: fieldMessages.invalid }),
    /**
     * The optional phone check (item 3, decision 040): a code by SMS for no order, for the orders
     * this check holds, or for every order placed on the page. Codes go through the saved SMS gateway;
     * without one none is sent and the order waits for a call as it would.
     */
    phoneCheck: z.enum(PHONE_CHECK_MODES, { error: 'কোড যাচাই: বন্ধ, শুধু ঝুঁকিপূর্ণ, বা সব অর্ডার' }),
  })
  .strict();
export type RiskSettings = z.infer<typeof RiskSettingsSchema>;

export const DEFAULT_RISK_SETTINGS: RiskSettings = {
  threshold: DEFAULT_RISK_THRESHOLD,
  windowHours: DEFAULT_RISK_WINDOW_HOURS,
  weights: DEFAULT_RISK_WEIGHTS,
  courierCheck: true,
  phoneCheck: 'off',
};

/** One reason an order scored what it did: the signal, the points it added (negative for trust), a count. */
export const RiskReasonSchema = z.object({
  signal: z.enum(RISK_SIGNALS),
  points: z.number().int(),
  /** What was counted: returned parcels, other orders, other phones, the courier's delivered share in %. */
  count: z.number().int().optional(),
});
export type RiskReason = z.infer<typeof RiskReasonSchema>;

/** An order's assessment as staff see it: the score out of 100, whether it held the order, and why. */
export const OrderRiskSchema = z.object({
  score: z.number().int(),
  held: z.boolean(),
  reasons: z.array(RiskReasonSchema),
});
export type OrderRisk = z.infer<typeof OrderRiskSchema>;

export const BLOCK_KINDS = ['phone', 'address', 'device'] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];

/** A device id as the storefront makes it (a random id kept in the browser): what the header may carry. */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export const MAX_BLOCK_REASON_LENGTH = 300;

/** One blocked phone, address or range, or device: why, and who added it when. */
export const BlockEntrySchema = z.object({
  _id: IdSchema,
  kind: z.enum(BLOCK_KINDS),
  value: z.string(),
  reason: z.string(),
  addedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  createdAt: TimestampSchema,
});
export type BlockEntry = z.infer<typeof BlockEntrySchema>;

export const blockMessages = {
  kind: 'কী বন্ধ করবেন বেছে নিন: ফোন, ঠিকানা (IP) বা ডিভাইস',
  phone: fieldMessages.phone,
  address: 'একটি IP ঠিকানা (যেমন 203.0.113.7) বা পরিসর (যেমন 203.0.113.0/24) লিখুন',
  device: 'ডিভাইস আইডি ১৬ থেকে ৬৪ অক্ষরের (ইংরেজি অক্ষর, অঙ্ক, - ও _)',
  reason: 'কেন বন্ধ করছেন লিখুন',
} as const;

/**
 * A blocklist entry as the owner adds it. A phone is normalised (+880…, 880…, 01…); an address is
 * checked as an IP address or a CIDR range by the server (the contract has no address parser).
 */
export const AddBlockEntrySchema = z
  .object({
    kind: z.enum(BLOCK_KINDS, { error: blockMessages.kind }),
    value: z.string({ error: fieldMessages.required }).trim().min(1, fieldMessages.required).max(64),
    reason: z
      .string({ error: blockMessages.reason })
      .overwrite(stripControlCharacters)
      .trim()
      .min(1, blockMessages.reason)
      .max(MAX_BLOCK_REASON_LENGTH, fieldMessages.tooLong(MAX_BLOCK_REASON_LENGTH)),
  })
  .strict()
  .transform((entry, context) => {
    if (entry.kind === 'phone') {
      const phone = normalizeBangladeshiMobile(entry.value);
      if (phone === null) {
        context.addIssue({ code: 'custom', path: ['value'], message: blockMessages.phone });
        return z.NEVER;
      }
      return { ...entry, value: phone };
    }
    if (entry.kind === 'device' && !DEVICE_ID_PATTERN.test(entry.value)) {
      context.addIssue({ code: 'custom', path: ['value'], message: blockMessages.device });
      return z.NEVER;
    }
    return entry;
  });
export type AddBlockEntry = z.input<typeof AddBlockEntrySchema>;

const riskAdmin = { access: 'admin', tags: ['fake orders (admin)'] } as const;

export const riskEndpoints = {
  getSettings: endpoint({
    ...riskAdmin,
    method: 'GET',
    path: '/risk/settings',
    summary: "The fake-order check's threshold, window, weights and courier check",
    answer: { data: RiskSettingsSchema },
  }),
  updateSettings: endpoint({
    ...riskAdmin,
    method: 'PUT',
    path: '/risk/settings',
    summary: "Save the fake-order check's threshold, window, weights and courier check",
    body: RiskSettingsSchema,
    answer: { data: RiskSettingsSchema },
  }),
  blocklist: endpoint({
    ...riskAdmin,
    method: 'GET',
    path: '/risk/blocklist',
    summary: 'Every blocked phone, address or range and device, newest first',
    answer: { data: z.array(BlockEntrySchema) },
  }),
  block: endpoint({
    ...riskAdmin,
    method: 'POST',
    path: '/risk/blocklist',
    summary: 'Block a phone, an address or range, or a device: its orders arrive on hold',
    description: '409 when it is already on the list.',
    body: AddBlockEntrySchema,
    answer: { data: BlockEntrySchema },
    status: 201,
  }),
  unblock: endpoint({
    ...riskAdmin,
    method: 'DELETE',
    path: '/risk/blocklist/:id',
    summary: 'Take an entry off the blocklist',
    params: IdParamsSchema,
    answer: { data: BlockEntrySchema },
  }),
};
