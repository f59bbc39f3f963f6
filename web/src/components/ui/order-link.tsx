import type { ReactNode } from 'react';
import { buttonClassName } from './button';
import { ArrowDownIcon } from './icons';

/** The in-page anchor of the order section (spec: every order button jumps to #order). */
export const ORDER_ANCHOR = 'order';

type OrderLinkProps = {
  children: ReactNode;
  variant?: 'primary' | 'accent' | 'outline';
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  /**
   * `/#order` rather than `#order`: from another page (the order success page) it leads to the
   * landing page's form, and on the landing page it is the same in-page jump.
   */
  fromAnyPage?: boolean;
};

/** A button-looking link to the order form; a plain link, so it works before JavaScript has loaded. */
export function OrderLink({
  children,
  variant = 'accent',
  size = 'md',
  className = '',
  fromAnyPage = false,
}: OrderLinkProps) {
  return (
    <a
      href={`${fromAnyPage ? '/' : ''}#${ORDER_ANCHOR}`}
      className={`${buttonClassName({ variant, size })} ${className}`}
    >
      {children}
      <ArrowDownIcon className="size-4" />
    </a>
  );
}
