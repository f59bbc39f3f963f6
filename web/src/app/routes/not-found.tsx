import { paths } from '@haat/contract';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { messages } from '@/lib/messages';

/** Any URL that is not a page of the app. */
export function NotFoundRoute() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <p aria-hidden="true" className="text-6xl font-semibold text-mango-500">
        ৪০৪
      </p>
      <h1 className="text-2xl font-semibold text-leaf-900">{messages.notFound.title}</h1>
      <p className="text-stone-700">{messages.notFound.body}</p>
      <Link to={paths.home} className={buttonClassName()}>
        {messages.notFound.goHome}
      </Link>
    </section>
  );
}
