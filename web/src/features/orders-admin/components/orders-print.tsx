import { COURIER_NAMES, formatInvoiceNumber, type Order, paths } from '@haat/contract';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/admin/document-title';
import { PrintIcon } from '@/components/ui/admin-icons';
import { buttonClassName } from '@/components/ui/button';
import { FullPageSpinner } from '@/components/ui/full-page-spinner';
import { LoadError } from '@/components/ui/load-error';
import { adminMessages } from '@/lib/admin-messages';
import { useBusinessInfo } from '@/lib/api/admin/get-business-info';
import { useLogo } from '@/lib/api/admin/get-logo';
import { useSettings } from '@/lib/api/admin/get-settings';
import { imageUrl } from '@/lib/images';
import { messages } from '@/lib/messages';
import { formatTaka } from '@/lib/money';
import { notify } from '@/lib/notify';
import { formatCount } from '@/lib/numbers';
import { recordPrinted, useManyOrders } from '../api/bulk-orders';
import { invoiceMessages, orderMessages } from '../messages';
import { OrderInvoice } from './order-invoice';

const t = invoiceMessages;
type Paper = 'a4' | 'thermal' | 'labels';
const PAPERS: readonly Paper[] = ['a4', 'thermal', 'labels'];
const PAPER_STORAGE_KEY = 'invoicePaper';
const MM_PER_CSS_PIXEL = 25.4 / 96;

function storedPaper(): Paper {
  try {
    const stored = localStorage.getItem(PAPER_STORAGE_KEY);
    return stored === 'thermal' || stored === 'labels' ? stored : 'a4';
  } catch {
    return 'a4';
  }
}

/**
 * The sheets: A4 with invoices one after another (each kept whole); labels on A4; or the 80 mm roll,
 * where each invoice is a named page exactly as long as it measures (CSS has no "auto" page height),
 * so an invoice of any length prints in one piece.
 */
function pageRules(paper: Paper, heightsMm: readonly number[]): string {
  if (paper === 'a4') return '@page { size: A4; margin: 10mm 12mm; }';
  if (paper === 'labels') return '@page { size: A4; margin: 8mm; }';
  return heightsMm
    .map((height, index) => `@page roll-${index} { size: 80mm ${height}mm; margin: 4mm 3mm; }`)
    .join('\n');
}

/** One parcel's label: who it goes to, from whom, and the cash to collect. */
function ParcelLabel({
  order,
  companyName,
  hotline,
}: {
  order: Order;
  companyName: string;
  hotline?: string;
}) {
  return (
    <article className="parcel-label" aria-label={formatInvoiceNumber(order.invoiceNumber)}>
      <p className="parcel-label-to">{order.name}</p>
      <p>{order.phone}</p>
      <p>
        {order.address}, {order.city}
      </p>
      <p className="parcel-label-items">
        {order.products.map((line) => `${line.product.title} × ${formatCount(line.quantity)}`).join(', ')}
      </p>
      {order.parcel?.state === 'booked' ? (
        <p className="parcel-label-courier">
          {[COURIER_NAMES[order.parcel.courier], order.parcel.consignmentId, order.parcel.trackingCode]
            .filter(Boolean)
            .join(' · ')}
        </p>
      ) : null}
      <p className="invoice-muted">
        {formatInvoiceNumber(order.invoiceNumber)} · {companyName}
        {hotline ? ` · ${hotline}` : ''}
      </p>
      <p className="parcel-label-cod">
        <span>{t.labelCod}</span>
        <span>{formatTaka(order.total)}</span>
      </p>
    </article>
  );
}

/**
 * One order's invoice, or the orders picked on the list as one printable document (decision
 * 031), alone on the page outside the back office's layout. The paper (A4, the 80 mm roll, parcel
 * labels) is remembered on this device; printing is recorded on each order's timeline.
 */
export function OrdersPrint({ ids }: { ids: readonly string[] }) {
  const orders = useManyOrders(ids);
  const { data: logo } = useLogo();
  const { data: business } = useBusinessInfo();
  const { data: settings } = useSettings();
  const [paper, setPaper] = useState<Paper>(storedPaper);
  const stackRef = useRef<HTMLDivElement>(null);
  const [heightsMm, setHeightsMm] = useState<number[]>([]);
  const loaded = orders.data !== undefined;

  useLayoutEffect(() => {
    const stack = stackRef.current;
    if (paper !== 'thermal' || !loaded || !stack) return;
    const measure = () =>
      setHeightsMm(
        [...stack.querySelectorAll<HTMLElement>('.invoice')].map(
          (invoice) => Math.ceil(invoice.getBoundingClientRect().height * MM_PER_CSS_PIXEL) + 12,
        ),
      );
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(stack);
    return () => observer.disconnect();
  }, [paper, loaded]);

  const choosePaper = (choice: Paper) => {
    setPaper(choice);
    try {
      localStorage.setItem(PAPER_STORAGE_KEY, choice);
    } catch {
      // Not remembered; this print still uses it.
    }
  };

  const print = async () => {
    try {
      await recordPrinted({ ids: [...ids], paper });
    } catch {
      // The timeline could not say so; the parcel still needs its invoice.
      notify.error(adminMessages.somethingWentWrong);
    }
    window.print();
  };

  if (ids.length === 0 || orders.isError) {
    return (
      <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-stone-100 px-4">
        {orders.isError ? (
          <LoadError message={orders.error.message} onRetry={() => void orders.refetch()} />
        ) : (
          <p role="alert" className="rounded-2xl bg-white p-6 text-center shadow-sm">
            {orderMessages.notFound}
          </p>
        )}
        <Link to={paths.adminOrders} className="font-semibold text-leaf-800 hover:underline">
          {orderMessages.goBack}
        </Link>
      </main>
    );
  }
  if (orders.isPending) return <FullPageSpinner />;

  const companyName = business?.companyName || messages.footer.fallbackCompanyName;
  const hotline = settings?.phone || undefined;
  return (
    <main className="invoice-page">
      <DocumentTitle>
        {adminMessages.pageTitle(
          orders.data.length === 1 && orders.data[0]
            ? t.title(formatInvoiceNumber(orders.data[0].invoiceNumber))
            : t.manyTitle(formatCount(orders.data.length)),
        )}
      </DocumentTitle>
      <style>{pageRules(paper, heightsMm)}</style>
      <div className="invoice-toolbar" data-paper={paper === 'thermal' ? 'thermal' : 'a4'}>
        <fieldset className="flex flex-wrap items-center gap-1 rounded-full bg-white p-1 shadow-sm">
          <legend className="sr-only">{t.paper}</legend>
          {PAPERS.map((choice) => (
            <label
              key={choice}
              className={`flex min-h-11 cursor-pointer items-center rounded-full px-3 text-sm font-semibold has-focus-visible:outline-2 has-focus-visible:outline-leaf-700 ${
                paper === choice ? 'bg-leaf-700 text-white' : 'text-stone-700 hover:bg-stone-100'
              }`}
            >
              <input
                type="radio"
                name="paper"
                value={choice}
                checked={paper === choice}
                onChange={() => choosePaper(choice)}
                className="sr-only"
              />
              {t.papers[choice]}
            </label>
          ))}
        </fieldset>
        <button
          type="button"
          onClick={() => void print()}
          className={`${buttonClassName({ size: 'sm' })} min-h-11`}
        >
          <PrintIcon className="size-4" />
          {t.print}
        </button>
      </div>
      {paper === 'labels' ? (
        <div className="parcel-labels" data-testid="parcel-labels">
          {orders.data.map((order) => (
            <ParcelLabel key={order._id} order={order} companyName={companyName} hotline={hotline} />
          ))}
        </div>
      ) : (
        <div ref={stackRef} className="invoice-stack" data-paper={paper}>
          {orders.data.map((order, index) => (
            <div key={order._id} style={paper === 'thermal' ? { page: `roll-${index}` } : undefined}>
              <OrderInvoice
                order={order}
                paper={paper}
                companyName={companyName}
                logoSrc={logo?.logo ? imageUrl('logo', logo.logo) : undefined}
                hotline={hotline}
              />
            </div>
          ))}
        </div>
      )}
    </main>
  );
}
