import { routes } from '@haat/contract';
import { useMutation } from '@tanstack/react-query';
import { callFile } from '@/lib/api-client';
import { type OrderFilters, orderListApiQuery } from '../order-filters';

/**
 * GET /order/export (admin): every order the list's filters match, as CSV, saved by the browser
 * under the server's file name. The list's page and page size do not apply: the export is all of them.
 */
export async function exportOrders({
  filters,
  lines,
  ids,
}: {
  filters: OrderFilters;
  lines: boolean;
  /** Only the orders picked on the list (decision 031). */
  ids?: readonly string[] | undefined;
}): Promise<void> {
  const { page: _page, limit: _limit, sort: _sort, ...query } = orderListApiQuery(filters);
  const { blob, fileName } = await callFile(routes.orders.exportCsv, {
    query: { ...query, lines: String(lines), ...(ids ? { ids: ids.join(',') } : {}) },
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const useExportOrders = () => useMutation({ mutationFn: exportOrders });
