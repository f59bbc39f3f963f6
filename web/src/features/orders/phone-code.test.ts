import type { PhoneCheck } from '@haat/contract';
import { describe, expect, it } from 'vitest';
import {
  CODE_POLL_FOR_MS,
  CODE_POLL_MS,
  codePollInterval,
  codeStage,
  formatCountdown,
  secondsUntil,
  typedCode,
} from './phone-code';

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 20, 4, 0, seconds)).toISOString();
const NOW = Date.parse(at(0));

const check = (changes: Partial<PhoneCheck> = {}): PhoneCheck => ({
  state: 'waiting',
  sentAt: at(-10),
  expiresAt: at(290),
  triesLeft: 5,
  nextCodeAt: at(50),
  ...changes,
});

describe('typedCode', () => {
  it('reads six digits typed in Bengali, ASCII, mixed or pasted with spaces', () => {
    expect(typedCode('123456')).toBe('123456');
    expect(typedCode('১২৩৪৫৬')).toBe('123456');
    expect(typedCode(' ১২3 4৫6 ')).toBe('123456');
  });

  it('refuses what cannot be a code, so it never costs the customer a try', () => {
    for (const text of ['', '12345', '1234567', '12a456', '১২৩-৪৫৬', '١٢٣٤٥٦'])
      expect(typedCode(text), text).toBeNull();
  });
});

describe('secondsUntil', () => {
  it('rounds a part second up, so a countdown never shows 0 while it still waits', () => {
    expect(secondsUntil(at(45), NOW)).toBe(45);
    expect(secondsUntil(at(45), NOW + 44_100)).toBe(1);
  });

  it('stops at 0 once the time has passed, and has nothing for no time', () => {
    expect(secondsUntil(at(45), NOW + 60_000)).toBe(0);
    expect(secondsUntil(null, NOW)).toBeNull();
    expect(secondsUntil('not a time', NOW)).toBeNull();
  });
});

describe('formatCountdown', () => {
  it('shows minutes and two-digit seconds in Bengali digits', () => {
    expect(formatCountdown(45)).toBe('০:৪৫');
    expect(formatCountdown(60)).toBe('১:০০');
    expect(formatCountdown(3545)).toBe('৫৯:০৫');
    expect(formatCountdown(-3)).toBe('০:০০');
  });
});

describe('codePollInterval', () => {
  it('asks every few seconds while the gateway has not taken the code, for a minute', () => {
    const sending = check({ sentAt: null, expiresAt: null });
    expect(codePollInterval(sending, NOW, NOW + 1_000)).toBe(CODE_POLL_MS);
    expect(codePollInterval(sending, NOW, NOW + CODE_POLL_FOR_MS - 1)).toBe(CODE_POLL_MS);
    expect(codePollInterval(sending, NOW, NOW + CODE_POLL_FOR_MS)).toBe(false);
  });

  it('does not ask once the code is sent, the order confirmed, or before the first answer', () => {
    expect(codePollInterval(check(), NOW, NOW)).toBe(false);
    expect(codePollInterval(check({ state: 'confirmed', sentAt: null }), NOW, NOW)).toBe(false);
    expect(codePollInterval(undefined, NOW, NOW)).toBe(false);
  });
});

describe('codeStage', () => {
  it('follows the code: on its way, sent, expired', () => {
    expect(codeStage(check({ sentAt: null, expiresAt: null }), NOW)).toBe('sending');
    expect(codeStage(check(), NOW)).toBe('sent');
    expect(codeStage(check(), NOW + 290_000)).toBe('expired');
  });

  it('says the tries are used up whatever the clock says: only a new code helps then', () => {
    expect(codeStage(check({ triesLeft: 0 }), NOW)).toBe('locked');
    expect(codeStage(check({ triesLeft: 0 }), NOW + 400_000)).toBe('locked');
  });
});
