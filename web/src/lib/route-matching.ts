/**
 * The router's pure half (decision 044): addresses, route tables and which route an address opens.
 * No window and no components, so the server's rendering and the unit tests use it as the browser does.
 */
import type { ReactNode } from 'react';

/** Where the app is: the address's parts, and the state a navigation carried (never in the address). */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** Unique per history entry: tells two visits to one address apart. */
  key: string;
}

/** Where to go: an address, or the parts of one that change (a missing pathname keeps the current). */
export type To = string | { pathname?: string; search?: string; hash?: string };

/** A route of the table: a path (absolute, `:name` for a segment, a final `*` for the rest) or none (a layout). */
export interface RouteObject {
  path?: string;
  element?: ReactNode;
  children?: RouteObject[];
}

/** The routes an address opens, outermost first (layouts, then the page), and the page's parameters. */
export interface RouteMatch {
  routes: RouteObject[];
  params: Readonly<Record<string, string>>;
}

type AddressParts = Pick<Location, 'pathname' | 'search' | 'hash'>;

export const createPath = ({ pathname, search, hash }: AddressParts): string =>
  `${pathname}${search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : ''}${
    hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : ''
  }`;

/**
 * `to` read against the current address: an absolute path replaces it, `?…` or `#…` keeps its path,
 * an object changes only the parts it names (its search and hash are cleared unless named, as a link's
 * would be), and a relative path is resolved as a browser resolves a link's href.
 */
export function resolveTo(to: To, from: Pick<Location, 'pathname'>): AddressParts {
  if (typeof to !== 'string') {
    return { pathname: to.pathname ?? from.pathname, search: to.search ?? '', hash: to.hash ?? '' };
  }
  const url = new URL(to, `http://router.invalid${from.pathname}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

const segmentsOf = (path: string): string[] => path.split('/').filter((segment) => segment !== '');

const isParam = (segment: string) => segment.startsWith(':');

/**
 * How specific a path is, as React Router ranks them (the paths of decision 017 were ranked so): a
 * static segment outweighs a parameter, which outweighs the rest-of-address `*`. `/admin/order/print/:id`
 * wins over `/admin/order/:id`, and every page over the storefront's `*`.
 */
export function pathScore(path: string): number {
  const segments = path.split('/');
  const splat = segments.at(-1) === '*';
  let score = segments.length + (splat ? -2 : 0);
  for (const segment of splat ? segments.slice(0, -1) : segments) {
    score += isParam(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return score;
}

const decode = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A stray `%` in a hand-typed address: the raw text, as the page would show it.
    return segment;
  }
};

/** The parameters of `path` if it matches `pathname` whole (case aside, a trailing slash allowed), else null. */
export function matchPath(path: string, pathname: string): Record<string, string> | null {
  const pattern = segmentsOf(path);
  const address = segmentsOf(pathname);
  const splat = pattern.at(-1) === '*';
  const fixed = splat ? pattern.slice(0, -1) : pattern;
  if (splat ? address.length < fixed.length : address.length !== fixed.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of fixed.entries()) {
    const part = address[index] as string;
    if (isParam(segment)) params[segment.slice(1)] = decode(part);
    else if (segment.toLowerCase() !== part.toLowerCase()) return null;
  }
  if (splat) params['*'] = address.slice(fixed.length).map(decode).join('/');
  return params;
}

interface Branch {
  routes: RouteObject[];
  path: string;
  score: number;
  order: number;
}

/** Every route with a path, with the layouts around it: what an address can open, best first. */
export function rankBranches(table: RouteObject[]): Branch[] {
  const branches: Branch[] = [];
  const walk = (routes: RouteObject[], parents: RouteObject[]) => {
    for (const route of routes) {
      const chain = [...parents, route];
      if (route.path !== undefined) {
        branches.push({
          routes: chain,
          path: route.path,
          score: pathScore(route.path),
          order: branches.length,
        });
      }
      if (route.children) walk(route.children, chain);
    }
  };
  walk(table, []);
  return branches.sort((a, b) => b.score - a.score || a.order - b.order);
}

/** The routes `pathname` opens in a table ranked by rankBranches, or null when none matches. */
export function matchBranches(branches: Branch[], pathname: string): RouteMatch | null {
  for (const branch of branches) {
    const params = matchPath(branch.path, pathname);
    if (params) return { routes: branch.routes, params };
  }
  return null;
}
