import { DEFAULT_RISK_SETTINGS, type RiskSettings } from '@haat/contract';
import { describe, expect, it } from 'vitest';
import {
  FAKE_ORDER_KINDS,
  measureAssessment,
  REAL_ORDER_KINDS,
  type SyntheticOrder,
  syntheticShops,
} from '../../../../bench/synthetic-orders.js';
import { assessOrder } from './assessment.js';

// The synthetic shops behind `npm run bench`'s fake-order figures (decision 038; they live in
// bench/, outside the built server, decision 049): the set must be
// the same for a seed, hold every pattern it claims, and label each order as its facts say; then the
// default settings' figures are bounded, so a change to the weights that makes them worse fails here.

const shops = syntheticShops();
const orders = shops.flatMap((shop) => shop.orders);
const ofKind = (kind: SyntheticOrder['kind']) => orders.filter((order) => order.kind === kind);
const real = orders.filter((order) => !order.fake);
/** Words as the assessment counts them: runs of letters, marks or digits. */
const words = (text: string) => (text.match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).length;
const isPoorCourierRecord = (courier: SyntheticOrder['facts']['courier']) =>
  courier === null || (courier.total >= 3 && courier.delivered * 2 < courier.total);
/** The orders that break a claim (none, when the set is what it says): one assertion for thousands. */
const breaking = (list: readonly SyntheticOrder[], claim: (facts: SyntheticOrder['facts']) => boolean) =>
  list.filter((order) => !claim(order.facts));
const withWeight = (signal: keyof RiskSettings['weights'], weight: number): RiskSettings => ({
  ...DEFAULT_RISK_SETTINGS,
  weights: { ...DEFAULT_RISK_SETTINGS.weights, [signal]: weight },
});

describe('the synthetic shops', () => {
  it('are the same for a seed and differ for another', () => {
    // Compared as JSON: a deep equality over four thousand orders would take most of this file's second.
    const text = JSON.stringify(shops);
    expect(JSON.stringify(syntheticShops(1))).toBe(text);
    expect(JSON.stringify(syntheticShops(2))).not.toBe(text);
  });

  it('are five shops of a few thousand orders, with fake shares from 5% to 30%', () => {
    expect(shops).toHaveLength(5);
    expect(orders.length).toBeGreaterThanOrEqual(3000);
    expect(orders.length).toBeLessThanOrEqual(5000);
    expect(shops.map((shop) => shop.fakeShare)).toEqual([0.05, 0.1, 0.15, 0.22, 0.3]);
    for (const shop of shops) {
      const fakes = shop.orders.filter((order) => order.fake).length;
      expect(fakes, shop.name).toBe(Math.round(shop.orders.length * shop.fakeShare));
    }
  });

  it('hold every real and fake pattern, each labelled real or fake as its kind says', () => {
    for (const kind of [...REAL_ORDER_KINDS, ...FAKE_ORDER_KINDS])
      expect(ofKind(kind).length, kind).toBeGreaterThanOrEqual(20);
    const fakeKinds: readonly string[] = FAKE_ORDER_KINDS;
    expect(orders.filter((order) => order.fake !== fakeKinds.includes(order.kind))).toEqual([]);
  });

  it("real customers' names and addresses look like people's, about one address in ten short", () => {
    expect(breaking(real, ({ name }) => (name.match(/\p{L}/gu) ?? []).length >= 2)).toEqual([]);
    expect(breaking(real, ({ address }) => words(address) >= 1 && words(address) <= 8)).toEqual([]);
    const shortAddresses = real.filter((order) => words(order.facts.address) < 3).length / real.length;
    expect(shortAddresses).toBeGreaterThan(0.06);
    expect(shortAddresses).toBeLessThan(0.14);
    const names = real.map((order) => order.facts.name);
    expect(names.filter((name) => words(name) === 1).length).toBeGreaterThan(0);
    expect(names.filter((name) => /\p{Script=Bengali}/u.test(name)).length).toBeGreaterThan(real.length / 2);
    expect(names.filter((name) => /^[\p{Script=Latin}. ]+$/u.test(name)).length).toBeGreaterThan(0);
  });

  it('real orders carry only the mild signals their kind claims', () => {
    expect(
      breaking(
        real,
        (facts) =>
          facts.blocked.length === 0 &&
          facts.recentOrdersFromPhone <= 1 &&
          facts.otherPhonesFromDevice <= 1 &&
          facts.history.returned <= 1,
      ),
    ).toEqual([]);
    expect(
      breaking(
        ofKind('repeatCustomer'),
        ({ history }) => history.delivered >= 1 && history.returned < history.delivered,
      ),
    ).toEqual([]);
    expect(ofKind('repeatCustomer').some(({ facts }) => facts.history.returned === 1)).toBe(true);
    expect(breaking(ofKind('reorderWithinHours'), (facts) => facts.recentOrdersFromPhone === 1)).toEqual([]);
    expect(breaking(ofKind('familySharingDevice'), (facts) => facts.otherPhonesFromDevice === 1)).toEqual([]);
    expect(breaking(ofKind('cancelledOnceBefore'), ({ history }) => history.cancelled === 1)).toEqual([]);
    expect(breaking(ofKind('poorCourierRecord'), ({ courier }) => isPoorCourierRecord(courier))).toEqual([]);
    expect(
      breaking(
        ofKind('returnedOnceBefore'),
        ({ history }) => history.delivered === 0 && history.returned === 1 && history.cancelled === 0,
      ),
    ).toEqual([]);
  });

  it('fakes carry the signals their kind claims, and only blocked phones are on the blocklist', () => {
    expect(
      orders.filter((order) => order.facts.blocked.length > 0 !== (order.kind === 'blockedPhone')),
    ).toEqual([]);
    expect(orders.filter((order) => order.facts.blocked.length > 0 && !order.fake)).toEqual([]);
    expect(breaking(ofKind('blockedPhone'), ({ blocked }) => blocked.includes('phone'))).toEqual([]);
    expect(
      breaking(
        ofKind('serialReturner'),
        ({ history }) => history.returned >= 1 && history.returned >= history.delivered,
      ),
    ).toEqual([]);
    expect(
      breaking(
        ofKind('deviceCyclingPhones'),
        (facts) => facts.otherPhonesFromDevice >= 2 && facts.otherPhonesFromDevice <= 6,
      ),
    ).toEqual([]);
    expect(
      breaking(
        ofKind('rapidRepeatsFromPhone'),
        (facts) => facts.recentOrdersFromPhone >= 2 && facts.recentOrdersFromPhone <= 5,
      ),
    ).toEqual([]);
    expect(breaking(ofKind('refusedAtOtherShops'), ({ courier }) => isPoorCourierRecord(courier))).toEqual(
      [],
    );
    // The hard share: fakes nothing in the check can tell from a first-time customer.
    const everySignal = { ...DEFAULT_RISK_SETTINGS, threshold: 1 };
    expect(
      breaking(ofKind('plausibleFake'), (facts) => assessOrder(facts, everySignal).reasons.length === 0),
    ).toEqual([]);
    const prankTexts = ofKind('prank').map(({ facts }) => facts);
    expect(prankTexts.some((facts) => [...facts.name.matchAll(/\p{L}/gu)].length < 2)).toBe(true);
    expect(prankTexts.some((facts) => facts.name === facts.address && facts.name === facts.city)).toBe(true);
  });

  it('a shop without the courier check has no courier history on any order', () => {
    const withoutCheck = shops.filter((shop) => !shop.asksCourier);
    expect(withoutCheck).toHaveLength(1);
    expect(
      breaking(
        withoutCheck.flatMap((shop) => shop.orders),
        ({ courier }) => courier === null,
      ),
    ).toEqual([]);
  });
});

describe('the default settings on the synthetic shops', () => {
  const { overall, shops: perShop } = measureAssessment(shops, DEFAULT_RISK_SETTINGS, assessOrder);
  const kind = (name: SyntheticOrder['kind']) => overall.kinds.find((tally) => tally.kind === name);

  it('hold at most one real order in ten', () => {
    expect(overall.real + overall.fakes).toBe(orders.length);
    expect(overall.realHeldRate).toBeLessThanOrEqual(0.1);
    for (const shop of perShop) expect(shop.realHeldRate, shop.name).toBeLessThanOrEqual(0.1);
  });

  it('catch at least 70% of the fakes', () => {
    // The defaults catch about 72% here, holding about 3% of real orders (decision 038 has the
    // figures). A strong pattern holds alone: a device cycling phones, a burst from one phone, a
    // phone the courier says refuses parcels (each 50 at the threshold of 50). Plausible fakes trip
    // nothing, and a shop without the courier check catches fewer: the bound guards today's figure.
    expect(overall.fakeCatchRate).toBeGreaterThanOrEqual(0.7);
    expect(kind('blockedPhone')?.heldRate).toBe(1);
    expect(kind('plausibleFake')?.held).toBe(0);
    expect(kind('firstTimeCustomer')?.heldRate).toBeLessThanOrEqual(0.01);
    expect(kind('repeatCustomer')?.held).toBe(0);
  });

  it('counts per shop add up to the overall figures', () => {
    const sum = (pick: (shop: (typeof perShop)[number]) => number) =>
      perShop.reduce((total, shop) => total + pick(shop), 0);
    expect(sum((shop) => shop.realHeld)).toBe(overall.realHeld);
    expect(sum((shop) => shop.fakesCaught)).toBe(overall.fakesCaught);
    expect(overall.kinds.reduce((total, tally) => total + tally.orders, 0)).toBe(orders.length);
  });
});

describe('changing the settings', () => {
  it('a threshold of 101 holds nothing', () => {
    const { overall } = measureAssessment(shops, { ...DEFAULT_RISK_SETTINGS, threshold: 101 }, assessOrder);
    expect(overall.realHeld).toBe(0);
    expect(overall.fakesCaught).toBe(0);
  });

  it("raising the courier history's weight never lowers the catch (nor the real orders held)", () => {
    const off = measureAssessment(shops, withWeight('courierHistory', 0), assessOrder).overall;
    let previous = off;
    for (const weight of [20, 40, 60, 80, 100]) {
      const current = measureAssessment(shops, withWeight('courierHistory', weight), assessOrder).overall;
      expect(current.fakesCaught, `weight ${weight}`).toBeGreaterThanOrEqual(previous.fakesCaught);
      expect(current.realHeld, `weight ${weight}`).toBeGreaterThanOrEqual(previous.realHeld);
      previous = current;
    }
    // And it moves: turned on, a poor courier record holds fakes the other signals let through.
    expect(previous.fakesCaught).toBeGreaterThan(off.fakesCaught);
  });
});
