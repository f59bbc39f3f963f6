import { paths } from '@haat/contract';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { messages } from '@/lib/messages';

/**
 * Every /admin page until the back office is built: says so honestly instead of showing forms that
 * do nothing. Loaded on demand, so none of it reaches the storefront's bundle.
 */
export default function AdminPlaceholderRoute() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-cream px-4">
      <title>{messages.admin.placeholderTitle}</title>
      <meta name="robots" content="noindex" />
      <section className="flex max-w-lg flex-col items-center gap-4 rounded-3xl bg-white p-8 text-center shadow-sm">
        <h1 className="text-2xl font-semibold text-leaf-900">{messages.admin.placeholderTitle}</h1>
        <p className="text-stone-700">{messages.admin.placeholderBody}</p>
        <Link to={paths.home} className={buttonClassName()}>
          {messages.admin.goToShop}
        </Link>
      </section>
    </main>
  );
}
