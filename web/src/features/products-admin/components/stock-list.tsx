import { paths, type StockRow } from '@haat/contract';
import { Link } from 'react-router';
import { QueryState } from '@/components/admin/query-state';
import { buttonClassName } from '@/components/ui/button';
import { EmptyList } from '@/components/ui/empty-list';
import { notify } from '@/lib/notify';
import { formatCount } from '@/lib/numbers';
import { useCloseSize, useStock } from '../api/stock';
import { stockMessages as t } from '../messages';

const stateStyle: Record<StockRow['state'], string> = {
  'sold-out': 'bg-red-100 text-red-800',
  low: 'bg-amber-100 text-amber-900',
  'in-stock': 'bg-leaf-100 text-leaf-900',
  unlimited: 'bg-stone-100 text-stone-700',
};

/**
 * /admin/stock (owners): every size with what is left, what orders not yet shipped hold, and whether
 * it is sold out or low (decision 064); a sold-out size still offered closes with one tap.
 */
export function StockList() {
  return (
    <QueryState query={useStock()} loading={t.loading}>
      {(rows) =>
        rows.length === 0 ? (
          <EmptyList message={t.empty} addLabel={t.addProduct} addTo={paths.adminAddProduct} />
        ) : (
          <ul className="flex max-w-3xl flex-col gap-3">
            {rows.map((row) => (
              <StockItem key={row.size._id} row={row} />
            ))}
          </ul>
        )
      }
    </QueryState>
  );
}

function StockItem({ row }: { row: StockRow }) {
  const closeSize = useCloseSize();
  const name = row.size.name ? `${row.product.title} — ${row.size.name}` : row.product.title;
  const close = () =>
    closeSize.mutate(
      { productId: row.product._id, sizeId: row.size._id },
      {
        onSuccess: () => notify.success(t.closedDone(name)),
        onError: (error) => notify.error(error.message),
      },
    );
  return (
    <li
      aria-label={name}
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link
          to={paths.adminEditProduct(row.product._id)}
          className="flex min-h-11 items-center font-semibold text-stone-900 underline-offset-2 hover:underline"
        >
          {name}
        </Link>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${stateStyle[row.state]}`}>
          {t.state[row.state]}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-stone-700">
        {/* An unlimited size has no count to show: its badge says so, once. */}
        {row.stock === null ? null : (
          <div>
            <dt className="text-sm">{t.left}</dt>
            <dd className="text-lg font-semibold text-stone-900">{formatCount(row.stock)}</dd>
          </div>
        )}
        <div>
          <dt className="text-sm">{t.held}</dt>
          <dd className="text-lg font-semibold text-stone-900">{formatCount(row.held)}</dd>
        </div>
      </dl>
      {row.size.closed ? (
        <p className="font-semibold text-stone-600">{t.closed}</p>
      ) : row.state === 'sold-out' ? (
        <button
          type="button"
          className={buttonClassName({ variant: 'danger' })}
          disabled={closeSize.isPending}
          onClick={close}
        >
          {t.close}
        </button>
      ) : null}
    </li>
  );
}
