// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { adminMessages } from '@/lib/admin-messages';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import { LeaveGuard } from './leave-guard';

// The leave question (decision 017) on React Router's data router (decision 046), drawn in a DOM and
// used as a person would: edits typed into a form, then a link, Back, or another filter.

function EditPage() {
  const [name, setName] = useState('');
  useUnsavedChanges(name !== '');
  return (
    <form>
      <label>
        নাম
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <Link to="/admin/faq">তালিকা</Link>
      <Link to="?tab=2">অন্য ট্যাব</Link>
    </form>
  );
}

function openEditPage() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <LeaveGuard />
            <Outlet />
          </>
        ),
        children: [
          { path: '/admin/faq', element: <h1>প্রশ্নের তালিকা</h1> },
          { path: '/admin/faq/add', element: <EditPage /> },
        ],
      },
    ],
    // Opened from the list: Back leads there.
    { initialEntries: ['/admin/faq', '/admin/faq/add'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const typeName = () => fireEvent.change(screen.getByLabelText('নাম'), { target: { value: 'মধু' } });
const back = (router: ReturnType<typeof openEditPage>) => act(() => router.navigate(-1));

describe('LeaveGuard', () => {
  let confirm: MockInstance<(message?: string) => boolean>;

  beforeEach(() => {
    confirm = vi.spyOn(window, 'confirm');
  });

  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('lets a form without edits be left without a question', async () => {
    const router = openEditPage();
    fireEvent.click(screen.getByRole('link', { name: 'তালিকা' }));
    expect(await screen.findByRole('heading', { name: 'প্রশ্নের তালিকা' })).toBeTruthy();
    expect(confirm).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/admin/faq');
  });

  it('asks before a link leaves unsaved edits, and stays when the answer is no', async () => {
    confirm.mockReturnValue(false);
    const router = openEditPage();
    typeName();
    fireEvent.click(screen.getByRole('link', { name: 'তালিকা' }));
    expect(confirm).toHaveBeenCalledWith(adminMessages.leaveUnsaved);
    expect(router.state.location.pathname).toBe('/admin/faq/add');
    expect((screen.getByLabelText('নাম') as HTMLInputElement).value).toBe('মধু');
  });

  it('leaves by the link when the answer is yes', async () => {
    confirm.mockReturnValue(true);
    const router = openEditPage();
    typeName();
    fireEvent.click(screen.getByRole('link', { name: 'তালিকা' }));
    expect(await screen.findByRole('heading', { name: 'প্রশ্নের তালিকা' })).toBeTruthy();
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/admin/faq');
  });

  it('asks on Back too: no keeps the page and its edits, yes goes back', async () => {
    confirm.mockReturnValue(false);
    const router = openEditPage();
    typeName();
    await back(router);
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/admin/faq/add');
    expect((screen.getByLabelText('নাম') as HTMLInputElement).value).toBe('মধু');

    confirm.mockReturnValue(true);
    await back(router);
    expect(await screen.findByRole('heading', { name: 'প্রশ্নের তালিকা' })).toBeTruthy();
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(router.state.location.pathname).toBe('/admin/faq');
  });

  it('does not ask for another query on the same page', async () => {
    const router = openEditPage();
    typeName();
    fireEvent.click(screen.getByRole('link', { name: 'অন্য ট্যাব' }));
    await act(async () => {});
    expect(confirm).not.toHaveBeenCalled();
    expect(router.state.location.search).toBe('?tab=2');
    expect((screen.getByLabelText('নাম') as HTMLInputElement).value).toBe('মধু');
  });
});
