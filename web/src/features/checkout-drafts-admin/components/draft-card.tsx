import { type CheckoutDraft, formatInvoiceNumber, paths } from '@haat/contract';
import { Link } from 'react-router';
import { TrashIcon } from '@/components/ui/admin-icons';
import { buttonClassName } from '@/components/ui/button';
import { PhoneIcon, WhatsAppIcon } from '@/components/ui/icons';
import { telLink, whatsAppLink } from '@/lib/contact-links';
import { formatDateShortTime } from '@/lib/dates';
import { formatTaka } from '@/lib/money';
import { formatCount } from '@/lib/numbers';
import { fieldList, missingFields, timeAgo } from '../draft-view';
import { draftsMessages as t } from '../messages';

type DraftCardProps = {
  draft: CheckoutDraft;
  onConvert: () => void;
  onDismiss: () => void;
  dismissing: boolean;
  busy: boolean;
};

const contactClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-4 font-semibold ring-1 ring-inset transition-colors';

/**
 * One visitor who left the order form, laid out for a phone: who and when, where, what they had
 * picked and what it comes to today, then the call, WhatsApp, and (while open) order or dismiss.
 */
export function DraftCard({ draft, onConvert, onDismiss, dismissing, busy }: DraftCardProps) {
  // Named by their number when they gave no name: that is what staff dial.
  const who = draft.name || draft.phone;
  const phoneHref = telLink(draft.phone);
  const whatsApp = whatsAppLink(draft.phone);
  const missing = missingFields(draft);
  const place = [draft.city, draft.address].filter(Boolean).join(', ');
  const open = draft.state === 'open';
  return (
    <li
      data-draft-id={draft._id}
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p data-testid="draft-name" className="text-lg font-semibold break-words text-stone-900">
            {draft.name || <span className="font-normal text-stone-500">{t.noName}</span>}
          </p>
          <p dir="ltr" data-testid="draft-phone" className="text-start font-mono text-stone-800">
            {draft.phone}
          </p>
        </div>
        <time
          dateTime={draft.updatedAt}
          className="shrink-0 rounded-full bg-stone-100 px-2 py-0.5 text-sm text-stone-600"
        >
          {timeAgo(draft.updatedAt)}
        </time>
      </div>

      <p className={place ? 'break-words text-stone-700' : 'text-stone-500'}>{place || t.noAddress}</p>

      {draft.products.length > 0 ? (
        <div className="rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200">
          <p className="sr-only">{t.basket}</p>
          <ul className="flex flex-col gap-1" data-testid="draft-lines">
            {draft.products.map((line) => (
              <li key={line.product._id} className="flex items-baseline justify-between gap-3">
                <span className="min-w-0 break-words text-stone-800">
                  {line.product.title}{' '}
                  <span className="whitespace-nowrap text-stone-600">
                    {t.quantity(formatCount(line.quantity))}
                  </span>
                </span>
                <span className="shrink-0 text-stone-700">
                  {formatTaka(line.product.price * line.quantity)}
                </span>
              </li>
            ))}
            {draft.shipping !== null ? (
              <li className="flex items-baseline justify-between gap-3 text-stone-600">
                <span>{t.shipping}</span>
                <span className="shrink-0">{formatTaka(draft.shipping)}</span>
              </li>
            ) : null}
          </ul>
          <p className="mt-2 flex items-baseline justify-between gap-3 border-t border-stone-200 pt-2 font-semibold text-stone-900">
            <span>{t.total}</span>
            <span data-testid="draft-total">{formatTaka(draft.total)}</span>
          </p>
        </div>
      ) : (
        <p className="text-stone-500">{t.noProducts}</p>
      )}

      <p className="text-sm text-stone-500">{t.lastTyped(formatDateShortTime(draft.updatedAt))}</p>

      {open && missing.length > 0 ? (
        <p className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          {t.toAsk(fieldList(missing))}
        </p>
      ) : null}

      {draft.order ? (
        <Link
          to={paths.adminOrder(draft.order._id)}
          className="inline-flex min-h-11 items-center self-start font-semibold text-leaf-800 underline decoration-leaf-300 underline-offset-4"
        >
          {t.order(formatInvoiceNumber(draft.order.invoiceNumber))}
        </Link>
      ) : null}

      {/* At the card's foot, so cards side by side on a wide screen have their buttons in one row. */}
      <div className="mt-auto grid grid-cols-2 gap-2">
        {phoneHref ? (
          <a
            href={phoneHref}
            aria-label={t.callFor(who)}
            className={`${contactClass} bg-leaf-50 text-leaf-800 ring-leaf-300 hover:bg-leaf-100`}
          >
            <PhoneIcon className="size-4" />
            {t.call}
          </a>
        ) : null}
        {whatsApp ? (
          <a
            href={whatsApp}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t.whatsAppFor(who)}
            className={`${contactClass} bg-white text-emerald-800 ring-emerald-300 hover:bg-emerald-50`}
          >
            <WhatsAppIcon className="size-4" />
            WhatsApp
          </a>
        ) : null}
        {open ? (
          <>
            <button
              type="button"
              onClick={onConvert}
              aria-label={t.convertFor(who)}
              className={`${buttonClassName()} min-h-11`}
            >
              {t.convert}
            </button>
            <button
              type="button"
              onClick={onDismiss}
              disabled={busy}
              aria-label={t.dismissFor(who)}
              className={`${buttonClassName({ variant: 'danger' })} min-h-11`}
            >
              <TrashIcon className="size-4" />
              {dismissing ? t.dismissing : t.dismiss}
            </button>
          </>
        ) : null}
      </div>
    </li>
  );
}
