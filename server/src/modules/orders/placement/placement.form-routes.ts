import { createHash, randomBytes } from 'node:crypto';
import formbody from '@fastify/formbody';
import {
  CreateOrderSchema,
  findDistrict,
  IdempotencyHeadersSchema,
  isAlreadyReceived,
  lineOfQuantityKey,
  ORDER_FORM_FIELDS,
  ORDER_FORM_PATH,
  type Order,
  type OrderFormField,
  type OrderFormState,
  orderTotals,
  QUANTITY_FIELD_PREFIX,
  sizeOfLine,
  toAsciiDigits,
} from '@haat/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../lib/errors.js';
import type { CatalogService } from '../../catalog/catalog.service.js';
import { browserOrigin } from '../../conversions/browser-origin.js';
import type { DeliveryZonesService } from '../../delivery-zones/delivery-zones.service.js';
import type { SettingsService } from '../../settings/settings.service.js';
import { districtFee } from './delivery-pricing.js';
import { customerView, type OrderPlacementService } from './placement.service.js';

/** How the form's answers are drawn: the web's server renderer, given by the pages plugin. */
export interface OrderFormPages {
  /** `/` with its server-drawn form as the post left it. */
  form(request: FastifyRequest, reply: FastifyReply, form: OrderFormState, status: number): Promise<unknown>;
  /** The success page of the order the post placed. */
  placed(request: FastifyRequest, reply: FastifyReply, order: Order): Promise<unknown>;
}

type FormBody = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined): string =>
  (Array.isArray(value) ? value[0] : value) ?? '';

/** A district as posted (its Bengali or English name), by its English name; other text as it came. */
const districtName = (posted: string) => findDistrict(posted)?.en ?? posted;

/** What the visitor typed and chose, read from the post as the form names it. */
export function readForm(body: FormBody): OrderFormState['values'] {
  const quantities: Record<string, number> = {};
  for (const [name, value] of Object.entries(body)) {
    if (!name.startsWith(QUANTITY_FIELD_PREFIX)) continue;
    const typed = toAsciiDigits(first(value)).trim();
    // An empty box is none; anything else goes to the order's rules as typed (NaN and -1 included).
    if (typed !== '' && typed !== '0') quantities[name.slice(QUANTITY_FIELD_PREFIX.length)] = Number(typed);
  }
  return {
    name: first(body.name),
    phone: first(body.phone),
    city: first(body.city),
    address: first(body.address),
    // Posted by its Bengali name, the option's text; without a choice from the list (the landing
    // page's form has none), the city names it, as in the app's form (decision 070).
    district: districtName(first(body.district) || first(body.city)),
    quantities,
  };
}

/**
 * A post from another site is refused: the browser says where the form was (Sec-Fetch-Site, or the
 * Origin header on older ones). A form post is a request any page can make without asking, unlike
 * the app's JSON call (decision 069).
 */
function fromThisShop(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site) return site === 'same-origin' || site === 'none';
  const origin = request.headers.origin;
  if (!origin || origin === 'null') return origin === undefined;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

/**
 * The post's Idempotency-Key: the one the form page carries (each drawing of it has a fresh random
 * one). A post without one (a form kept from an older page, a hand-made post) gets one made from the
 * post itself, the client and the day: the same form sent twice is the same order (decision 069).
 */
function keyOf(request: FastifyRequest, body: FormBody, values: OrderFormState['values']): string {
  const sent = first(body.key);
  if (sent && IdempotencyHeadersSchema.safeParse({ 'idempotency-key': sent }).success) return sent;
  const day = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Dhaka' });
  const facts = JSON.stringify([day, request.ip, request.headers['user-agent'] ?? '', values]);
  return `form-${createHash('sha256').update(facts).digest('base64url')}`;
}

const EMPTY_VALUES: OrderFormState['values'] = {
  name: '',
  phone: '',
  city: '',
  address: '',
  district: '',
  quantities: {},
};

const freshKey = () => `form-${randomBytes(18).toString('base64url')}`;

/**
 * Field errors by field (the first of each), and over the quantities every different one about
 * products: two sizes short of stock are both named (decision 064).
 */
function fieldErrors(errors: ReadonlyArray<{ path: string; message: string }>): OrderFormState['errors'] {
  const byField: OrderFormState['errors'] = {};
  for (const { path, message } of errors) {
    const head = path.split('.')[0] ?? '';
    const field = (ORDER_FORM_FIELDS as readonly string[]).includes(head)
      ? (head as OrderFormField)
      : 'products';
    const before = byField[field];
    if (before === undefined) byField[field] = message;
    else if (field === 'products' && !before.split('। ').includes(message))
      byField.products = `${before}। ${message}`;
  }
  return byField;
}

/**
 * POST /order/place: the landing page's order form as a plain form post (decision 069). The post is
 * turned into the create-order body, checked with its schema and placed through the same placement
 * service (prices, the duplicate guard, the fake-order check, the Idempotency-Key); the answer is the
 * success page, or `/` with the form again, the values kept and the errors under their fields.
 */
export const orderFormRoutes: FastifyPluginAsync<{
  placement: OrderPlacementService;
  catalog: Pick<CatalogService, 'findProductsByIds'>;
  settings: Pick<SettingsService, 'allowedShippingFees'>;
  deliveryZones: Pick<DeliveryZonesService, 'zones'>;
  pages: OrderFormPages;
  orderRateLimit: number;
}> = async (app, { placement, catalog, settings, deliveryZones, pages, orderRateLimit }) => {
  // Form bodies are read in this route's scope only: the API stays JSON, which another site cannot
  // send without the browser asking first.
  await app.register(formbody, { bodyLimit: 64 * 1024 });

  const limited = {
    schema: { hide: true },
    config: { rateLimit: { max: orderRateLimit, timeWindow: '10 minutes' } },
  };

  // The form, one tap from the landing page's order box while the app is not there: drawn for each
  // visitor, so it carries a key of its own.
  app.get(ORDER_FORM_PATH, limited, async (request, reply) =>
    pages.form(request, reply, { values: EMPTY_VALUES, errors: {}, message: null, key: freshKey() }, 200),
  );

  app.post<{ Body: FormBody }>(ORDER_FORM_PATH, limited, async (request, reply) => {
    if (!fromThisShop(request)) throw AppError.forbidden();
    const body: FormBody = typeof request.body === 'object' && request.body !== null ? request.body : {};
    const values = readForm(body);
    const again = (errors: OrderFormState['errors'], message: string | null, status: number) =>
      pages.form(request, reply, { values, errors, message, key: freshKey() }, status);

    const lines = Object.entries(values.quantities).map(([key, quantity]) => ({
      ...lineOfQuantityKey(key),
      quantity,
    }));
    const products = await catalog.findProductsByIds(lines.map((line) => line.product));
    const fees = { ...(await settings.allowedShippingFees()), zones: await deliveryZones.zones() };
    // Each line at its size's price and weight, as the placement prices it (decision 064); a product
    // or size not found is left to the placement, which names it.
    const priced = lines.flatMap((line) => {
      const product = products.get(line.product);
      const size = product ? sizeOfLine(product, line.size) : undefined;
      return size ? [{ ...size, quantity: line.quantity }] : [];
    });
    // The fee and total the app's form would send for this district (decision 067): the server's own
    // table, never a guess. A district no zone covers is refused by the placement under its field.
    const shipping = districtFee(values.district, priced, fees) ?? 0;
    const { total } = orderTotals(priced, shipping);
    const parsed = CreateOrderSchema.safeParse({
      name: values.name,
      phone: values.phone,
      city: values.city,
      address: values.address,
      products: lines,
      district: values.district,
      shipping,
      total,
    });
    if (!parsed.success) {
      const errors = parsed.error.issues.map((issue) => ({
        path: issue.path.join('.'),
        message: issue.message,
      }));
      return again(fieldErrors(errors), null, 400);
    }
    try {
      const { order } = await placement.createOrder(parsed.data, keyOf(request, body, values), {
        address: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        ...browserOrigin(request),
      });
      return pages.placed(request, reply, customerView(order));
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      const errors = fieldErrors(error.errors ?? []);
      const message = Object.keys(errors).length > 0 && !isAlreadyReceived(error.data) ? null : error.message;
      return again(errors, message, error.statusCode);
    }
  });
};
