// @vitest-environment jsdom
import {
  DEFAULT_SMS_CAPS,
  DEFAULT_SMS_TEMPLATES,
  routes,
  type SmsSettings,
  type SmsUsage,
  smsCapReasons,
} from '@haat/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminSession, signIn } from '@/test/admin';
import { api, http, ok, server } from '@/test/network';
import { renderApp } from '@/test/render';
import { SmsSettingsPanel } from './sms-settings-panel';

// The SMS page (decisions 037, 054, 056): the spend caps the owner sets, today's SMS with every one a
// cap stopped, and each template's preview as the customer will get it, warned when it costs two parts.

const settings: SmsSettings = {
  enabled: true,
  gateway: 'bulksmsbd',
  bulksmsbd: { apiKeySaved: true, apiKeyEnding: 'Qp29', senderId: '8809617000000' },
  sslwireless: { apiTokenSaved: false, apiTokenEnding: '', sid: '' },
  templates: {
    ...DEFAULT_SMS_TEMPLATES,
    pending: { enabled: true, text: 'প্রিয় {name}, অর্ডার {invoice} পেয়েছি।' },
  },
  caps: DEFAULT_SMS_CAPS,
};

const usage: SmsUsage = {
  day: '2026-11-28',
  sent: 42,
  parts: 45,
  capped: 1,
  caps: DEFAULT_SMS_CAPS,
  stopped: [
    {
      at: '2026-11-28T10:15:00.000Z',
      kind: 'order',
      orderId: 'orderAbCdEfGhIjKlMnOp',
      invoiceNumber: 1251,
      reason: smsCapReasons.perAddress(20),
    },
  ],
};

async function openPanel() {
  signIn('admin');
  const saved: unknown[] = [];
  server.use(
    http.get(api(routes.sms.get.path), () => ok(settings)),
    http.get(api(routes.sms.usage.path), () => ok(usage)),
    http.put(api(routes.sms.update.path), async ({ request }) => {
      const body = await request.json();
      saved.push(body);
      return ok({ ...settings, caps: (body as SmsSettings).caps });
    }),
  );
  const view = renderApp(
    <AdminSession>
      <SmsSettingsPanel />
    </AdminSession>,
    { path: '/admin/integrations' },
  );
  await screen.findByRole('group', { name: 'অপেক্ষমাণ' });
  return { ...view, saved };
}

describe('the SMS page', () => {
  it("shows today's SMS and parts, and why each stopped one was stopped, naming its order", async () => {
    await openPanel();
    const today = await screen.findByRole('region', { name: 'আজকের SMS' });
    expect(within(today).getByTestId('sms-today')).toHaveTextContent('পাঠানো ৪২টি (৪৫ অংশ) · সীমায় আটকেছে ১টি');
    const stopped = within(today).getByRole('list', { name: 'সীমায় আটকে যাওয়া SMS' });
    expect(stopped).toHaveTextContent(smsCapReasons.perAddress(20));
    expect(within(stopped).getByRole('link', { name: 'অর্ডার INV-1251' })).toHaveAttribute(
      'href',
      '/admin/order/orderAbCdEfGhIjKlMnOp',
    );
  });

  it('saves the caps the owner types, Bengali digits too', async () => {
    const { user, saved } = await openPanel();
    const perAddress = screen.getByRole('textbox', { name: 'এক ঠিকানা (IP) থেকে' });
    expect(perAddress).toHaveValue('২০');
    await user.clear(perAddress);
    await user.type(perAddress, '১০');
    await user.click(screen.getByRole('button', { name: 'সংরক্ষণ করুন' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ caps: { perPhone: 6, perAddress: 10, perDay: 500 } });
  });

  it('previews "received" with «গ্রাহক», as it is sent, and warns when a message costs two parts', async () => {
    const { user } = await openPanel();
    const received = screen.getByRole('group', { name: 'অপেক্ষমাণ' });
    expect(within(received).getByTestId('sms-preview')).toHaveTextContent('প্রিয় গ্রাহক, অর্ডার INV-1251 পেয়েছি।');
    const delivered = screen.getByRole('group', { name: 'ডেলিভারি হয়েছে' });
    expect(within(delivered).getByTestId('sms-preview')).toHaveTextContent('রহিমা খাতুন, অর্ডার INV-1251');
    expect(within(delivered).queryByTestId('sms-parts-warning')).toBeNull();
    const text = within(delivered).getByRole('textbox', { name: 'বার্তা' });
    await user.type(text, ' আবার কিনতে আমাদের পাতায় আসুন, নতুন ফল এসেছে।');
    expect(within(delivered).getByTestId('sms-parts-warning')).toHaveTextContent(
      'বেশিরভাগ অর্ডারে ২টি SMS-এর দাম লাগবে',
    );
  });
});
