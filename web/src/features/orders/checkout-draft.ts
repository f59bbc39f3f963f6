import { normalizeBangladeshiMobile, routes } from '@haat/contract';
import { API_BASE } from '@/lib/api-client';
import { draftOwner } from './device-id';

/**
 * Incomplete checkouts (decision 039): what a visitor types into the order form is kept on the
 * server, so the shop can call back someone who leaves before ordering. Saved a moment after the last
 * change and once more as the page is left; only a valid mobile number with one more field counts
 * (the server refuses anything less), never after the order went through, and failures stay silent:
 * the customer is never bothered by it. No zod here: the contract's schema would weigh more than the
 * whole order form.
 */

export type DraftFields = { name: string; phone: string; city: string; address: string };
export type DraftLine = { product: string; quantity: number };

/** POST /checkout-draft's body, as the contract's `SaveCheckoutDraft` takes it. */
export type DraftBody = DraftFields & {
  products: DraftLine[];
  shipping: number;
  device: string;
  owner: string;
};

/** A moment after the last keystroke, so a visitor typing their address sends one save, not twenty. */
export const DRAFT_SAVE_DELAY_MS = 2_000;

const DRAFT_URL = `${API_BASE}${routes.checkoutDrafts.save.path}`;

/**
 * What to save for the form as it stands, or null when the server would not keep it: no valid mobile
 * number, or nothing else typed. Trimmed and cut to the contract's bounds, so a long address is kept
 * rather than refused. `device` and `owner` (the browser's own token, decision 056) are asked only
 * then: no id is made for a visitor who typed nothing.
 */
export function draftBody(
  fields: DraftFields,
  products: readonly DraftLine[],
  shipping: number,
  device: () => string,
  owner: () => string = draftOwner,
): DraftBody | null {
  const phone = normalizeBangladeshiMobile(fields.phone);
  const name = fields.name.trim().slice(0, 100);
  const city = fields.city.trim().slice(0, 100);
  const address = fields.address.trim().slice(0, 500);
  if (!phone || !(name || city || address)) return null;
  return { phone, name, city, address, products: [...products], shipping, device: device(), owner: owner() };
}

type Send = (json: string) => void;
/** How the saver sends (fetch and sendBeacon in the browser, spies in tests) and how long it waits. */
type SaverOptions = { save?: Send; saveOnLeave?: Send; delay?: number };

/** The debounced save: fetch with keepalive, so a save under way survives the page closing. */
const post: Send = (json) =>
  void fetch(DRAFT_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: json,
    keepalive: true,
  }).catch(() => undefined);

/** The last save, as the page goes away: a beacon (it can carry no headers, hence the device in the body). */
const beacon: Send = (json) => {
  try {
    if (navigator.sendBeacon(DRAFT_URL, new Blob([json], { type: 'application/json' }))) return;
  } catch {
    // No sendBeacon in this browser: keepalive does the same job.
  }
  post(json);
};

/**
 * The timing of the saves, apart from the form: `change` with the body the form now makes (null when
 * nothing valid), `leave` when the page is hidden or left, `placed` once the order went through. A
 * body equal to the last one sent is not sent again.
 */
export function draftSaver({
  save = post,
  saveOnLeave = beacon,
  delay = DRAFT_SAVE_DELAY_MS,
}: SaverOptions = {}) {
  let sent = '';
  let waiting: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let placed = false;
  const flush = (send: Send) => {
    clearTimeout(timer);
    if (waiting === null) return;
    sent = waiting;
    waiting = null;
    send(sent);
  };
  return {
    change(body: DraftBody | null) {
      clearTimeout(timer);
      const json = body && !placed ? JSON.stringify(body) : null;
      waiting = json === sent ? null : json;
      if (waiting !== null) timer = setTimeout(() => flush(save), delay);
    },
    leave: () => flush(saveOnLeave),
    placed() {
      placed = true;
      waiting = null;
      clearTimeout(timer);
    },
  };
}
