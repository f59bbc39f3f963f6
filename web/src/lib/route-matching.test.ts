import { routePatterns } from '@haat/contract';
import { describe, expect, it } from 'vitest';
import { createPath, matchBranches, matchPath, rankBranches, resolveTo } from './route-matching';

describe('matchPath', () => {
  it('matches a whole path, its parameters decoded, case and a trailing slash aside', () => {
    expect(matchPath('/admin/order/:id', '/admin/order/AbC')).toEqual({ id: 'AbC' });
    expect(matchPath('/admin/customer/:phone', '/admin/customer/%2B8801711')).toEqual({ phone: '+8801711' });
    expect(matchPath('/admin/orders', '/Admin/Orders/')).toEqual({});
    expect(matchPath('/', '/')).toEqual({});
  });

  it('does not match a longer or shorter address, or an empty parameter', () => {
    expect(matchPath('/admin/orders', '/admin/orders/new')).toBeNull();
    expect(matchPath('/admin/order/:id', '/admin/order')).toBeNull();
    expect(matchPath('/admin/order/:id', '/admin/order//')).toBeNull();
    expect(matchPath('/', '/admin')).toBeNull();
  });

  it('gives the rest of the address to a final *, and keeps a stray % as typed', () => {
    expect(matchPath('*', '/no/such/page')).toEqual({ '*': 'no/such/page' });
    expect(matchPath('*', '/')).toEqual({ '*': '' });
    expect(matchPath('/admin/order/:id', '/admin/order/50%')).toEqual({ id: '50%' });
  });
});

describe('rankBranches and matchBranches', () => {
  const page = (path: string) => ({ path, element: path });
  const table = [
    page('*'),
    {
      element: 'layout',
      children: Object.values(routePatterns).map(page),
    },
  ];
  const ranked = rankBranches(table);
  const opened = (pathname: string) => matchBranches(ranked, pathname)?.routes.at(-1)?.path;

  it.each(Object.entries(routePatterns))(
    'opens %s at its own route, not the storefront’s *',
    (_name, pattern) => {
      expect(opened(pattern.replace(/:[A-Za-z]+/g, 'AbCdEfGh'))).toBe(pattern);
    },
  );

  it('prefers a static segment to a parameter, whatever the table’s order', () => {
    expect(opened('/admin/order/print/x')).toBe(routePatterns.adminPrintOrder);
    expect(opened('/admin/orders/new')).toBe(routePatterns.adminNewOrder);
    expect(opened('/admin/orders/print')).toBe(routePatterns.adminPrintOrders);
  });

  it('gives the layouts around a page with it, and every other address to *', () => {
    expect(matchBranches(ranked, '/admin/order/AbC')).toEqual({
      routes: [table[1], page(routePatterns.adminOrder)],
      params: { id: 'AbC' },
    });
    expect(opened('/admin/no-such-page')).toBe('*');
  });

  it('answers null when nothing matches', () => {
    expect(matchBranches(rankBranches([page('/admin')]), '/')).toBeNull();
  });
});

describe('resolveTo and createPath', () => {
  const from = { pathname: '/admin/orders' };

  it('keeps the path for a query or an object without one, and clears what an object does not name', () => {
    expect(resolveTo('?status=pending', from)).toEqual({
      pathname: '/admin/orders',
      search: '?status=pending',
      hash: '',
    });
    expect(resolveTo({ search: '?page=2' }, from)).toEqual({
      pathname: '/admin/orders',
      search: '?page=2',
      hash: '',
    });
    expect(resolveTo({ pathname: '/admin' }, from)).toEqual({ pathname: '/admin', search: '', hash: '' });
  });

  it('reads an absolute or relative path as a link’s href would be', () => {
    expect(resolveTo('/admin/order/1?x=1#top', from)).toEqual({
      pathname: '/admin/order/1',
      search: '?x=1',
      hash: '#top',
    });
    expect(resolveTo('new', from)).toEqual({ pathname: '/admin/new', search: '', hash: '' });
  });

  it('writes an address with its ? and # once, and leaves out empty ones', () => {
    expect(createPath({ pathname: '/a', search: 'x=1', hash: 'h' })).toBe('/a?x=1#h');
    expect(createPath({ pathname: '/a', search: '?', hash: '#' })).toBe('/a');
    expect(createPath({ pathname: '/a', search: '?x=1', hash: '' })).toBe('/a?x=1');
  });
});
