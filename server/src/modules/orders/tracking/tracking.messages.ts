import { formatTaka, ORDER_STATUS_NAMES, type OrderStatus } from '@haat/contract';

/**
 * What following a parcel says: in Bengali on the order's timeline, in English to the couriers'
 * webhook calls (their developers read those).
 */
export const trackingMessages = {
  notMoved: (from: OrderStatus, to: OrderStatus) =>
    `অর্ডারটি "${ORDER_STATUS_NAMES[from]}", তাই "${ORDER_STATUS_NAMES[to]}" করা হয়নি; মিলিয়ে দেখুন`,
  partlyCollected: (collected: number, total: number) =>
    `আংশিক ডেলিভারি: আদায় ${formatTaka(collected)}, অর্ডারের মোট ${formatTaka(total)}`,
  notWithCourier: 'এই অর্ডারের কোনো পার্সেল কুরিয়ারের কাছে নেই, তাই জিজ্ঞেস করার কিছু নেই',
  /** Where a parcel's lost ids came from (decision 058), on its timeline. */
  fromWebhook: 'কুরিয়ারের ওয়েবহুক থেকে, কুরিয়ারের কাছে যাচাই করে',
  fromStatusCheck: 'কুরিয়ারের অবস্থা জানার উত্তর থেকে',
  refused: 'Unauthorized',
  unknownParcel: 'Consignment not found',
  noConsignment: 'consignment_id is required',
};
