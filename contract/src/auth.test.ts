import { describe, expect, it } from 'vitest';
import { AdminEmailSchema, CreateUserSchema, DEFAULT_ADMIN_EMAIL, LoginSchema } from './auth.js';

describe('the administrator email rule', () => {
  it.each([
    DEFAULT_ADMIN_EMAIL,
    'owner@example.com',
    'staff.member+orders@haat.com.bd',
    'a@b',
    'rahim_1990@shop-bd.net',
  ])('accepts %s', (email) => {
    expect(AdminEmailSchema.safeParse(email).success).toBe(true);
  });

  it.each([
    '',
    'admin',
    'admin@',
    '@localhost',
    'ad min@localhost',
    'admin@local host',
    'admin@-localhost',
    'admin@localhost-',
    'admin@shop..com',
    'admin@shop.com.',
    'admin@shop_bd.com',
    'অ্যাডমিন@localhost',
    `${'a'.repeat(195)}@b.com`,
  ])('refuses %j with a Bengali message', (email) => {
    const result = AdminEmailSchema.safeParse(email);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/[\u0980-\u09FF]/);
  });

  it('keeps the case and spaces people type out of the stored address', () => {
    expect(AdminEmailSchema.parse('  Owner@Example.COM ')).toBe('owner@example.com');
  });

  it('is the rule of the sign-in and the administrator forms alike', () => {
    for (const email of [DEFAULT_ADMIN_EMAIL, 'owner@example.com']) {
      expect(LoginSchema.safeParse({ email, password: 'x' }).success).toBe(true);
      expect(CreateUserSchema.safeParse({ name: 'করিম', email, password: 'long-enough' }).success).toBe(true);
    }
    expect(LoginSchema.safeParse({ email: 'admin@', password: 'x' }).success).toBe(false);
    expect(
      CreateUserSchema.safeParse({ name: 'করিম', email: 'admin@', password: 'long-enough' }).success,
    ).toBe(false);
  });
});
