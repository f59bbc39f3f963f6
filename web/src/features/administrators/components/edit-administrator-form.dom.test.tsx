// @vitest-environment jsdom
import { routes, type UpdateUser, type User } from '@haat/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminSession, signIn } from '@/test/admin';
import { api, http, ok, server } from '@/test/network';
import { renderApp } from '@/test/render';
import { EditAdministratorForm } from './edit-administrator-form';

// Decision 063: the owner grants an order staff member the export on the administrators page.

const staffMember: User = {
  _id: 'adminStaffMemberAbCdE',
  name: 'রুমা',
  email: 'ruma@example.com',
  role: 'staff',
  canExport: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('editing an administrator', () => {
  it('grants order staff the export, sending only that change', async () => {
    signIn('admin');
    const sent: UpdateUser[] = [];
    server.use(
      http.patch(api(routes.users.update.path), async ({ request }) => {
        const body = (await request.json()) as UpdateUser;
        sent.push(body);
        return ok({ ...staffMember, ...body });
      }),
    );
    const onDone = vi.fn();
    const { user } = renderApp(
      <AdminSession>
        <EditAdministratorForm administrator={staffMember} isSelf={false} onDone={onDone} />
      </AdminSession>,
      { path: '/admin/administrator/all' },
    );
    const grant = await screen.findByRole('switch', { name: 'অর্ডারের CSV ডাউনলোড করতে পারবেন' });
    expect(grant).not.toBeChecked();
    await user.click(grant);
    await user.click(screen.getByRole('button', { name: 'সংরক্ষণ করুন' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent).toEqual([{ canExport: true }]);
  });

  it('offers the grant to order staff only: owners always may export', async () => {
    signIn('admin');
    const { user } = renderApp(
      <AdminSession>
        <EditAdministratorForm administrator={staffMember} isSelf={false} onDone={() => undefined} />
      </AdminSession>,
      { path: '/admin/administrator/all' },
    );
    await screen.findByRole('switch', { name: 'অর্ডারের CSV ডাউনলোড করতে পারবেন' });
    await user.click(screen.getByRole('radio', { name: /মালিক/ }));
    expect(screen.queryByRole('switch', { name: 'অর্ডারের CSV ডাউনলোড করতে পারবেন' })).toBeNull();
  });
});
