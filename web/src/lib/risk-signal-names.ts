import { type RiskReason, type RiskSignal, toBengaliDigits } from '@haat/contract';

// The fake-order check's signals in the back office's words (decision 038): a short name
// for the settings' weights, what each means, and one reason on an order as staff read it.

export const RISK_SIGNAL_NAMES: Record<RiskSignal, { name: string; meaning: string }> = {
  blocked: { name: 'বন্ধের তালিকায়', meaning: 'ফোন, IP ঠিকানা বা ডিভাইস আপনার বন্ধের তালিকায় আছে' },
  returnedBefore: {
    name: 'আগে পার্সেল ফেরত',
    meaning: 'এই নম্বরের পার্সেল যতবার পৌঁছেছে, ততবার বা তার বেশি ফেরত এসেছে',
  },
  cancelledBefore: {
    name: 'আগে বাতিল',
    meaning: 'এই নম্বরের অন্তত দুটি অর্ডার বাতিল হয়েছে, ডেলিভারির চেয়ে বেশি',
  },
  phoneRepeat: { name: 'একই নম্বরে বারবার', meaning: 'সম্প্রতি এই নম্বর থেকে আরও অর্ডার এসেছে' },
  deviceRepeat: {
    name: 'একই ডিভাইসে অনেক নম্বর',
    meaning: 'সম্প্রতি একই ফোন/ব্রাউজার থেকে অন্য নম্বরে অর্ডার এসেছে',
  },
  implausibleName: { name: 'অস্বাভাবিক নাম', meaning: 'নামে দুটি অক্ষরও নেই' },
  implausibleAddress: { name: 'অসম্পূর্ণ ঠিকানা', meaning: 'ঠিকানায় তিনটির কম শব্দ' },
  repeatedText: { name: 'একই লেখা বারবার', meaning: 'নাম, শহর বা ঠিকানার ঘরে একই লেখা' },
  courierHistory: {
    name: 'কুরিয়ারের রেকর্ড খারাপ',
    meaning: 'Steadfast-এর হিসাবে এই নম্বরের অর্ধেকের কম পার্সেল ডেলিভারি হয়েছে',
  },
  deliveredBefore: {
    name: 'আগে ডেলিভারি নিয়েছেন',
    meaning: 'এই নম্বরে ফেরতের চেয়ে বেশি পার্সেল পৌঁছেছে (ঝুঁকি কমায়)',
  },
};

/** One reason on an order, as a sentence with its count: "আগে পার্সেল ফেরত (২ বার)". */
export function riskReasonText(reason: RiskReason): string {
  const { name } = RISK_SIGNAL_NAMES[reason.signal];
  if (reason.count === undefined) return name;
  const count = toBengaliDigits(reason.count);
  switch (reason.signal) {
    case 'returnedBefore':
    case 'cancelledBefore':
      return `${name} (${count} বার)`;
    case 'deliveredBefore':
      return `${name} (${count}টি পার্সেল)`;
    case 'phoneRepeat':
      return `${name} (আরও ${count}টি অর্ডার)`;
    case 'deviceRepeat':
      return `${name} (আরও ${count}টি নম্বর)`;
    case 'courierHistory':
      return `${name} (ডেলিভারি ${count}%)`;
    default:
      return name;
  }
}

/** The points a reason added, signed: "+৪৫", "−৩০". */
export const riskPointsText = (points: number): string =>
  `${points < 0 ? '−' : '+'}${toBengaliDigits(Math.abs(points))}`;
