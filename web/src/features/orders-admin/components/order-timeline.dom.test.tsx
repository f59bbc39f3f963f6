// @vitest-environment jsdom
import { type OrderEvent, routes } from '@haat/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminSession, signIn } from '@/test/admin';
import { api, http, ok, server } from '@/test/network';
import { renderApp } from '@/test/render';
import { OrderTimeline } from './order-timeline';

// Where an order came from reads as a device; the raw address and agent, which the server sends to
// owners only, wait behind a tap. A courier's English words are said in Bengali, the raw kept below.
const ORDER_ID = 'orderAbCdEfGhIjKlMnOpQr';
const at = '2026-11-28T04:30:00.000Z';

async function showTimeline(events: OrderEvent[]) {
  signIn();
  server.use(http.get(api(routes.orderTimeline.list.path), () => ok(events)));
  renderApp(
    <AdminSession>
      <OrderTimeline orderId={ORDER_ID} deleting={false} />
    </AdminSession>,
  );
  return screen.findByTestId('created-device');
}

const created = (data: Partial<Extract<OrderEvent, { kind: 'created' }>['data']>): OrderEvent => ({
  _id: 'eventCreatedAbCdEfGhIj',
  kind: 'created',
  at,
  by: null,
  data: { address: '', userAgent: '', ...data },
});

describe('the timeline’s first entry', () => {
  it('names the device, and keeps the raw address and agent behind a tap for the owner', async () => {
    const device = await showTimeline([
      created({
        address: '103.4.145.2',
        userAgent: 'Mozilla/5.0 (Linux; Android 13)',
        deviceName: 'Android · Chrome',
      }),
    ]);
    expect(device).toHaveTextContent('Android · Chrome');
    const raw = screen.getByText('আইপি ঠিকানা ও ব্রাউজারের পুরো লেখা').closest('details') as HTMLElement;
    expect(raw).not.toHaveAttribute('open');
    expect(within(raw).getByText('ঠিকানা 103.4.145.2')).toBeInTheDocument();
  });

  it('shows staff, who are sent no raw address, the device alone', async () => {
    const device = await showTimeline([created({ deviceName: 'iOS · Safari' })]);
    expect(device).toHaveTextContent('iOS · Safari');
    expect(screen.queryByText('আইপি ঠিকানা ও ব্রাউজারের পুরো লেখা')).not.toBeInTheDocument();
  });

  it('says a courier’s word in Bengali, with its own word beneath', async () => {
    await showTimeline([
      {
        _id: 'eventCourierAbCdEfGhIj',
        kind: 'courier',
        at,
        by: null,
        data: {
          action: 'update',
          courier: 'steadfast',
          courierStatus: 'delivered',
          message: 'Consignment status has been updated as delivered',
        },
      },
      created({ deviceName: '' }),
    ]);
    expect(screen.getByText('Steadfast-এর খবর: ডেলিভারি হয়েছে')).toBeInTheDocument();
    expect(screen.getByText('পার্সেলের অবস্থা বদলেছে: ডেলিভারি হয়েছে')).toBeInTheDocument();
    expect(screen.getByTestId('courier-raw')).toHaveTextContent(
      'delivered · Consignment status has been updated as delivered',
    );
    expect(screen.getByTestId('created-device')).toHaveTextContent('অজানা ডিভাইস');
  });
});
