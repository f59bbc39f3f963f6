import { paths } from '@haat/contract';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { DocumentTitle } from '@/components/admin/document-title';
import { FullPageSpinner } from '@/components/ui/full-page-spinner';
import { LoginForm } from '@/features/auth/components/login-form';
import { loginMessages } from '@/features/auth/messages';
import { adminMessages } from '@/lib/admin-messages';
import { useSession } from '@/lib/auth';
import { NEXT_PARAM, safeNextPath } from '@/lib/auth-redirect';

const t = loginMessages;

type FromState = { from?: { pathname?: string; search?: string } } | null;

/** /admin/login: signs in, then goes where the admin was going (`?next=`), else to the dashboard. */
export default function AdminLoginRoute() {
  const { state } = useSession();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const from = (location.state as FromState)?.from;
  const next = safeNextPath(
    searchParams.get(NEXT_PARAM) ?? (from?.pathname ? `${from.pathname}${from.search ?? ''}` : null),
  );

  if (state.status === 'signed-in') return <Navigate to={next} replace />;
  if (state.status === 'checking') return <FullPageSpinner />;

  const notice =
    state.status === 'signed-out' && state.reason === 'expired'
      ? adminMessages.session.ended
      : state.status === 'signed-out' && state.reason === 'logged-out'
        ? adminMessages.session.loggedOut
        : null;

  return (
    <main className="flex min-h-dvh items-center justify-center bg-stone-100 px-4 py-10">
      <DocumentTitle>{adminMessages.pageTitle(t.title)}</DocumentTitle>
      <div className="flex w-full max-w-sm flex-col gap-6">
        <p className="text-center text-lg font-semibold text-leaf-800">{adminMessages.brand}</p>
        <section
          aria-labelledby="login-title"
          className="flex flex-col gap-5 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
        >
          <div className="flex flex-col gap-1">
            <h1 id="login-title" className="text-2xl font-semibold text-stone-900">
              {t.title}
            </h1>
            <p className="text-stone-600">{t.intro}</p>
          </div>
          {notice ? (
            <p
              role="status"
              className="rounded-xl bg-amber-50 px-3 py-2 text-amber-900 ring-1 ring-amber-200"
            >
              {notice}
            </p>
          ) : null}
          <LoginForm />
        </section>
        <Link to={paths.home} className="self-center font-semibold text-leaf-800 hover:underline">
          {t.backToShop}
        </Link>
      </div>
    </main>
  );
}
