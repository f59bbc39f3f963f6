import type { ReactNode } from 'react';
import { ORDER_ANCHOR } from '@/components/ui/order-link';
import { SectionHeading } from '@/components/ui/section-heading';
import { messages } from '@/lib/messages';

type OrderSectionProps = { children?: ReactNode };

/**
 * The #order anchor every order button jumps to. It holds the cart summary and the order form
 * (built in the next issue); for now it is the heading and whatever the page passes in.
 */
export function OrderSection({ children }: OrderSectionProps) {
  return (
    <section id={ORDER_ANCHOR} aria-labelledby="order-heading" className="scroll-mt-20 py-12">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-8 px-4">
        <SectionHeading id="order-heading">{messages.order.heading}</SectionHeading>
        {children}
      </div>
    </section>
  );
}
