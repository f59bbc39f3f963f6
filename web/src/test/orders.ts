import type { Order } from '@haat/contract';

/**
 * An order as the API answers it: a web order of one line, pending, with no parcel, no fake-order
 * assessment and no phone check. A test names what matters to it.
 */
export function anOrder(fields: Partial<Order> = {}): Order {
  return {
    _id: 'orderAbCdEfGhIjKlMnOpQr',
    invoiceNumber: 1042,
    status: 'pending',
    createdAt: '2026-11-28T04:30:00.000Z',
    updatedAt: '2026-11-28T04:30:00.000Z',
    name: 'রহিম উদ্দিন',
    phone: '01712345678',
    city: 'ঢাকা',
    address: 'বাড়ি ১২, রোড ৫, ধানমন্ডি',
    shipping: 70,
    discount: 0,
    discountReason: '',
    total: 1020,
    shippingInfo: { note: '' },
    products: [
      {
        _id: 'lineAbCdEfGhIjKlMnOpQrSt',
        quantity: 1,
        product: {
          _id: 'mangoAbCdEfGhIjKlMn',
          title: 'রাজশাহীর ফজলি আম',
          img: 'mango.webp',
          price: 1200,
          discountPrice: 950,
        },
        size: { _id: 'mangoAbCdEfGhIjKlMn', name: '' },
        weightGrams: 5000,
      },
    ],
    source: 'web',
    version: 1,
    parcel: null,
    risk: null,
    phoneCheck: null,
    statusReason: null,
    statusNote: '',
    ...fields,
  };
}
