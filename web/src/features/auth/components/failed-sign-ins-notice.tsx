import { useSession } from '@/lib/auth';
import { formatDateShortTime } from '@/lib/dates';
import { formatCount } from '@/lib/numbers';
import { signInSecurityMessages as t } from '../messages';

/**
 * Shown after signing in when someone failed to sign in to this account since the previous time:
 * how many times, and when and from where the latest ones came. It stays until the admin says they
 * have read it, and offers to end every other session.
 */
export function FailedSignInsNotice() {
  const { failedSignIns, dismissFailedSignIns, logoutEverywhere } = useSession();
  if (!failedSignIns) return null;
  return (
    <section
      role="alert"
      aria-labelledby="failed-sign-ins-title"
      className="mb-5 flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <h2 id="failed-sign-ins-title" className="font-semibold">
        {t.failedSignInsTitle(formatCount(failedSignIns.count))}
      </h2>
      <p className="text-sm">{t.failedSignInsBody}</p>
      <ul className="flex flex-col gap-1 text-sm">
        {failedSignIns.recent.slice(0, 5).map((failure) => (
          <li key={`${failure.at}-${failure.address}`}>
            {t.failedSignInAt(formatDateShortTime(failure.at), failure.address)}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={dismissFailedSignIns}
          className="min-h-11 rounded-lg bg-amber-900 px-4 font-semibold text-white hover:bg-amber-950"
        >
          {t.dismiss}
        </button>
        <button
          type="button"
          onClick={() => void logoutEverywhere()}
          className="min-h-11 rounded-lg border border-amber-900 px-4 font-semibold text-amber-950 hover:bg-amber-100"
        >
          {t.endEverySession}
        </button>
      </div>
    </section>
  );
}
