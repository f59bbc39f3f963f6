import type { OrderStatus, ParcelProgress } from '@haat/contract';

// The words and their meaning live in the contract: the order screens show them in Bengali too.
export { PARCEL_PROGRESS_NAMES, type ParcelProgress, progressOf } from '@haat/contract';

/** The order's status a parcel's progress brings it to; null when the order stays where it is. */
export function orderStatusFor(progress: ParcelProgress): OrderStatus | null {
  if (progress === 'delivered' || progress === 'partly_delivered') return 'delivered';
  if (progress === 'returned') return 'returned';
  return null;
}
