import { formatInvoiceNumber, paths } from '@haat/contract';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { PrintIcon } from '@/components/ui/admin-icons';
import { buttonClassName } from '@/components/ui/button';
import { FullPageSpinner } from '@/components/ui/full-page-spinner';
import { LoadError } from '@/components/ui/load-error';
import { useBusinessInfo } from '@/features/content/api/get-business-info';
import { useLogo } from '@/features/content/api/get-logo';
import { useOrder } from '@/features/orders-admin/api/get-order';
import { type InvoicePaper, OrderInvoice } from '@/features/orders-admin/components/order-invoice';
import { invoiceMessages, orderMessages } from '@/features/orders-admin/messages';
import { useSettings } from '@/features/settings/api/get-settings';
import { adminMessages } from '@/lib/admin-messages';
import { isMissing } from '@/lib/api-client';
import { imageUrl } from '@/lib/images';
import { messages } from '@/lib/messages';

const t = invoiceMessages;
const PAPER_STORAGE_KEY = 'invoicePaper';

const MM_PER_CSS_PIXEL = 25.4 / 96;

/**
 * The sheet the browser prints on. A receipt roll is 80 mm wide and as long as the invoice: CSS has
 * no "auto" page height, so the invoice is measured and the page made that long (plus a little for
 * the tear-off), which prints it in one piece instead of cut into A4-long pages.
 */
const pageRule = (paper: InvoicePaper, thermalHeightMm: number) =>
  paper === 'a4'
    ? '@page { size: A4; margin: 12mm 14mm; }'
    : `@page { size: 80mm ${thermalHeightMm}mm; margin: 4mm 3mm; }`;

function storedPaper(): InvoicePaper {
  try {
    return localStorage.getItem(PAPER_STORAGE_KEY) === 'thermal' ? 'thermal' : 'a4';
  } catch {
    return 'a4';
  }
}

/**
 * /admin/order/print/{id}: the invoice alone, outside the back office's layout, for the parcel.
 * The paper choice (A4 or an 80 mm receipt printer) is remembered on this device.
 */
export default function PrintOrderRoute() {
  const { id = '' } = useParams();
  const order = useOrder(id);
  const { data: logo } = useLogo();
  const { data: business } = useBusinessInfo();
  const { data: settings } = useSettings();
  const [paper, setPaper] = useState<InvoicePaper>(storedPaper);
  const invoiceRef = useRef<HTMLElement>(null);
  const [thermalHeightMm, setThermalHeightMm] = useState(200);
  const loaded = order.data !== undefined;

  useLayoutEffect(() => {
    const invoice = invoiceRef.current;
    if (paper !== 'thermal' || !loaded || !invoice) return;
    const measure = () =>
      setThermalHeightMm(Math.ceil(invoice.getBoundingClientRect().height * MM_PER_CSS_PIXEL) + 12);
    measure();
    // The logo arriving late makes the invoice taller.
    const observer = new ResizeObserver(measure);
    observer.observe(invoice);
    return () => observer.disconnect();
  }, [paper, loaded]);

  const choosePaper = (choice: InvoicePaper) => {
    setPaper(choice);
    try {
      localStorage.setItem(PAPER_STORAGE_KEY, choice);
    } catch {
      // Not remembered; this print still uses it.
    }
  };

  if (order.isPending) return <FullPageSpinner />;
  if (order.isError) {
    const missing = isMissing(order.error);
    return (
      <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-stone-100 px-4">
        {missing ? (
          <p role="alert" className="rounded-2xl bg-white p-6 text-center shadow-sm">
            {orderMessages.notFound}
          </p>
        ) : (
          <LoadError message={order.error.message} onRetry={() => void order.refetch()} />
        )}
        <Link to={paths.adminOrders} className="font-semibold text-leaf-800 hover:underline">
          {orderMessages.goBack}
        </Link>
      </main>
    );
  }

  const invoice = formatInvoiceNumber(order.data.invoiceNumber);
  return (
    <main className="invoice-page">
      <title>{adminMessages.pageTitle(t.title(invoice))}</title>
      <style>{pageRule(paper, thermalHeightMm)}</style>
      <div className="invoice-toolbar" data-paper={paper}>
        <fieldset className="flex items-center gap-1 rounded-full bg-white p-1 shadow-sm">
          <legend className="sr-only">{t.paper}</legend>
          {(['a4', 'thermal'] as const).map((choice) => (
            <label
              key={choice}
              className={`cursor-pointer rounded-full px-3 py-1.5 text-sm font-semibold has-focus-visible:outline-2 has-focus-visible:outline-leaf-700 ${
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
              {choice === 'a4' ? t.a4 : t.thermal}
            </label>
          ))}
        </fieldset>
        <button type="button" onClick={() => window.print()} className={buttonClassName({ size: 'sm' })}>
          <PrintIcon className="size-4" />
          {t.print}
        </button>
      </div>
      <OrderInvoice
        ref={invoiceRef}
        order={order.data}
        paper={paper}
        companyName={business?.companyName || messages.footer.fallbackCompanyName}
        logoSrc={logo?.logo ? imageUrl('logo', logo.logo) : undefined}
        hotline={settings?.phone || undefined}
      />
    </main>
  );
}
