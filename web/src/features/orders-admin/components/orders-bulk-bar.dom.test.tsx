// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminSession, signIn } from '@/test/admin';
import { renderApp } from '@/test/render';
import { defaultOrderFilters } from '../order-filters';
import { OrdersBulkBar } from './orders-bulk-bar';

// Decision 063: the selection's CSV is an export like the list's, offered to order staff only when
// the owner granted it (the server refuses them too).

async function selectionExportFor(...session: Parameters<typeof signIn>) {
  signIn(...session);
  renderApp(
    <AdminSession>
      <OrdersBulkBar
        selection={{ kind: 'ids', ids: ['orderAbCdEfGhIjKlMnOp'] }}
        filters={defaultOrderFilters}
        onDone={() => {}}
      />
    </AdminSession>,
    { path: '/admin/orders' },
  );
  await screen.findByRole('button', { name: 'বাছাই বাতিল' });
  return screen.queryByRole('button', { name: 'CSV' });
}

describe('the selection bar’s CSV download', () => {
  it('is offered to owners whatever the grant says', async () => {
    expect(await selectionExportFor('admin')).toBeInTheDocument();
  });

  it('is offered to order staff with the grant', async () => {
    expect(await selectionExportFor('staff', { canExport: true })).toBeInTheDocument();
  });

  it('is not offered to order staff without the owner’s grant', async () => {
    expect(await selectionExportFor('staff')).toBeNull();
  });
});
