import { formatInvoiceNumber, type Order, paths } from '@haat/contract';
import { buttonClassName } from '@/components/ui/button';
import { messages } from '@/lib/messages';
import { formatTaka } from '@/lib/money';
import { formatCount } from '@/lib/numbers';
import { journeyMessages } from '../journey-messages';
import { ShopContactButtons, type ShopContacts } from './shop-contact';

const t = messages.orderSuccess;

/**
 * The success page as the server draws it for the form that works without the app (decision 069):
 * the order's number, lines and total, and the way to the shop. Server-rendered only, so none of it
 * is in the landing page's script; with the app, the success page is OrderConfirmation.
 */
export function OrderReceived({ order, contacts }: { order: Order; contacts: ShopContacts }) {
  const invoice = formatInvoiceNumber(order.invoiceNumber);
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center gap-5 px-4 py-10 text-center">
      <h1 className="text-2xl font-semibold text-leaf-900">{t.thankYou}</h1>
      <p className="text-stone-700">{t.cashOnDelivery}</p>
      <p>
        {t.orderNumber}: <strong data-testid="order-number">{invoice}</strong>
      </p>
      <ul className="flex w-full flex-col gap-1">
        {order.products.map((line) => (
          <li key={line._id}>
            {line.product.title} × {formatCount(line.quantity)}
          </li>
        ))}
      </ul>
      <p>
        {t.total}: <strong data-testid="order-total">{formatTaka(order.total)}</strong>
      </p>
      <ShopContactButtons contacts={contacts} message={journeyMessages.whatsAppAboutOrder(invoice)} />
      <a href={paths.home} className={buttonClassName()}>
        {t.goHome}
      </a>
    </section>
  );
}
