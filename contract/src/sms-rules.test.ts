import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './order-rules.js';
import {
  DEFAULT_SMS_TEMPLATES,
  renderSmsTemplate,
  SMS_NEUTRAL_NAME,
  smsSampleFor,
  smsSegments,
} from './sms-rules.js';

const values = {
  name: 'রহিমা',
  invoice: 'INV-1251',
  total: '৳১,২৩০',
  tracking: 'SF1A2B',
  courier: 'Steadfast',
  shopPhone: '01711000000',
};

describe('an SMS template', () => {
  it('fills every placeholder it knows, as often as it appears, and leaves an unknown one as written', () => {
    expect(renderSmsTemplate('{name}: {invoice} ({invoice}) মোট {total} {unknown}', values)).toBe(
      'রহিমা: INV-1251 (INV-1251) মোট ৳১,২৩০ {unknown}',
    );
  });
});

describe('SMS parts', () => {
  it('Bengali is Unicode: 70 characters in one part, 67 in each part of a longer one', () => {
    expect(smsSegments('ক'.repeat(70))).toEqual({ encoding: 'unicode', characters: 70, parts: 1 });
    expect(smsSegments('ক'.repeat(71))).toEqual({ encoding: 'unicode', characters: 71, parts: 2 });
    expect(smsSegments('ক'.repeat(134)).parts).toBe(2);
    expect(smsSegments('ক'.repeat(135)).parts).toBe(3);
    // One Bengali letter makes the whole message Unicode.
    expect(smsSegments(`${'a'.repeat(69)}ক`).encoding).toBe('unicode');
  });

  it('plain text is GSM-7: 160 in one part, 153 a part after; extended characters count two', () => {
    expect(smsSegments('a'.repeat(160))).toEqual({ encoding: 'gsm', characters: 160, parts: 1 });
    expect(smsSegments('a'.repeat(161)).parts).toBe(2);
    expect(smsSegments('a'.repeat(306)).parts).toBe(2);
    expect(smsSegments('a'.repeat(307)).parts).toBe(3);
    expect(smsSegments(`${'a'.repeat(159)}€`)).toEqual({ encoding: 'gsm', characters: 161, parts: 2 });
    expect(smsSegments('')).toEqual({ encoding: 'gsm', characters: 0, parts: 0 });
  });

  it('an emoji takes two Unicode units', () => {
    expect(smsSegments('🥭').characters).toBe(2);
  });
});

describe('the default templates', () => {
  it('each fit one Unicode part with a typical name, invoice, total and tracking code filled in', () => {
    for (const status of ORDER_STATUSES) {
      // The visitor's own name even where «গ্রাহক» is sent: a default fits whatever it carries.
      const sample = { ...smsSampleFor('delivered'), name: 'রহিমা খাতুন', invoice: 'INV-1251' };
      const rendered = renderSmsTemplate(DEFAULT_SMS_TEMPLATES[status].text, sample);
      expect(rendered, status).not.toMatch(/\{\w+\}/);
      expect(smsSegments(rendered), `${status}: ${rendered}`).toMatchObject({
        encoding: 'unicode',
        parts: 1,
      });
    }
  });

  it('are measured, and previewed, with the neutral name before staff confirm', () => {
    expect(smsSampleFor('pending').name).toBe(SMS_NEUTRAL_NAME);
    expect(smsSampleFor('on_hold').name).toBe(SMS_NEUTRAL_NAME);
    expect(smsSampleFor('delivered').name).toBe('রহিমা খাতুন');
  });
});
