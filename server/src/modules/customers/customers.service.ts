import { type Customer, MAX_CUSTOMER_ORDERS, type OrderStatus } from '@haat/contract';
import { AppError } from '../../lib/errors.js';
import type { CustomersRepository } from './customers.repository.js';

export const customerMessages = {
  notFound: 'এই নম্বর থেকে কোনো অর্ডার পাওয়া যায়নি',
} as const;

const OPEN: readonly OrderStatus[] = ['pending', 'confirmed', 'on_hold', 'shipped'];

/** The most notes one customer page shows, newest first. */
const MAX_NOTES = 200;

/**
 * A customer page (decision 029): one phone number's orders, how they ended, the cash collected
 * and the notes, read fresh each time (a few indexed queries; no copy to keep in step).
 */
export function createCustomersService(deps: { repository: CustomersRepository }) {
  const { repository } = deps;
  return {
    async getCustomer(phone: string): Promise<Customer> {
      const totals = await repository.totalsByStatus(phone);
      if (totals.length === 0) throw AppError.notFound(customerMessages.notFound);
      const countOf = (statuses: readonly OrderStatus[]) =>
        totals.filter((row) => statuses.includes(row.status)).reduce((sum, row) => sum + row.count, 0);
      const [orders, names, notes] = await Promise.all([
        repository.latestOrders(phone, MAX_CUSTOMER_ORDERS),
        repository.names(phone),
        repository.notes(phone, MAX_NOTES),
      ]);
      return {
        phone,
        name: orders[0]?.name ?? '',
        names,
        firstOrderAt: totals.map((row) => row.first).sort()[0] ?? '',
        lastOrderAt:
          totals
            .map((row) => row.last)
            .sort()
            .at(-1) ?? '',
        counts: {
          orders: countOf(totals.map((row) => row.status)),
          delivered: countOf(['delivered']),
          returned: countOf(['returned']),
          cancelled: countOf(['cancelled']),
          open: countOf(OPEN),
        },
        totalSpent: totals.find((row) => row.status === 'delivered')?.total ?? 0,
        orders: orders.map((order) => ({
          _id: order.id,
          invoiceNumber: order.invoice_number,
          status: order.status,
          createdAt: order.created_at,
          total: order.total,
          source: order.source,
          city: order.city,
          address: order.address,
        })),
        notes: notes.map((note) => ({
          _id: note.id,
          orderId: note.order_id,
          invoiceNumber: note.invoice_number,
          at: note.at,
          by: note.actor_id ? { _id: note.actor_id, name: note.actor_name ?? '' } : null,
          text: (JSON.parse(note.data) as { text: string }).text,
        })),
      };
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
