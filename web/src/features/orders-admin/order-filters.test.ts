import { describe, expect, it } from 'vitest';
import {
  canonicalOrderSearch,
  changeOrderFilters,
  defaultOrderFilters,
  hasNarrowingFilters,
  orderFiltersToSearchParams,
  orderListApiQuery,
  orderListToReturnTo,
  parseOrderFilters,
} from './order-filters';

const parse = (query: string) => parseOrderFilters(new URLSearchParams(query));

describe('parseOrderFilters', () => {
  it('gives the defaults for an empty query string', () => {
    expect(parse('')).toEqual(defaultOrderFilters);
  });

  it('reads every filter', () => {
    expect(
      parse('status=shipped&search=%20017%20&page=3&limit=50&from=2024-11-01&to=2024-11-21&sort=oldest'),
    ).toEqual({
      status: 'shipped',
      search: '017',
      page: 3,
      limit: 50,
      from: '2024-11-01',
      to: '2024-11-21',
      sort: 'oldest',
      reason: null,
    });
  });

  it('ignores values a person mistyped instead of sending them to the server', () => {
    expect(parse('status=lost&page=abc&limit=7&from=2024-13-01&to=yesterday&sort=random')).toEqual(
      defaultOrderFilters,
    );
    expect(parse('page=0').page).toBe(1);
    expect(parse('page=-2').page).toBe(1);
    expect(parse('page=1.5').page).toBe(1);
    expect(parse('limit=1000').limit).toBe(20);
    expect(parse('from=2024-02-30').from).toBe('');
  });

  it('swaps a date range typed backwards', () => {
    expect(parse('from=2024-11-21&to=2024-11-01')).toMatchObject({ from: '2024-11-01', to: '2024-11-21' });
  });

  it('cuts an overlong search to what the server accepts', () => {
    expect(parse(`search=${'a'.repeat(150)}`).search).toHaveLength(100);
  });
});

describe('orderFiltersToSearchParams', () => {
  it('writes only what differs from the defaults', () => {
    expect(orderFiltersToSearchParams(defaultOrderFilters).toString()).toBe('');
    expect(
      orderFiltersToSearchParams({
        ...defaultOrderFilters,
        status: 'pending',
        search: 'INV-1001',
        page: 2,
      }).toString(),
    ).toBe('status=pending&search=INV-1001&page=2');
  });

  it('round-trips through parseOrderFilters', () => {
    const filters = {
      status: 'cancelled' as const,
      search: 'রহিম',
      page: 4,
      limit: 100,
      from: '2024-01-01',
      to: '2024-01-31',
      sort: 'oldest' as const,
      reason: 'refused' as const,
    };
    expect(parseOrderFilters(orderFiltersToSearchParams(filters))).toEqual(filters);
  });

  it('reads a reason only with the on-hold and cancelled tabs, and drops it with another tab', () => {
    expect(parse('status=on_hold&reason=unreachable').reason).toBe('unreachable');
    expect(parse('status=on_hold&reason=none').reason).toBe('none');
    expect(parse('status=pending&reason=unreachable').reason).toBeNull();
    expect(parse('status=on_hold&reason=busy').reason).toBeNull();
    const held = parse('status=on_hold&reason=fake');
    expect(changeOrderFilters(held, { status: 'cancelled' }).reason).toBeNull();
    expect(changeOrderFilters(held, { page: 2 }).reason).toBe('fake');
  });
});

describe('canonicalOrderSearch', () => {
  it('spells the same list one way: filters in one order, defaults and unknown parameters left out', () => {
    const canonical = canonicalOrderSearch(new URLSearchParams('status=pending&limit=50'));
    expect(canonical).toBe('status=pending&limit=50');
    expect(canonicalOrderSearch(new URLSearchParams('limit=50&utm_source=fb&status=pending&page=1'))).toBe(
      canonical,
    );
    expect(canonicalOrderSearch(new URLSearchParams('limit=20&sort=newest'))).toBe('');
    expect(canonicalOrderSearch(new URLSearchParams('sort=oldest&search=%E0%A7%A7%E0%A7%A8'))).toBe(
      'search=%E0%A7%A7%E0%A7%A8&sort=oldest',
    );
  });
});

describe('orderListApiQuery', () => {
  it('always sends page and limit', () => {
    expect(orderListApiQuery(defaultOrderFilters)).toEqual({ page: 1, limit: 20 });
    expect(orderListApiQuery({ ...defaultOrderFilters, status: 'delivered', from: '2024-11-01' })).toEqual({
      status: 'delivered',
      from: '2024-11-01',
      page: 1,
      limit: 20,
    });
  });
});

describe('changeOrderFilters', () => {
  const onPage3 = { ...defaultOrderFilters, page: 3 };

  it('goes back to page 1 when anything but the page changes', () => {
    expect(changeOrderFilters(onPage3, { status: 'pending' })).toMatchObject({ status: 'pending', page: 1 });
    expect(changeOrderFilters(onPage3, { search: '017' }).page).toBe(1);
    expect(changeOrderFilters(onPage3, { limit: 50 }).page).toBe(1);
  });

  it('keeps the other filters when only the page changes', () => {
    const filtered = { ...onPage3, status: 'shipped' as const, search: 'x' };
    expect(changeOrderFilters(filtered, { page: 4 })).toEqual({ ...filtered, page: 4 });
  });
});

describe('hasNarrowingFilters', () => {
  it('is true for a search or a date, not for the status tab or the page', () => {
    expect(hasNarrowingFilters({ ...defaultOrderFilters, status: 'pending', page: 2 })).toBe(false);
    expect(hasNarrowingFilters({ ...defaultOrderFilters, search: 'x' })).toBe(true);
    expect(hasNarrowingFilters({ ...defaultOrderFilters, to: '2024-11-01' })).toBe(true);
  });
});

describe('orderListToReturnTo', () => {
  it('answers the list’s query string handed over by the list, and nothing for anything else', () => {
    expect(orderListToReturnTo({ listSearch: '?status=pending&page=3' })).toBe('?status=pending&page=3');
    expect(orderListToReturnTo({ listSearch: '' })).toBe('');
    expect(orderListToReturnTo(null)).toBe('');
    expect(orderListToReturnTo(undefined)).toBe('');
    expect(orderListToReturnTo({ listSearch: 42 })).toBe('');
    // Never a way out of the list: only a query string is taken.
    expect(orderListToReturnTo({ listSearch: '//evil.example' })).toBe('');
    expect(orderListToReturnTo({ listSearch: '?a=1#frag' })).toBe('');
  });
});
