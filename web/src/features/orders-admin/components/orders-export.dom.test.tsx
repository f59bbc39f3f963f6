// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminSession, signIn } from '@/test/admin';
import { renderApp } from '@/test/render';
import { defaultOrderFilters } from '../order-filters';
import { OrdersExport } from './orders-export';

// Decision 063: the export holds every customer's phone and address; order staff download it only
// when the owner granted it (the server refuses them too).

async function exportFor(...session: Parameters<typeof signIn>) {
  signIn(...session);
  renderApp(
    <AdminSession>
      <p>তালিকা</p>
      <OrdersExport filters={defaultOrderFilters} />
    </AdminSession>,
    { path: '/admin/orders' },
  );
  await screen.findByText('তালিকা');
  return screen.queryByRole('button', { name: 'CSV ডাউনলোড' });
}

describe('the orders’ CSV download', () => {
  it('is not offered to order staff without the owner’s grant', async () => {
    expect(await exportFor('staff')).toBeNull();
  });

  it('is offered to order staff with the grant', async () => {
    expect(await exportFor('staff', { canExport: true })).toBeInTheDocument();
  });

  it('is offered to owners whatever the grant says', async () => {
    expect(await exportFor('admin')).toBeInTheDocument();
  });
});
