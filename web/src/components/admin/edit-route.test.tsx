import type { UseQueryResult } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { messages } from '@/lib/messages';
import { AdminList } from './admin-list';
import { EditRoute } from './edit-route';

type Item = { _id: string; title: string };

// Just the fields the screens read: the states TanStack Query answers, no network.
const pending = { isPending: true, isError: false, data: undefined } as unknown as UseQueryResult<Item>;
const failed = (error: Error, data?: unknown) =>
  ({ isPending: false, isError: true, error, data, refetch: vi.fn() }) as unknown as UseQueryResult<never>;
const loaded = <T,>(data: T) => ({ isPending: false, isError: false, data }) as unknown as UseQueryResult<T>;

const words = { title: 'পণ্য সম্পাদনা', loading: 'আনা হচ্ছে...', notFound: 'পাওয়া যায়নি' };

function renderEdit(query: UseQueryResult<Item>) {
  return renderToString(
    <StaticRouter location="/admin/product/edit/x">
      <EditRoute
        title={words.title}
        back={{ to: '/admin/product/all', label: 'ফিরে যান' }}
        query={query}
        loading={words.loading}
        notFound={words.notFound}
        description={(item) => item?.title}
      >
        {(item) => <form data-item={item._id} />}
      </EditRoute>
    </StaticRouter>,
  );
}

describe('EditRoute', () => {
  it('shows the heading and the way back at once, and a spinner while the item comes', () => {
    const html = renderEdit(pending);
    expect(html).toContain(words.title);
    expect(html).toContain('href="/admin/product/all"');
    expect(html).toContain(words.loading);
    expect(html).not.toContain('<form');
  });

  it.each([404, 400])(
    'says the item is not there for a %i (deleted, or a bad id), without a retry',
    (status) => {
      const html = renderEdit(failed(new ApiError(status, 'Not found')));
      expect(html).toContain(words.notFound);
      expect(html).not.toContain(messages.common.retry);
    },
  );

  it('offers a retry with the server’s message for any other failure', () => {
    const html = renderEdit(failed(new ApiError(500, 'সার্ভারে সমস্যা')));
    expect(html).toContain('সার্ভারে সমস্যা');
    expect(html).toContain(messages.common.retry);
    expect(html).not.toContain(words.notFound);
  });

  it('shows the form with the item, and the item in the heading', () => {
    const html = renderEdit(loaded({ _id: 'abc', title: 'হিমসাগর আম' }));
    expect(html).toContain('data-item="abc"');
    expect(html).toContain('হিমসাগর আম');
  });
});

describe('AdminList', () => {
  const render = (query: UseQueryResult<Item[]>, keepDataOnError = false) =>
    renderToString(
      <AdminList query={query} loading="আনা হচ্ছে..." empty={<p>খালি</p>} keepDataOnError={keepDataOnError}>
        {(items) => (
          <ul>
            {items.map((item) => (
              <li key={item._id}>{item.title}</li>
            ))}
          </ul>
        )}
      </AdminList>,
    );

  it('shows the empty state for an empty list, else the items', () => {
    expect(render(loaded([]))).toContain('খালি');
    const html = render(loaded([{ _id: 'a', title: 'মধু' }]));
    expect(html).toContain('<li>মধু</li>');
    expect(html).not.toContain('খালি');
  });

  it('keeps the page it shows when the next one fails, where asked to', () => {
    const shown = [{ _id: 'a', title: 'মধু' }];
    expect(render(failed(new ApiError(500, 'x'), shown), true)).toContain('<li>মধু</li>');
    expect(render(failed(new ApiError(500, 'x'), shown))).toContain(messages.common.retry);
  });
});
