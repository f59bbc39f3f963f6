import { DEFAULT_RISK_SETTINGS, type RiskSettings } from '@haat/contract';
import { describe, expect, it } from 'vitest';
import { assessOrder, type RiskFacts, withCourierHistory } from './assessment.js';

// The fake-order assessment is a pure function (decision 038): each signal is shown firing, not
// firing at its edge, and weighed by the owner's weight; then the sum, its bounds and the threshold.

/** A first-time customer with a plausible name and address: nothing fires. */
const plain: RiskFacts = {
  name: 'রহিম উদ্দিন',
  city: 'ঢাকা',
  address: 'বাড়ি ১২, রোড ৫, মিরপুর ১০',
  blocked: [],
  history: { delivered: 0, returned: 0, cancelled: 0 },
  recentOrdersFromPhone: 0,
  otherPhonesFromDevice: 0,
  courier: null,
};
const assess = (facts: Partial<RiskFacts>, settings: RiskSettings = DEFAULT_RISK_SETTINGS) =>
  assessOrder({ ...plain, ...facts }, settings);
const signals = (facts: Partial<RiskFacts>) => assess(facts).reasons.map((reason) => reason.signal);
const withWeight = (signal: keyof RiskSettings['weights'], weight: number): RiskSettings => ({
  ...DEFAULT_RISK_SETTINGS,
  weights: { ...DEFAULT_RISK_SETTINGS.weights, [signal]: weight },
});

describe('the fake-order assessment', () => {
  it('a first-time customer with a real name and address scores 0 and is not held', () => {
    expect(assess({})).toEqual({ score: 0, held: false, reasons: [] });
    expect(assess({ name: 'Md. Karim', address: 'House 4, Road 2, Uttara' }).score).toBe(0);
  });

  it('blocked: any blocklist hit adds the blocked weight, enough alone to hold', () => {
    for (const kind of ['phone', 'address', 'device'] as const) {
      const risk = assess({ blocked: [kind] });
      expect(risk.reasons).toEqual([{ signal: 'blocked', points: 100 }]);
      expect(risk.held).toBe(true);
    }
    expect(assess({ blocked: ['phone', 'device'] }).score).toBe(100);
  });

  it('returned before: returns at least as many as deliveries, counted', () => {
    expect(assess({ history: { delivered: 0, returned: 1, cancelled: 0 } }).reasons).toEqual([
      { signal: 'returnedBefore', points: 45, count: 1 },
    ]);
    expect(signals({ history: { delivered: 2, returned: 2, cancelled: 0 } })).toContain('returnedBefore');
    // More delivered than returned: a customer who once refused a parcel is still a customer.
    expect(signals({ history: { delivered: 3, returned: 1, cancelled: 0 } })).not.toContain('returnedBefore');
  });

  it('cancelled before: two or more cancellations, more than deliveries', () => {
    expect(assess({ history: { delivered: 0, returned: 0, cancelled: 2 } }).reasons).toEqual([
      { signal: 'cancelledBefore', points: 25, count: 2 },
    ]);
    expect(signals({ history: { delivered: 0, returned: 0, cancelled: 1 } })).toEqual([]);
    expect(signals({ history: { delivered: 2, returned: 0, cancelled: 2 } })).not.toContain(
      'cancelledBefore',
    );
  });

  it('delivered before: more deliveries than returns subtracts, and the score never goes below 0', () => {
    expect(assess({ history: { delivered: 4, returned: 1, cancelled: 0 } })).toEqual({
      score: 0,
      held: false,
      reasons: [{ signal: 'deliveredBefore', points: -30, count: 4 }],
    });
    // A loyal customer typing a short address is not held for it.
    const loyal = assess({ history: { delivered: 3, returned: 0, cancelled: 0 }, address: 'মিরপুর' });
    expect(loyal.score).toBe(0);
  });

  it('phone repeat: one other order in the window is half the weight, two or more the whole', () => {
    expect(assess({ recentOrdersFromPhone: 1 }).reasons).toEqual([
      { signal: 'phoneRepeat', points: 25, count: 1 },
    ]);
    expect(assess({ recentOrdersFromPhone: 5 }).reasons).toEqual([
      { signal: 'phoneRepeat', points: 50, count: 5 },
    ]);
    expect(signals({ recentOrdersFromPhone: 0 })).toEqual([]);
  });

  it('device repeat: other phones from the same device, half then whole', () => {
    expect(assess({ otherPhonesFromDevice: 1 }).reasons).toEqual([
      { signal: 'deviceRepeat', points: 25, count: 1 },
    ]);
    expect(assess({ otherPhonesFromDevice: 3 }).reasons).toEqual([
      { signal: 'deviceRepeat', points: 50, count: 3 },
    ]);
  });

  it('implausible name: fewer than two letters, in any script', () => {
    for (const name of ['a', 'ক', '১২৩', '...', '7'])
      expect(signals({ name }), name).toEqual(['implausibleName']);
    // Bengali vowel signs are marks: "কি" has one letter; "রহিম" three.
    expect(signals({ name: 'কি' })).toEqual(['implausibleName']);
    for (const name of ['রহিম', 'Al', 'মিম'])
      expect(signals({ name }), name).not.toContain('implausibleName');
  });

  it('implausible address: fewer than three words', () => {
    for (const address of ['মিরপুর', 'মিরপুর ঢাকা', 'Dhaka, BD', '---'])
      expect(signals({ address }), address).toEqual(['implausibleAddress']);
    expect(signals({ address: 'মিরপুর ১০, ঢাকা' })).toEqual([]);
  });

  it('repeated text: the same text in the name and the address or city, or the address and the city', () => {
    expect(signals({ name: 'test test test', address: 'Test test  test!' })).toEqual(['repeatedText']);
    expect(signals({ name: 'ঢাকা শহর', city: 'ঢাকা শহর' })).toEqual(['repeatedText']);
    expect(signals({ city: 'গুলশান ২ ঢাকা', address: 'গুলশান ২, ঢাকা' })).toEqual(['repeatedText']);
    // The same text in every field adds it once, with the short address beside it.
    expect(signals({ name: 'abc', city: 'abc', address: 'abc' })).toEqual([
      'implausibleAddress',
      'repeatedText',
    ]);
  });

  it('courier history: fewer delivered than half of three or more parcels, with the delivered share', () => {
    expect(assess({ courier: { total: 10, delivered: 3 } }).reasons).toEqual([
      { signal: 'courierHistory', points: 50, count: 30 },
    ]);
    expect(signals({ courier: { total: 10, delivered: 5 } })).toEqual([]);
    expect(signals({ courier: { total: 2, delivered: 0 } })).toEqual([]);
    expect(signals({ courier: null })).toEqual([]);
  });

  it("each signal is weighed by the owner's weight, and a weight of 0 turns it off", () => {
    expect(assess({ address: 'মিরপুর' }, withWeight('implausibleAddress', 70))).toEqual({
      score: 70,
      held: true,
      reasons: [{ signal: 'implausibleAddress', points: 70 }],
    });
    expect(assess({ blocked: ['phone'] }, withWeight('blocked', 0))).toEqual({
      score: 0,
      held: false,
      reasons: [],
    });
  });

  it('the score is the sum of its reasons, kept at 100 or less, and held from the threshold up', () => {
    const fake = assess({
      name: 'x',
      address: 'x',
      city: 'x',
      otherPhonesFromDevice: 4,
      history: { delivered: 0, returned: 2, cancelled: 3 },
    });
    expect(fake.reasons.reduce((sum, reason) => sum + reason.points, 0)).toBeGreaterThan(100);
    expect(fake.score).toBe(100);

    // Exactly at the threshold holds; one below does not.
    const atThreshold = { ...DEFAULT_RISK_SETTINGS, threshold: 45 };
    expect(assess({ history: { delivered: 0, returned: 1, cancelled: 0 } }, atThreshold).held).toBe(true);
    expect(
      assess({ history: { delivered: 0, returned: 1, cancelled: 0 } }, { ...atThreshold, threshold: 46 })
        .held,
    ).toBe(false);
    // 101 holds nothing, not even a blocked phone.
    expect(assess({ blocked: ['phone'] }, { ...DEFAULT_RISK_SETTINGS, threshold: 101 }).held).toBe(false);
  });
});

describe('the assessment made again with the courier’s history', () => {
  const arrived = assess({ address: 'মিরপুর', recentOrdersFromPhone: 1 });

  it('adds the courier’s reason last and scores again: here it now holds', () => {
    expect(arrived).toMatchObject({ score: 45, held: false });
    expect(withCourierHistory(arrived, { total: 8, delivered: 2 }, DEFAULT_RISK_SETTINGS)).toEqual({
      score: 95,
      held: true,
      reasons: [...arrived.reasons, { signal: 'courierHistory', points: 50, count: 25 }],
    });
  });

  it('a good or short courier history changes nothing; a second answer replaces the first', () => {
    expect(withCourierHistory(arrived, { total: 8, delivered: 7 }, DEFAULT_RISK_SETTINGS)).toEqual(arrived);
    expect(withCourierHistory(arrived, { total: 2, delivered: 0 }, DEFAULT_RISK_SETTINGS)).toEqual(arrived);
    const poor = withCourierHistory(arrived, { total: 8, delivered: 2 }, DEFAULT_RISK_SETTINGS);
    expect(withCourierHistory(poor, { total: 10, delivered: 9 }, DEFAULT_RISK_SETTINGS)).toEqual(arrived);
  });

  it('takes the courier weight and threshold of today’s settings', () => {
    const settings = { ...withWeight('courierHistory', 10), threshold: 55 };
    expect(withCourierHistory(arrived, { total: 8, delivered: 2 }, settings)).toMatchObject({
      score: 55,
      held: true,
    });
    expect(withCourierHistory(arrived, { total: 8, delivered: 2 }, withWeight('courierHistory', 0))).toEqual(
      arrived,
    );
  });
});
