import { describe, expect, it } from 'vitest';
import { mayOpenPage } from './staff-pages';

describe('mayOpenPage', () => {
  it('opens every page to an owner', () => {
    for (const path of ['/admin', '/admin/product/all', '/admin/administrator/add', '/admin/seo'])
      expect(mayOpenPage('admin', path)).toBe(true);
  });

  it('opens the dashboard and the order desk to order staff, and nothing else', () => {
    for (const path of [
      '/admin',
      '/admin/dashboard',
      '/admin/orders',
      '/admin/orders/',
      '/admin/orders/new',
      '/admin/order/abcdefghijklmnopqrstuv',
      '/admin/order/print/abcdefghijklmnopqrstuv',
      '/admin/order/all-orders',
      '/admin/customer/01712345678',
      '/admin/checkout-drafts',
      '/admin/checkout-drafts/',
    ])
      expect(mayOpenPage('staff', path), path).toBe(true);
    for (const path of [
      '/admin/product/all',
      '/admin/product/add',
      '/admin/administrator/all',
      '/admin/settings',
      '/admin/banner',
      '/admin/businessInfo',
      '/admin/seo',
      '/admin/ordersx',
      '/admin/risk',
      '/admin/checkout-draftsx',
    ])
      expect(mayOpenPage('staff', path), path).toBe(false);
  });
});
