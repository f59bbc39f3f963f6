import { mayExport } from '@haat/contract';
import { useId, useState } from 'react';
import { buttonClassName } from '@/components/ui/button';
import { adminMessages } from '@/lib/admin-messages';
import { ApiError } from '@/lib/api-client';
import { useLoggedUserIfAny } from '@/lib/auth';
import { notify } from '@/lib/notify';
import { useExportOrders } from '../api/export-orders';
import { ordersMessages as t } from '../messages';
import type { OrderFilters } from '../order-filters';

/**
 * Whether the signed-in administrator may download orders (decision 063). The first picture, drawn
 * without a session, offers it as before; the app decides once it knows who is signed in.
 */
export function useMayExport(): boolean {
  const user = useLoggedUserIfAny();
  return user === null || mayExport(user);
}

/**
 * Downloads the orders the list shows (its status, search and dates; every page) as a CSV that Excel
 * opens with Bengali intact: one row per order, or per ordered product. Not offered to order staff
 * the owner has not granted it (decision 063; the server refuses them too).
 */
export function OrdersExport({ filters }: { filters: OrderFilters }) {
  const [lines, setLines] = useState(false);
  const linesId = useId();
  const exporter = useExportOrders();
  const allowed = useMayExport();
  const download = () =>
    exporter.mutate(
      { filters, lines },
      {
        onError: (error) =>
          notify.error(
            error instanceof ApiError && error.status < 500
              ? error.message
              : adminMessages.somethingWentWrong,
          ),
      },
    );
  if (!allowed) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <button
        type="button"
        onClick={download}
        disabled={exporter.isPending}
        className={`${buttonClassName({ variant: 'subtle', size: 'sm' })} min-h-11`}
      >
        {exporter.isPending ? t.exporting : t.exportCsv}
      </button>
      <label htmlFor={linesId} className="flex min-h-11 items-center gap-2 text-sm text-stone-700">
        <input
          id={linesId}
          type="checkbox"
          checked={lines}
          onChange={(event) => setLines(event.target.checked)}
          className="size-5 accent-leaf-700"
        />
        {t.exportPerLine}
      </label>
    </div>
  );
}
