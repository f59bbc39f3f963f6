import { describe, expect, it } from 'vitest';
import { loginPathFor, safeNextPath } from './auth-redirect';

describe('safeNextPath', () => {
  it('keeps a back-office page with its query', () => {
    expect(safeNextPath('/admin/orders?status=pending&page=2')).toBe('/admin/orders?status=pending&page=2');
    expect(safeNextPath('/admin/order/AbCdEfGhIjKlMnOp')).toBe('/admin/order/AbCdEfGhIjKlMnOp');
    expect(safeNextPath('/admin')).toBe('/admin');
  });

  it('falls back to the dashboard for nothing, other sites and non-admin pages', () => {
    expect(safeNextPath(null)).toBe('/admin/dashboard');
    expect(safeNextPath('')).toBe('/admin/dashboard');
    expect(safeNextPath('https://evil.example/admin')).toBe('/admin/dashboard');
    expect(safeNextPath('//evil.example/admin')).toBe('/admin/dashboard');
    expect(safeNextPath('/admin\\@evil.example')).toBe('/admin/dashboard');
    expect(safeNextPath('/')).toBe('/admin/dashboard');
    expect(safeNextPath('/administrator-of-something')).toBe('/admin/dashboard');
  });

  it('never sends the admin back to the login page', () => {
    expect(safeNextPath('/admin/login')).toBe('/admin/dashboard');
    expect(safeNextPath('/admin/login?next=/admin/orders')).toBe('/admin/dashboard');
  });
});

describe('loginPathFor', () => {
  it('carries the page in ?next=', () => {
    expect(loginPathFor('/admin/orders?status=pending')).toBe(
      '/admin/login?next=%2Fadmin%2Forders%3Fstatus%3Dpending',
    );
  });

  it('leaves next out when the admin would land on the dashboard anyway', () => {
    expect(loginPathFor('/admin')).toBe('/admin/login');
    expect(loginPathFor('/admin/dashboard')).toBe('/admin/login');
  });
});
