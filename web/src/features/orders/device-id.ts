/**
 * The storefront's device id (decision 038): a random id this browser keeps and sends with
 * an order as `X-Device-Id` (and in an incomplete checkout's body), so the fake-order check can count
 * how many phones order from one device. It says nothing about the customer and is made only when
 * the form first has something to send. `haat:` like the storefront's other keys.
 */
export const DEVICE_ID_KEY = 'haat:deviceId';

type DeviceStore = Pick<Storage, 'getItem' | 'setItem'>;

// The contract's DEVICE_ID_PATTERN, written out: importing it from the contract's schemas would bring
// zod into the order form's chunk, which the storefront's JavaScript budget has no room for.
const DEVICE_ID = /^[\w-]{16,64}$/;

/** 128 random bits as 22 base64url characters. */
export function randomDeviceId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

const browserStore = (): DeviceStore | null => {
  try {
    return window.localStorage;
  } catch {
    // Private mode or storage blocked: reading `localStorage` itself throws in some browsers.
    return null;
  }
};

// Used while storage is off: one id for this page load, so a retry of the order sends the same one.
const forThisPage = new Map<string, string>();

/** The random id this browser keeps under `key`, or a new one, kept from now on when storage allows. */
function keptId(key: string, store: DeviceStore | null): string {
  try {
    const kept = store?.getItem(key);
    if (kept && DEVICE_ID.test(kept)) return kept;
  } catch {
    // Unreadable: as if there were none.
  }
  const made = forThisPage.get(key) ?? randomDeviceId();
  forThisPage.set(key, made);
  try {
    store?.setItem(key, made);
  } catch {
    // Full or refused: this page load keeps using the one it made.
  }
  return made;
}

/** This browser's id: the one it keeps, or a new one, kept from now on when storage allows. */
export const deviceId = (store: DeviceStore | null = browserStore()): string => keptId(DEVICE_ID_KEY, store);

/**
 * The browser's own token for its incomplete checkout (decision 056): only the browser holding it
 * changes the draft it started. Unlike the device id it is never sent with an order nor shown to
 * staff, so nobody who reads an order can act as this browser.
 */
export const DRAFT_OWNER_KEY = 'haat:draftOwner';
export const draftOwner = (store: DeviceStore | null = browserStore()): string =>
  keptId(DRAFT_OWNER_KEY, store);
