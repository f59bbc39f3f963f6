import { COURIER_NAMES, type Courier, ORDER_STATUS_NAMES, type OrderStatus } from '@haat/contract';

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
  gaveUp: (reason: string) => `বারবার চেষ্টা করেও কুরিয়ারে পাঠানো যায়নি: ${reason}`,
  requested: 'Booking requested',
};
