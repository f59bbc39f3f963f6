import type { BlockKind, OrderRisk, RiskReason, RiskSettings } from '@haat/contract';

/**
 * What the fake-order check knows about a new order (decision 038), gathered by the
 * placement from the shop's own records before it decides: nothing here is a network call.
 */
export interface RiskFacts {
  name: string;
  city: string;
  address: string;
  /** Which of the order's phone, client address and device id are on the owner's blocklist. */
  blocked: readonly BlockKind[];
  /** How this phone's earlier orders ended. */
  history: { delivered: number; returned: number; cancelled: number };
  /** This phone's other orders in the last `windowHours`. */
  recentOrdersFromPhone: number;
  /** Other phones that ordered from this device in the last `windowHours`. */
  otherPhonesFromDevice: number;
  /** The courier's history for the phone (Steadfast's fraud check), when it has been asked. */
  courier: { total: number; delivered: number } | null;
}

/** Fewer than this many parcels in the courier's history says nothing either way. */
const COURIER_MIN_PARCELS = 3;

/** Letters of any script (a Bengali vowel sign is a mark, not a letter, and is not counted). */
const LETTER = /\p{L}/gu;
/** An address's words: runs of letters, marks or digits between spaces and punctuation. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** Text as compared for "the same text in two fields": lower case, letters and digits only. */
const comparable = (text: string) => (text.toLowerCase().match(WORD) ?? []).join('');

/** Points for a count where one is a hint and two or more is a pattern: half the weight, then all. */
const halfThenFull = (weight: number, count: number) => (count >= 2 ? weight : Math.round(weight / 2));

/**
 * Scores an order out of 100 from its facts and the owner's weights: each signal that fires adds its
 * weight (the delivered-before trust signal subtracts its own), the sum is kept within 0–100, and an
 * order at or above the threshold is held for a call. Pure: the same facts and settings always give
 * the same answer, and every reason names the points it added.
 */
export function assessOrder(facts: RiskFacts, settings: RiskSettings): OrderRisk {
  const { weights } = settings;
  const reasons: RiskReason[] = [];
  const add = (signal: RiskReason['signal'], points: number, count?: number) => {
    if (points === 0) return;
    reasons.push(count === undefined ? { signal, points } : { signal, points, count });
  };

  if (facts.blocked.length > 0) add('blocked', weights.blocked);

  const { delivered, returned, cancelled } = facts.history;
  if (returned >= 1 && returned >= delivered) add('returnedBefore', weights.returnedBefore, returned);
  if (cancelled >= 2 && cancelled > delivered) add('cancelledBefore', weights.cancelledBefore, cancelled);
  if (delivered >= 1 && delivered > returned) add('deliveredBefore', -weights.deliveredBefore, delivered);

  if (facts.recentOrdersFromPhone >= 1)
    add(
      'phoneRepeat',
      halfThenFull(weights.phoneRepeat, facts.recentOrdersFromPhone),
      facts.recentOrdersFromPhone,
    );
  if (facts.otherPhonesFromDevice >= 1)
    add(
      'deviceRepeat',
      halfThenFull(weights.deviceRepeat, facts.otherPhonesFromDevice),
      facts.otherPhonesFromDevice,
    );

  if ((facts.name.match(LETTER) ?? []).length < 2) add('implausibleName', weights.implausibleName);
  if ((facts.address.match(WORD) ?? []).length < 3) add('implausibleAddress', weights.implausibleAddress);
  const [name, city, address] = [comparable(facts.name), comparable(facts.city), comparable(facts.address)];
  const same = (one: string, other: string) => one !== '' && one === other;
  if (same(name, address) || same(name, city) || same(address, city))
    add('repeatedText', weights.repeatedText);

  const courier = courierReason(facts.courier, settings);
  if (courier) add(courier.signal, courier.points, courier.count);

  return scored(reasons, settings);
}

/** The score of some reasons (their sum kept within 0–100) and whether it holds the order. */
function scored(reasons: RiskReason[], settings: RiskSettings): OrderRisk {
  const sum = reasons.reduce((total, reason) => total + reason.points, 0);
  const score = Math.min(100, Math.max(0, sum));
  return { score, held: score >= settings.threshold, reasons };
}

/**
 * The courier's history as a reason: three or more parcels with fewer than half delivered, with the
 * delivered share in %; null when it says nothing against the phone (or the weight is 0).
 */
function courierReason(courier: RiskFacts['courier'], settings: RiskSettings): RiskReason | null {
  if (!courier || courier.total < COURIER_MIN_PARCELS || courier.delivered * 2 >= courier.total) return null;
  if (settings.weights.courierHistory === 0) return null;
  return {
    signal: 'courierHistory',
    points: settings.weights.courierHistory,
    count: Math.round((courier.delivered * 100) / courier.total),
  };
}

/**
 * An order's assessment made again once the courier's history for its phone has arrived (it is asked
 * after the order is stored, so a slow courier never delays one): the reasons it arrived with, the
 * courier's put in their place, scored against today's threshold. The other reasons keep the points
 * they were given then; they describe the order as it came in.
 */
export function withCourierHistory(
  risk: OrderRisk,
  courier: RiskFacts['courier'],
  settings: RiskSettings,
): OrderRisk {
  const others = risk.reasons.filter((reason) => reason.signal !== 'courierHistory');
  const reason = courierReason(courier, settings);
  // Last, where the first assessment puts it too.
  return scored(reason ? [...others, reason] : others, settings);
}
