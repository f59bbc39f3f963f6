import type {
  AdminRole,
  BlockKind,
  CheckoutDraftState,
  Courier,
  OrderSource,
  OrderStatus,
  ParcelState,
  PhoneCheckState,
  StatusReason,
} from '@haat/contract';
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Table types for Kysely. Columns are snake_case; repositories map them to the API's camelCase.
 * Money columns hold whole taka; timestamps are ISO-8601 UTC text on both engines, so they sort and
 * compare the same way in SQLite and PostgreSQL.
 */
export interface Database {
  business_info: BusinessInfoTable;
  logos: LogoTable;
  favicons: FaviconTable;
  seo_settings: SeoTable;
  banners: BannerTable;
  banner_galleries: BannerGalleryTable;
  features: FeatureTable;
  section_titles: SectionTitleTable;
  faqs: FaqTable;
  products: ProductTable;
  product_sizes: ProductSizeTable;
  site_settings: SiteSettingsTable;
  administrators: AdministratorTable;
  admin_sessions: AdminSessionTable;
  sign_in_attempts: SignInAttemptTable;
  orders: OrderTable;
  order_lines: OrderLineTable;
  idempotency_keys: IdempotencyKeyTable;
  counters: CounterTable;
  order_status_counts: OrderStatusCountTable;
  rate_limit_hits: RateLimitHitTable;
  retired_images: RetiredImageTable;
  order_events: OrderEventTable;
  outbox_jobs: OutboxJobTable;
  integration_settings: IntegrationSettingTable;
  risk_blocklist: RiskBlocklistTable;
  courier_histories: CourierHistoryTable;
  checkout_drafts: CheckoutDraftTable;
  phone_checks: PhoneCheckTable;
  sms_sends: SmsSendTable;
  delivery_zones: DeliveryZoneTable;
}

interface Timestamps {
  created_at: string;
  updated_at: string;
}

export interface BusinessInfoTable extends Timestamps {
  id: string;
  company_name: string;
  facebook: string;
  whatsapp: string;
}

export interface LogoTable extends Timestamps {
  id: string;
  file: string;
}

export interface FaviconTable extends Timestamps {
  id: string;
  file: string;
}

export interface SeoTable extends Timestamps {
  id: string;
  title: string;
  description: string;
  keywords: string;
  author: string;
  designer: string;
  subject: string;
  copyright: string;
  url: string;
  google_tag_manager: string;
  facebook_domain_verification: string;
  google_site_verification: string;
}

export interface BannerTable extends Timestamps {
  id: string;
  title: string;
  description: string;
}

export interface BannerGalleryTable {
  id: string;
  banner_id: string;
  file: string;
  title: string;
  position: number;
}

export interface FeatureTable extends Timestamps {
  id: string;
  title: string;
  icon: string;
  position: number;
}

/** The features and FAQ section headings: one row per `section` ('feature' | 'faq'). */
export interface SectionTitleTable extends Timestamps {
  id: string;
  section: 'feature' | 'faq';
  title: string;
}

export interface FaqTable extends Timestamps {
  id: string;
  question: string;
  answer: string;
  position: number;
}

export interface ProductTable extends Timestamps {
  id: string;
  title: string;
  price: number;
  discount_price: number;
  img: string;
  description: string;
  position: number;
  /** When it is on sale (migration 0023, decision 064): 1 hides it; dates are the shop's days. */
  hidden: Generated<number>;
  sale_from: string | null;
  sale_until: string | null;
  /** 1: shown before `sale_from` as coming on that day. */
  announce: Generated<number>;
}

/** One size a product sells in (migration 0023, decision 064); its stock null when unlimited. */
export interface ProductSizeTable extends Timestamps {
  id: string;
  product_id: string;
  position: number;
  name: string;
  price: number;
  discount_price: number;
  weight_grams: number | null;
  stock: number | null;
  closed: Generated<number>;
}

export interface SiteSettingsTable extends Timestamps {
  id: string;
  inside_dhaka_fee: number;
  outside_dhaka_fee: number;
  phone: string;
}

/** One zone of the delivery table (decision 067); `districts` is a JSON list of English names. */
export interface DeliveryZoneTable {
  id: string;
  position: number;
  name: string;
  districts: string;
  first_kg_fee: number;
  extra_kg_fee: number;
  free_from: number | null;
  created_at: string;
}

export interface AdministratorTable extends Timestamps {
  id: string;
  name: string;
  email: string;
  password_hash: string;
  /** Bumped when the password changes, so tokens issued before stop working. */
  token_version: Generated<number>;
  /** Owner (`admin`) or order staff (`staff`), migration 0011; read by the guard on every request. */
  role: Generated<AdminRole>;
  /** 1 when the owner let this order staff member export the orders (migration 0022, decision 063). */
  can_export: Generated<number>;
}

/**
 * Its `lower(name)` and `phone` are also in a trigram index for the admin search (migration 0003):
 * on SQLite the FTS5 table `orders_search`, kept by triggers and queried only by `database.ts`, so it
 * has no type here.
 */
export interface OrderTable extends Timestamps {
  id: string;
  invoice_number: number;
  /** One of contract's ORDER_STATUSES (decision 024); the database does not constrain it. */
  status: OrderStatus;
  name: string;
  phone: string;
  city: string;
  address: string;
  shipping: number;
  subtotal: number;
  /** Staff's discount in taka and its reason (migration 0010); `total` = subtotal − discount + shipping. */
  discount: Generated<number>;
  discount_reason: Generated<string>;
  /** One of contract's ORDER_SOURCES (migration 0010). */
  source: Generated<OrderSource>;
  /** Bumped by every edit and status move: an edit names the version it was made on (decision 027). */
  version: Generated<number>;
  total: number;
  note: string;
  /** Its parcel with a courier (migration 0014, decision 035): null courier and state until sent. */
  parcel_courier: Courier | null;
  parcel_state: ParcelState | null;
  /** The outbox job booking it now; a job that is not this one (superseded) books nothing. */
  parcel_job_id: string | null;
  parcel_consignment_id: Generated<string>;
  parcel_tracking_code: Generated<string>;
  parcel_fee: number | null;
  parcel_courier_status: Generated<string>;
  parcel_error: Generated<string>;
  parcel_requested_at: string | null;
  parcel_booked_at: string | null;
  /** Calls asking a courier to create this parcel, counted before each (migration 0020, decision 058). */
  parcel_create_calls: Generated<number>;
  /** The fake-order assessment it arrived with, JSON (migration 0015, decision 038); null if none. */
  risk: string | null;
  /** The storefront's device id the order came from, when its browser sent one. */
  device_id: string | null;
  /** Where its phone code stands (migration 0018, decision 040); null when none was asked. */
  phone_check: PhoneCheckState | null;
  /** Why staff cancelled or held it, and the note with `other` (migration 0021, decision 061). */
  status_reason: StatusReason | null;
  status_note: string | null;
}

/** Orders per status, kept by the orders repository beside every order write (migration 0002). */
export interface OrderStatusCountTable {
  status: OrderTable['status'];
  count: number;
}

/** A line keeps a snapshot of the product as it was ordered; later price edits never change it. */
export interface OrderLineTable {
  id: string;
  order_id: string;
  position: number;
  product_id: string;
  title: string;
  img: string;
  price: number;
  discount_price: number;
  quantity: number;
  /** The size as ordered (migration 0023): its id (null if never known), name and grams per unit. */
  size_id: string | null;
  size_name: Generated<string>;
  weight_grams: number | null;
}

export interface IdempotencyKeyTable {
  key: string;
  order_id: string;
  request_hash: string;
  created_at: string;
}

/** Named monotonic counters; `invoice` hands out invoice numbers inside the order transaction. */
export interface CounterTable {
  name: string;
  value: number;
}

export type ProductRow = Selectable<ProductTable>;
export type NewProductRow = Insertable<ProductTable>;
export type ProductUpdate = Updateable<ProductTable>;
export type OrderRow = Selectable<OrderTable>;
export type OrderLineRow = Selectable<OrderLineTable>;
export type AdministratorRow = Selectable<AdministratorTable>;

export interface AdminSessionTable {
  id: string;
  administrator_id: string;
  address: string;
  user_agent: string;
  created_at: string;
  expires_at: string;
}

export interface SignInAttemptTable {
  id: string;
  /** As typed (lower-cased): an unknown address is recorded too, so both failures cost the same. */
  email: string;
  address: string;
  /** 1 for a sign-in that succeeded, 0 for a refused one. */
  succeeded: number;
  created_at: string;
}

/** Shared rate-limit counters (migration 0006, PostgreSQL). */
export interface RateLimitHitTable {
  key: string;
  count: number;
  window_ends_at: number;
}

/** An image file waiting for the sweep (migration 0007): `file` is the stored name of the widest copy. */
export interface RetiredImageTable {
  kind: string;
  file: string;
  remove_after: string;
}

/** One entry of an order's timeline (migration 0009); `data` is JSON text. */
export interface OrderEventTable {
  id: string;
  order_id: string;
  kind: string;
  at: string;
  actor_id: string | null;
  actor_name: string | null;
  data: string;
}

/** One call to another service, sent after its change commits (migration 0013, decision 033). */
export interface OutboxJobTable {
  id: string;
  kind: string;
  dedupe_key: string;
  order_id: string | null;
  /** JSON text: what the job's handler needs, never a secret. */
  payload: string;
  state: 'waiting' | 'running' | 'done' | 'parked';
  attempts: number;
  run_after: string;
  lease_until: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

/** An outside service's settings as JSON text (migration 0013), secrets included. */
export interface IntegrationSettingTable {
  name: string;
  value: string;
  updated_at: string;
}

/** The owner's blocklist (migration 0015, decision 038): a phone, an address or range, or a device. */
export interface RiskBlocklistTable {
  id: string;
  kind: BlockKind;
  value: string;
  reason: string;
  added_by_id: string | null;
  added_by_name: string | null;
  created_at: string;
}

/** A courier's fraud check for a phone, kept a day (migration 0016, decision 038). */
export interface CourierHistoryTable {
  phone: string;
  courier: Courier;
  total: number;
  delivered: number;
  cancelled: number;
  checked_at: string;
}

/** An incomplete checkout (migration 0017, decision 039); `lines` is JSON `[{ product, quantity }]`. */
export interface CheckoutDraftTable {
  id: string;
  phone: string;
  name: string;
  city: string;
  address: string;
  lines: string;
  shipping: number | null;
  device_id: string | null;
  state: CheckoutDraftState;
  order_id: string | null;
  created_at: string;
  updated_at: string;
  /** SHA-256 of the browser's own token (migration 0019, decision 056): only it changes the draft. */
  owner_hash: string | null;
  /** The client address that opened it: drafts opened a day are limited per address. */
  client_address: string | null;
}

/** An order's phone check (migration 0018, decision 040): its current code's round and counters. */
export interface PhoneCheckTable {
  order_id: string;
  phone: string;
  round: number;
  asked_at: string;
  sent_at: string | null;
  wrong_tries: number;
  confirmed_at: string | null;
  created_at: string;
}

/** One SMS the shop meant to send (migration 0019, decision 056): what the spend caps count. */
export interface SmsSendTable {
  id: string;
  kind: 'code' | 'order';
  order_id: string | null;
  phone: string;
  client_address: string | null;
  /** The shop's date (Dhaka), YYYY-MM-DD. */
  day: string;
  at: string;
  parts: number;
  outcome: 'sent' | 'capped' | 'failed';
  reason: string | null;
}
