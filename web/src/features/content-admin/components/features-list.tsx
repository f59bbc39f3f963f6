import { type Feature, paths } from '@haat/contract';
import { type ContentKind, ContentList } from '@/components/admin/admin-list';
import { ThumbnailTitle } from '@/components/ui/thumbnail-title';
import { useDeleteFeature } from '../api/delete-feature';
import { useFeatures } from '../api/get-features';
import { featureMessages } from '../messages';

const links = { add: paths.adminAddFeature, edit: paths.adminEditFeature };
const name = (feature: Feature) => feature.title;
const list: ContentKind<Feature> = { kind: 'feature', layout: 'grid', words: featureMessages, links, name };

/** /admin/features/all: the shop's features as the grid shows them; edit, or delete after a confirmation. */
export function FeaturesList() {
  return (
    <ContentList of={list} query={useFeatures()} remove={useDeleteFeature()}>
      {(feature) => (
        <ThumbnailTitle
          kind="feature"
          file={feature.icon}
          title={feature.title}
          size={64}
          lazy
          imageClassName="bg-leaf-50 object-contain p-1.5"
          titleClassName="min-w-0 font-semibold break-words text-stone-900"
        />
      )}
    </ContentList>
  );
}
