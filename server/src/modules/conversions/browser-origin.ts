import type { FastifyRequest } from 'fastify';

/** Meta's first-party cookies as the shop's pixel writes them: `fb.1.<time>.<random>` and the like. */
const META_COOKIE = /^fb\.\d\.\d{10,16}\.[A-Za-z0-9_.-]{1,500}$/;

function cookie(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      const text = value.join('=');
      return META_COOKIE.test(text) ? text : null;
    }
  }
  return null;
}

/**
 * What the purchase event needs from the order's own request (decision 033): the page the form was on
 * and Meta's `_fbp` and `_fbc` cookies, which the browser sends with the order since they belong to
 * the shop's own address. A cookie that does not look like Meta's is left out, never passed on.
 */
export function browserOrigin(request: FastifyRequest): {
  pageUrl: string;
  fbp: string | null;
  fbc: string | null;
} {
  const shop = `${request.protocol}://${request.host}/`;
  const referer = request.headers.referer;
  let pageUrl = shop;
  if (referer) {
    try {
      const url = new URL(referer);
      // Only a page of this shop: another site's address says nothing about the sale.
      if (url.host === request.host) pageUrl = `${url.origin}${url.pathname}`;
    } catch {
      // Not an address: the shop's own stands in.
    }
  }
  return {
    pageUrl,
    fbp: cookie(request.headers.cookie, '_fbp'),
    fbc: cookie(request.headers.cookie, '_fbc'),
  };
}
