import { paths } from '@haat/contract';
import { Link } from 'react-router';
import { PlusIcon } from '@/components/ui/admin-icons';
import { buttonClassName } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { FeaturesList } from '@/features/content-admin/components/features-list';
import { featureMessages } from '@/features/content-admin/messages';
import { adminMessages } from '@/lib/admin-messages';

const t = featureMessages;

/** /admin/features/all. */
export default function FeaturesRoute() {
  return (
    <>
      <title>{adminMessages.pageTitle(t.title)}</title>
      <PageHeader
        title={t.title}
        description={t.intro}
        actions={
          <>
            <Link
              to={paths.adminFeatureSection}
              className={buttonClassName({ variant: 'subtle', size: 'sm' })}
            >
              {t.sectionLink}
            </Link>
            <Link to={paths.adminAddFeature} className={buttonClassName({ size: 'sm' })}>
              <PlusIcon className="size-4" />
              {t.add}
            </Link>
          </>
        }
      />
      <FeaturesList />
    </>
  );
}
