import {
  RISK_SIGNALS,
  type RiskSettings,
  RiskSettingsSchema,
  type RiskSignal,
  toBengaliDigits,
} from '@haat/contract';
import { z } from 'zod';
import { typedNumber } from '@/lib/typed-number';

const { shape } = RiskSettingsSchema;

/** The settings form: the contract's schema with every number read from text. */
export const riskSettingsFormSchema = z.object({
  threshold: typedNumber(shape.threshold),
  windowHours: typedNumber(shape.windowHours),
  weights: z.object(
    Object.fromEntries(RISK_SIGNALS.map((signal) => [signal, typedNumber(shape.weights.shape[signal])])) as {
      [S in RiskSignal]: ReturnType<typeof typedNumber<(typeof shape.weights.shape)[S]>>;
    },
  ),
  courierCheck: shape.courierCheck,
  phoneCheck: shape.phoneCheck,
});
export type RiskSettingsFormValues = z.input<typeof riskSettingsFormSchema>;

/** What the form shows for saved settings: numbers in Bengali digits, as the page writes them. */
export const riskSettingsFormValues = (settings: RiskSettings): RiskSettingsFormValues => ({
  threshold: toBengaliDigits(settings.threshold),
  windowHours: toBengaliDigits(settings.windowHours),
  weights: Object.fromEntries(
    RISK_SIGNALS.map((signal) => [signal, toBengaliDigits(settings.weights[signal])]),
  ) as Record<RiskSignal, string>,
  courierCheck: settings.courierCheck,
  phoneCheck: settings.phoneCheck,
});

/** Signals that take points off: trust, shown apart from the ones that add risk. */
export const TRUST_SIGNALS: ReadonlySet<RiskSignal> = new Set<RiskSignal>(['deliveredBefore']);
