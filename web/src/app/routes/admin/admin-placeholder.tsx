import { paths } from '@haat/contract';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { adminMessages } from '@/lib/admin-messages';

const t = adminMessages.placeholder;

/**
 * The content screens (products, features, FAQ, banner, logo, favicon, business info, SEO) until
 * they are built: says so honestly inside the back office instead of showing forms that do nothing.
 */
export default function AdminPlaceholderRoute() {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-stone-200">
      <title>{adminMessages.pageTitle(t.title)}</title>
      <h1 className="text-2xl font-semibold text-stone-900">{t.title}</h1>
      <p className="text-stone-700">{t.body}</p>
      <Link to={paths.adminOrders} className={buttonClassName()}>
        {t.toOrders}
      </Link>
    </section>
  );
}
