import { openSizes, type Product, saleStateOf, sizeAvailable } from '@haat/contract';
import { effectivePrice } from '@/lib/pricing';

const SCHEMA = 'https://schema.org/';

/**
 * What search engines read of the products on the server-rendered page (decision 064): each product
 * with one offer per open size, its price in taka and whether it can be ordered (in stock, sold
 * out, or coming before its harvest date). Nothing more: the page must fit the first round trip
 * (decision 014), and pictures and weights would take it past. `<` is escaped, so no title or size name can close the
 * script element.
 */
export function ProductJsonLd({ products, today }: { products: readonly Product[]; today: string }) {
  const items = products.map((product) => {
    const coming = saleStateOf(product, today) === 'coming';
    return {
      '@type': 'Product',
      name: product.title,
      offers: openSizes(product.sizes).map((size) => ({
        '@type': 'Offer',
        ...(size.name ? { name: size.name } : {}),
        price: effectivePrice(size),
        priceCurrency: 'BDT',
        availability: `${SCHEMA}${coming ? 'PreOrder' : sizeAvailable(size) ? 'InStock' : 'OutOfStock'}`,
      })),
    };
  });
  const json = JSON.stringify({ '@context': SCHEMA, '@graph': items }).replace(/</g, '\\u003c');
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped above, from our own API.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
