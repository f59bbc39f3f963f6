import { AdminPage } from '@/components/admin/admin-page';
import { useOpenDraftCount } from '@/features/checkout-drafts-admin/api/checkout-drafts';
import { CheckoutDraftsList } from '@/features/checkout-drafts-admin/components/checkout-drafts-list';
import { draftsMessages } from '@/features/checkout-drafts-admin/messages';
import { formatCount } from '@/lib/numbers';

const t = draftsMessages;

/**
 * /admin/checkout-drafts (owners and order staff, decision 039): visitors who typed their details into
 * the order form and left, to call back. The title counts the open ones whichever state is shown.
 */
export default function CheckoutDraftsRoute() {
  const open = useOpenDraftCount();
  return (
    <AdminPage title={open ? `${t.title} (${formatCount(open)})` : t.title} description={t.intro}>
      <CheckoutDraftsList />
    </AdminPage>
  );
}
