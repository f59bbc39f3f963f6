import { type Feature, paths } from '@haat/contract';
import { type ContentKind, ContentList } from '@/components/admin/admin-list';
import { smallImageUrl } from '@/lib/images';
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
        <div className="flex items-center gap-3">
          <img
            src={smallImageUrl('feature', feature.icon)}
            alt=""
            width={64}
            height={64}
            loading="lazy"
            className="size-14 shrink-0 rounded-xl bg-leaf-50 object-contain p-1.5"
          />
          <p className="min-w-0 font-semibold break-words text-stone-900">{feature.title}</p>
        </div>
      )}
    </ContentList>
  );
}
