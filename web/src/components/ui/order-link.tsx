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
};

/** A button-looking link to the order form; a plain link, so it works before JavaScript has loaded. */
export function OrderLink({ children, variant = 'accent', size = 'md', className = '' }: OrderLinkProps) {
  return (
    <a href={`#${ORDER_ANCHOR}`} className={`${buttonClassName({ variant, size })} ${className}`}>
      {children}
      <ArrowDownIcon className="size-4" />
    </a>
  );
}
