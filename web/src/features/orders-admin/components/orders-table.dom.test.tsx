// @vitest-environment jsdom
import { type Order, routes } from '@haat/contract';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { api, http, ok, server } from '@/test/network';
import { anOrder } from '@/test/orders';
import { renderApp } from '@/test/render';
import { OrdersTable } from './orders-table';

// Decision 060: a one-tap move from the list never lands on an order that slid under the finger. The
// rows are closed to taps while a change is under way and for a moment after they moved; jsdom lays
// nothing out, so these tests read the table's mark that the stylesheet turns into no pointer events.

const orders: Order[] = ['করিম', 'রহিমা', 'সালমা'].map((name, index) =>
  anOrder({ _id: `order${index}AbCdEfGhIjKlMnOpQ`, invoiceNumber: 1212 + index, name }),
);

/** The list's table, with a button that takes its first row away as a refetch after a move would. */
function List() {
  const [rows, setRows] = useState(orders);
  return (
    <>
      <button type="button" onClick={() => setRows((current) => current.slice(1))}>
        প্রথমটি সরাও
      </button>
      <OrdersTable
        orders={rows}
        busy={false}
        selected={new Set()}
        onToggle={() => {}}
        restoreScroll={false}
      />
    </>
  );
}

const table = () => screen.getByRole('table');

describe('the order list after its rows move', () => {
  it('is open to taps when first drawn, closed for a moment after a row left, then open again', async () => {
    const { user } = renderApp(<List />);
    await screen.findByRole('button', { name: 'সালমা-এর অর্ডার নিশ্চিত' });
    expect(table()).not.toHaveAttribute('data-settling');

    await user.click(screen.getByRole('button', { name: 'প্রথমটি সরাও' }));
    expect(table()).toHaveAttribute('data-settling');
    await waitFor(() => expect(table()).not.toHaveAttribute('data-settling'), { timeout: 10_000 });
  });

  it('is closed while a row’s move is under way', async () => {
    let answer: (() => void) | null = null;
    server.use(
      http.put(api(routes.orders.updateStatus.path), async () => {
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return ok({ ...orders[0], status: 'confirmed' });
      }),
    );
    const { user } = renderApp(<List />);
    await user.click(await screen.findByRole('button', { name: 'করিম-এর অর্ডার নিশ্চিত' }));
    await waitFor(() => expect(answer).not.toBeNull());
    expect(table()).toHaveAttribute('data-settling');

    (answer as unknown as () => void)();
    // Open again half a second after the answer; a loaded machine may take longer to get there.
    await waitFor(() => expect(table()).not.toHaveAttribute('data-settling'), { timeout: 10_000 });
  });
});
