import { paths } from '@haat/contract';
import { Link, useParams } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { messages } from '@/lib/messages';

/** Placeholder until the order confirmation page is built (next issue). */
export function OrderSuccessRoute() {
  const { orderId = '' } = useParams();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold text-leaf-900">{messages.orderSuccess.placeholderTitle}</h1>
      <p className="text-stone-700">
        {messages.orderSuccess.placeholderBody} <span className="font-semibold break-all">{orderId}</span>
      </p>
      <Link to={paths.home} className={buttonClassName()}>
        {messages.orderSuccess.goHome}
      </Link>
    </section>
  );
}
