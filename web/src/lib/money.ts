/** The one money formatter, shared with the server: `৳১,২৫০` (contract/src/money.ts). */
export { formatTaka } from '@haat/contract';
