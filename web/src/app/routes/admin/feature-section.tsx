import { paths } from '@haat/contract';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { FeatureSectionScreen } from '@/features/content-admin/components/section-title-form';
import { adminMessages } from '@/lib/admin-messages';

const t = adminMessages.sections;

/** /admin/feature/section. */
export default function FeatureSectionRoute() {
  return (
    <>
      <title>{adminMessages.pageTitle(t.featureTitle)}</title>
      <BackLink to={paths.adminFeatures} label={adminMessages.features.backToList} />
      <PageHeader title={t.featureTitle} />
      <FeatureSectionScreen />
    </>
  );
}
