import { COURIER_NAMES, formatInvoiceNumber, type Order } from '@haat/contract';
import type { Ref } from 'react';
import { ColumnHeads } from '@/components/ui/column-heads';
import { formatDate } from '@/lib/dates';
import { formatTaka } from '@/lib/money';
import { formatCount } from '@/lib/numbers';
import { effectivePrice } from '@/lib/pricing';
import { lineTotal, orderSubtotal } from '../order-totals';
import './order-invoice.css';
import { invoiceMessages } from '../messages';

const t = invoiceMessages;

/** A4 sheet, or the 80 mm roll of a receipt printer. */
export type InvoicePaper = 'a4' | 'thermal';

type OrderInvoiceProps = {
  order: Order;
  paper: InvoicePaper;
  companyName: string;
  logoSrc?: string;
  hotline?: string;
  ref?: Ref<HTMLElement>;
};

/**
 * The invoice that goes into the parcel: the shop (logo, name, hotline), the INV number and date,
 * the customer and address, the lines, subtotal, shipping and total, and that it is cash on delivery.
 */
export function OrderInvoice({ order, paper, companyName, logoSrc, hotline, ref }: OrderInvoiceProps) {
  const subtotal = orderSubtotal(order);
  return (
    <article
      ref={ref}
      className="invoice"
      data-paper={paper}
      aria-label={t.title(formatInvoiceNumber(order.invoiceNumber))}
    >
      <header className="invoice-header">
        <div className="invoice-shop">
          {logoSrc ? <img src={logoSrc} alt="" className="invoice-logo" /> : null}
          <div>
            <p className="invoice-company">{companyName}</p>
            {hotline ? (
              <p className="invoice-muted" style={{ margin: 0 }}>
                {t.hotline}: {hotline}
              </p>
            ) : null}
          </div>
        </div>
        <div className="invoice-meta">
          <p className="invoice-title">{t.heading}</p>
          <h1 className="invoice-number">{formatInvoiceNumber(order.invoiceNumber)}</h1>
          <p className="invoice-muted" style={{ margin: 0 }}>
            {t.date}: {formatDate(order.createdAt)}
          </p>
        </div>
      </header>

      <dl className="invoice-customer">
        <dt>{t.billTo}</dt>
        <dd>
          {order.name}, {order.phone}
        </dd>
        <dt>{t.address}</dt>
        <dd>
          {order.address}, {order.city}
        </dd>
      </dl>

      {order.parcel?.state === 'booked' ? (
        // What the rider and the customer look the parcel up by (decision 035).
        <dl className="invoice-parcel" data-testid="invoice-parcel">
          <dt>{t.courier}</dt>
          <dd>{COURIER_NAMES[order.parcel.courier]}</dd>
          {order.parcel.consignmentId ? (
            <>
              <dt>{t.consignment}</dt>
              <dd className="invoice-code">{order.parcel.consignmentId}</dd>
            </>
          ) : null}
          {order.parcel.trackingCode ? (
            <>
              <dt>{t.tracking}</dt>
              <dd className="invoice-code">{order.parcel.trackingCode}</dd>
            </>
          ) : null}
        </dl>
      ) : null}

      <table className="invoice-items">
        <thead>
          <tr>
            <ColumnHeads
              columns={[
                { label: t.product },
                { label: t.quantity, className: 'num wide' },
                { label: t.unitPrice, className: 'num wide' },
                { label: t.lineTotal, className: 'num' },
              ]}
            />
          </tr>
        </thead>
        <tbody>
          {order.products.map((line) => {
            const unit = formatTaka(effectivePrice(line.product));
            return (
              <tr key={line._id}>
                <td>
                  {line.product.title}
                  <span className="line-detail">
                    {formatCount(line.quantity)} × {unit}
                  </span>
                </td>
                <td className="num wide">{formatCount(line.quantity)}</td>
                <td className="num wide">{unit}</td>
                <td className="num">{formatTaka(lineTotal(line))}</td>
              </tr>
            );
          })}
        </tbody>
      </table>

      <dl className="invoice-totals">
        <dt>{t.subTotal}</dt>
        <dd>{formatTaka(subtotal)}</dd>
        {order.discount > 0 ? (
          <>
            <dt>{t.discount}</dt>
            <dd>−{formatTaka(order.discount)}</dd>
          </>
        ) : null}
        <dt>{t.shipping}</dt>
        <dd>{formatTaka(order.shipping)}</dd>
        <dt className="grand">{t.total}</dt>
        <dd className="grand">{formatTaka(order.total)}</dd>
      </dl>

      <p className="invoice-payment">
        {t.payment}: {t.cashOnDelivery}
        <br />
        {t.dueOnDelivery}: {formatTaka(order.total)}
      </p>
      <p className="invoice-thanks">{t.thanks}</p>
    </article>
  );
}
