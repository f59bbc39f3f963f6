import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PlusIcon } from '@/components/ui/admin-icons';
import { BackLink } from '@/components/ui/back-link';
import { buttonClassName } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { adminMessages } from '@/lib/admin-messages';
import { DocumentTitle } from './document-title';

type AdminPageProps = {
  title: string;
  description?: ReactNode;
  /** "Back to the list" above the heading. */
  back?: { to: string; label: string };
  actions?: ReactNode;
  children: ReactNode;
};

/** A back-office page: the tab's title, the way back, the heading row, then the page itself. */
export function AdminPage({ title, description, back, actions, children }: AdminPageProps) {
  return (
    <>
      <DocumentTitle>{adminMessages.pageTitle(title)}</DocumentTitle>
      {back ? <BackLink to={back.to} label={back.label} /> : null}
      <PageHeader title={title} description={description} actions={actions} />
      {children}
    </>
  );
}

/** A list page's way to add an item, beside its heading (and other links, the less important first). */
export function AddLinks({
  to,
  label,
  others,
}: {
  to: string;
  label: string;
  others?: Array<{ to: string; label: string }>;
}) {
  return (
    <>
      {others?.map((other) => (
        <Link
          key={other.to}
          to={other.to}
          className={`${buttonClassName({ variant: 'subtle', size: 'sm' })} min-h-11`}
        >
          {other.label}
        </Link>
      ))}
      <Link to={to} className={`${buttonClassName({ size: 'sm' })} min-h-11`}>
        <PlusIcon className="size-4" />
        {label}
      </Link>
    </>
  );
}
