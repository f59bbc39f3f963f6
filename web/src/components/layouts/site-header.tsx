import { paths } from '@haat/contract';
import { Link } from 'react-router';
import { PhoneIcon } from '@/components/ui/icons';
import { OrderLink } from '@/components/ui/order-link';
import { telLink } from '@/lib/contact-links';
import type { ResponsiveImage } from '@/lib/images';
import { messages } from '@/lib/messages';
import { formatCount } from '@/lib/numbers';

type SiteHeaderProps = {
  /** The uploaded logo's `src`/`srcSet`/`sizes`; undefined while it loads or when none is set. */
  logo?: ResponsiveImage | undefined;
  companyName: string;
  /** The hotline from site settings. */
  phone?: string;
  /** Products in the visitor's cart (0 on the server and until the stored cart is read). */
  cartCount?: number;
};

/** Product spec §2: logo linking home and an order button that jumps to #order; plus the hotline. */
export function SiteHeader({ logo, companyName, phone, cartCount = 0 }: SiteHeaderProps) {
  const phoneHref = phone ? telLink(phone) : null;
  return (
    <header className="sticky top-0 z-30 border-b border-leaf-100 bg-cream/95 backdrop-blur supports-[backdrop-filter]:bg-cream/85">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
        <Link
          to={paths.home}
          aria-label={messages.header.homeLink}
          className="flex h-12 min-w-11 items-center"
        >
          {logo ? (
            // Low priority: on slow data the offer's image and the font come before the logo.
            <img
              {...logo}
              fetchPriority="low"
              alt={companyName}
              width={176}
              height={44}
              decoding="async"
              className="h-11 w-auto min-w-0 max-w-[9rem] object-contain object-left sm:max-w-[11rem]"
            />
          ) : (
            <span className="truncate text-2xl font-semibold text-leaf-800">{companyName}</span>
          )}
        </Link>
        <div className="flex shrink-0 items-center gap-2 sm:gap-4">
          {phone && phoneHref ? (
            <a
              href={phoneHref}
              aria-label={messages.header.callHotline(phone)}
              className="flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full px-2 py-1 text-leaf-800 hover:bg-leaf-50"
            >
              <PhoneIcon className="size-5 shrink-0" />
              <span className="hidden flex-col leading-tight sm:flex">
                <span className="text-xs text-stone-600">{messages.header.hotline}</span>
                <span className="font-semibold">{phone}</span>
              </span>
            </a>
          ) : null}
          {/* At 44 px and on one line at any text size (Android's 130% and 150% included). */}
          <OrderLink size="sm" fromAnyPage className="min-h-11 whitespace-nowrap">
            {messages.header.order}
            {cartCount > 0 ? (
              <span
                data-testid="header-cart-count"
                className="-my-1 rounded-full bg-leaf-700 px-2 py-0.5 text-xs text-white tabular-nums"
              >
                <span aria-hidden="true">{formatCount(cartCount)}</span>
                <span className="sr-only">{messages.header.inCart(cartCount)}</span>
              </span>
            ) : null}
          </OrderLink>
        </div>
      </div>
    </header>
  );
}
