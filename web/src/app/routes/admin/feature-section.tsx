import { paths } from '@haat/contract';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { FeatureSectionScreen } from '@/features/content-admin/components/section-title-form';
import { featureMessages, sectionMessages } from '@/features/content-admin/messages';
import { adminMessages } from '@/lib/admin-messages';

const t = sectionMessages;

/** /admin/feature/section. */
export default function FeatureSectionRoute() {
  return (
    <>
      <title>{adminMessages.pageTitle(t.featureTitle)}</title>
      <BackLink to={paths.adminFeatures} label={featureMessages.backToList} />
      <PageHeader title={t.featureTitle} />
      <FeatureSectionScreen />
    </>
  );
}
