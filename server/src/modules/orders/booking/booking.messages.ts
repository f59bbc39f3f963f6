import {
  COURIER_NAMES,
  type Courier,
  ORDER_STATUS_NAMES,
  type OrderStatus,
  PARCEL_WAITING_FOR_IDS,
} from '@haat/contract';

/** What sending orders to a courier says, in Bengali: staff read these on the order and the list. */
export const bookingMessages = {
  cannotShip: (status: OrderStatus) =>
    `"${ORDER_STATUS_NAMES[status]}" অর্ডার কুরিয়ারে পাঠানো যায় না; পাঠানো যায় শুধু "${ORDER_STATUS_NAMES.pending}" বা "${ORDER_STATUS_NAMES.confirmed}" অর্ডার`,
  alreadySent: (courier: Courier) => `অর্ডারটি আগেই ${COURIER_NAMES[courier]}-এ পাঠানো হয়েছে`,
  /** The courier had the invoice from an earlier try whose answer was lost: the same parcel, not a second. */
  alreadyBooked: 'কুরিয়ারের কাছে এই ইনভয়েসের পার্সেল আগেই ছিল; একই পার্সেল, দ্বিতীয়টি বুক হয়নি',
  bookedButNotShippable: (status: OrderStatus) =>
    `অর্ডারটি এর মধ্যে "${ORDER_STATUS_NAMES[status]}" হয়েছে; কুরিয়ারের পার্সেলটি তাদের পোর্টালে বাতিল করুন`,
  statusChanged: (status: OrderStatus) =>
    `অর্ডারটি এর মধ্যে "${ORDER_STATUS_NAMES[status]}" হয়েছে, তাই কুরিয়ারে পাঠানো হয়নি`,
  /** Booked, but the courier's answer with its ids was lost: they come with a webhook, a check or staff. */
  waitingForIds: PARCEL_WAITING_FOR_IDS,
  /** Where the ids of a parcel booked without them came from (decision 058). */
  identified: (source: string) => `কুরিয়ারের আইডি পাওয়া গেছে (${source})`,
  /**
   * Pathao cannot be asked whether it has an invoice (decision 058): an answer lost and no webhook
   * since, so staff look in its portal rather than risk a second parcel.
   */
  mayHaveIt: (courier: Courier) =>
    `${COURIER_NAMES[courier]}-এর উত্তর হারিয়ে গেছে, পার্সেলটি তাদের কাছে থাকতে পারে। ${COURIER_NAMES[courier]}-এর পোর্টালে ইনভয়েস নম্বরটি খুঁজুন: থাকলে তার কনসাইনমেন্ট আইডি নিচে লিখুন, না থাকলে আবার পাঠান`,
  fromStaff: 'কুরিয়ারের পোর্টাল দেখে কর্মী লিখেছেন, কুরিয়ারের কাছে যাচাই করা',
  noParcel: 'এই অর্ডার কোনো কুরিয়ারে পাঠানো হয়নি',
  idsKnown: 'এই পার্সেলের কুরিয়ারের আইডি আগেই জানা আছে',
  idTaken: 'এই কনসাইনমেন্ট আইডি অন্য একটি অর্ডারের; পোর্টালে আবার মিলিয়ে দেখুন',
  unknownIds: (courier: Courier, invoice: string) =>
    `${COURIER_NAMES[courier]} এই আইডিকে ${invoice}-এর পার্সেল বলে চেনে না; পোর্টালে আবার মিলিয়ে দেখুন`,
  cannotAsk: (courier: Courier) => `${COURIER_NAMES[courier]}-এর কাছে এখন যাচাই করা গেল না; একটু পরে আবার চেষ্টা করুন`,
  gaveUp: (reason: string) => `বারবার চেষ্টা করেও কুরিয়ারে পাঠানো যায়নি: ${reason}`,
  requested: 'Booking requested',
};
