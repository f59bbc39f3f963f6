import {
  EDITABLE_ORDER_STATUSES,
  formatTaka,
  ORDER_STATUS_MOVES,
  ORDER_STATUS_NAMES,
  type OrderStatus,
  toBengaliDigits,
} from '@haat/contract';

/** What the orders' services say, in Bengali (a status change's `Status updated` is the contract's). */
export const orderMessages = {
  notFound: 'এই অর্ডারটি পাওয়া যায়নি',
  productGone: 'এই পণ্যটি এখন আর পাওয়া যাচ্ছে না',
  shippingFee: (inside: number, outside: number) =>
    `ডেলিভারি চার্জ ঢাকার ভিতরে ${formatTaka(inside)} অথবা ঢাকার বাইরে ${formatTaka(outside)} হতে হবে`,
  staleTotal: (total: number) =>
    `দাম পরিবর্তিত হয়েছে। আপনার অর্ডারের বর্তমান মোট ${formatTaka(total)}। আবার দেখে অর্ডার করুন।`,
  idempotencyMismatch: 'এই Idempotency-Key আগে অন্য একটি অর্ডারে ব্যবহার হয়েছে',
  idMismatch: 'অনুরোধের আইডি আর ঠিকানার আইডি মেলে না',
  // Names no earlier order: whoever sends someone else's phone with the same basket learns nothing.
  duplicate:
    'এই নম্বর থেকে এই পণ্যগুলোর একটি অর্ডার এইমাত্র নেওয়া হয়েছে। নতুন করে অর্ডার করার দরকার নেই — আমরা শীঘ্রই ফোন করব।',
  deleted: 'অর্ডারটি মুছে ফেলা হয়েছে',
  bulkTooMany: (max: number) =>
    `এই ফিল্টারে ${toBengaliDigits(max)}টির বেশি অর্ডার আছে। তারিখ বা অবস্থা দিয়ে তালিকা ছোট করুন।`,
  someNotFound: 'কিছু অর্ডার পাওয়া যায়নি',
  printed: 'প্রিন্টের কথা টাইমলাইনে লেখা হয়েছে',
  dateRange: 'শুরুর তারিখ শেষের তারিখের পরে হতে পারে না',
  discountAboveSubtotal: (subtotal: number) =>
    `ছাড় পণ্যগুলোর মোট দামের (${formatTaka(subtotal)}) চেয়ে বেশি হতে পারে না`,
  /** An edit made on an older version of the order (decision 027): the answer carries the order now. */
  /** Sent to a courier (decision 035): the parcel the courier carries is what was booked. */
  editWithCourier:
    'অর্ডারটি কুরিয়ারে পাঠানো হয়েছে; এখন বদলালে পার্সেলের সাথে মিলবে না। বদলাতে হলে কুরিয়ারের পার্সেল বাতিল করুন।',
  editConflict: 'এর মধ্যে অন্য কেউ অর্ডারটি বদলেছেন। অর্ডারের বর্তমান অবস্থা দেখে আবার বদলান।',
  editRefused: (status: OrderStatus) =>
    `"${ORDER_STATUS_NAMES[status]}" অর্ডার আর বদলানো যায় না। বদলানো যায় শুধু ${EDITABLE_ORDER_STATUSES.map(
      (editable) => `"${ORDER_STATUS_NAMES[editable]}"`,
    ).join(', ')} অর্ডার।`,
  /** A move the business never makes (decision 024): says where the order is and where it may go. */
  statusMoveRefused: (from: OrderStatus, to: OrderStatus) => {
    const moves = ORDER_STATUS_MOVES[from];
    const next =
      moves.length === 0
        ? 'এই অবস্থা থেকে আর বদলানো যায় না।'
        : `এখান থেকে করা যায়: ${moves.map((status) => `"${ORDER_STATUS_NAMES[status]}"`).join(', ')}।`;
    return `"${ORDER_STATUS_NAMES[from]}" অর্ডারকে "${ORDER_STATUS_NAMES[to]}" করা যায় না। ${next}`;
  },
} as const;
