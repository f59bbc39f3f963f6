import { type Feature, paths } from '@haat/contract';
import { Link } from 'react-router';
import { EditIcon, TrashIcon } from '@/components/ui/admin-icons';
import { buttonClassName } from '@/components/ui/button';
import { ContentSpinner } from '@/components/ui/content-spinner';
import { EmptyList } from '@/components/ui/empty-list';
import { LoadError } from '@/components/ui/load-error';
import { adminMessages } from '@/lib/admin-messages';
import { confirmAndDelete } from '@/lib/confirm-delete';
import { smallImageUrl } from '@/lib/images';
import { useDeleteFeature } from '../api/delete-feature';
import { useFeatures } from '../api/get-features';
import { featureMessages } from '../messages';

const t = featureMessages;

/** /admin/features/all: the shop's features as the grid shows them; edit, or delete after a confirmation. */
export function FeaturesList() {
  const { data: features, isPending, isError, error, refetch } = useFeatures();
  const deleteFeature = useDeleteFeature();

  if (isPending) return <ContentSpinner label={t.loading} />;
  if (isError) return <LoadError message={error.message} onRetry={() => void refetch()} />;
  if (features.length === 0)
    return <EmptyList message={t.empty} addLabel={t.add} addTo={paths.adminAddFeature} />;

  const remove = (feature: Feature) =>
    confirmAndDelete({
      question: t.confirmDelete(feature.title),
      id: feature._id,
      mutation: deleteFeature,
      deletedMessage: t.deleted,
    });

  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {features.map((feature) => (
        <li
          key={feature._id}
          data-feature-id={feature._id}
          className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
        >
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
          <div className="mt-auto flex flex-wrap justify-end gap-2">
            <Link
              to={paths.adminEditFeature(feature._id)}
              aria-label={t.editFor(feature.title)}
              className={buttonClassName({ variant: 'subtle', size: 'sm' })}
            >
              <EditIcon className="size-4" />
              {adminMessages.edit}
            </Link>
            <button
              type="button"
              onClick={() => remove(feature)}
              disabled={deleteFeature.isPending}
              aria-label={t.deleteFor(feature.title)}
              className={buttonClassName({ variant: 'danger', size: 'sm' })}
            >
              <TrashIcon className="size-4" />
              {deleteFeature.isPending && deleteFeature.variables === feature._id
                ? adminMessages.deleting
                : adminMessages.delete}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
