import { SteadfastSettingsInputSchema } from '@haat/contract';
import { describe, expect, it } from 'vitest';
import { newWebhookSecret } from './webhook-secret';

describe('newWebhookSecret', () => {
  it('is 32 letters and digits, and the contract takes it', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(SteadfastSettingsInputSchema.safeParse({ webhookToken: secret }).success).toBe(true);
  });

  it('differs every time', () => {
    const secrets = new Set(Array.from({ length: 50 }, () => newWebhookSecret()));
    expect(secrets.size).toBe(50);
  });

  it('draws again for bytes that would favour the first letters', () => {
    // 248 and above would wrap onto A–H; they are skipped rather than folded in.
    let call = 0;
    const random = (bytes: Uint8Array) => {
      bytes.fill(call++ === 0 ? 255 : 1);
      return bytes;
    };
    expect(newWebhookSecret(4, random)).toBe('BBBB');
    expect(call).toBe(2);
  });
});
