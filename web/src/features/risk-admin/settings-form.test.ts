import { DEFAULT_RISK_SETTINGS, RiskSettingsSchema } from '@haat/contract';
import { describe, expect, it } from 'vitest';
import { riskSettingsFormSchema, riskSettingsFormValues } from './settings-form';

describe('riskSettingsFormSchema', () => {
  it('reads the saved settings back from the form as they were, in Bengali digits', () => {
    const values = riskSettingsFormValues(DEFAULT_RISK_SETTINGS);
    expect(values.threshold).toBe('৫০');
    expect(values.weights.blocked).toBe('১০০');
    expect(riskSettingsFormSchema.parse(values)).toEqual(DEFAULT_RISK_SETTINGS);
  });

  it('takes Latin, Bengali and mixed digits, and answers what the server accepts', () => {
    const values = riskSettingsFormValues(DEFAULT_RISK_SETTINGS);
    const parsed = riskSettingsFormSchema.parse({
      ...values,
      threshold: ' 6০ ',
      windowHours: '12',
      weights: { ...values.weights, phoneRepeat: '০' },
    });
    expect(parsed).toMatchObject({ threshold: 60, windowHours: 12, weights: { phoneRepeat: 0 } });
    expect(RiskSettingsSchema.safeParse(parsed).success).toBe(true);
  });

  it('puts each problem on its own field in the contract’s words', () => {
    const values = riskSettingsFormValues(DEFAULT_RISK_SETTINGS);
    const result = riskSettingsFormSchema.safeParse({
      ...values,
      threshold: '',
      windowHours: '৭৩',
      weights: { ...values.weights, returnedBefore: '-5', repeatedText: '12.5' },
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['threshold', 'সীমা ১ থেকে ১০১ এর মধ্যে পূর্ণ সংখ্যা'],
      ['windowHours', 'সময় ১ থেকে ৭২ ঘণ্টার মধ্যে'],
      ['weights.returnedBefore', 'ওজন ০ থেকে ১০০ এর মধ্যে পূর্ণ সংখ্যা'],
      ['weights.repeatedText', 'ওজন ০ থেকে ১০০ এর মধ্যে পূর্ণ সংখ্যা'],
    ]);
  });

  it('keeps the phone code choice as it is, and refuses one the server does not know', () => {
    const values = riskSettingsFormValues({ ...DEFAULT_RISK_SETTINGS, phoneCheck: 'risky' });
    expect(values.phoneCheck).toBe('risky');
    expect(riskSettingsFormSchema.parse(values).phoneCheck).toBe('risky');
    const result = riskSettingsFormSchema.safeParse({ ...values, phoneCheck: 'sometimes' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['phoneCheck']);
  });
});
