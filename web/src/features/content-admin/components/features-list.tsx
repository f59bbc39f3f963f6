import { type Feature, paths } from '@haat/contract';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { EditIcon, PlusIcon, TrashIcon } from '@/components/ui/admin-icons';
import { buttonClassName } from '@/components/ui/button';
import { ContentSpinner } from '@/components/ui/content-spinner';
import { LoadError } from '@/components/ui/load-error';
import { adminMessages } from '@/lib/admin-messages';
import { ApiError } from '@/lib/api-client';
import { smallImageUrl } from '@/lib/images';
import { useDeleteFeature } from '../api/delete-feature';
import { useFeatures } from '../api/get-features';

const t = adminMessages.features;

/** /admin/features/all: the shop's features as the grid shows them; edit, or delete after a confirmation. */
export function FeaturesList() {
  const { data: features, isPending, isError, error, refetch } = useFeatures();
  const deleteFeature = useDeleteFeature();

  if (isPending) return <ContentSpinner label={t.loading} />;
  if (isError) return <LoadError message={error.message} onRetry={() => void refetch()} />;
  if (features.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-stone-200">
        <p className="text-stone-700">{t.empty}</p>
        <Link to={paths.adminAddFeature} className={buttonClassName()}>
          <PlusIcon className="size-4" />
          {t.add}
        </Link>
      </div>
    );
  }

  const remove = (feature: Feature) => {
    if (!window.confirm(t.confirmDelete(feature.title))) return;
    deleteFeature.mutate(feature._id, {
      onSuccess: (message) => toast.success(message || t.deleted),
      onError: (failure) =>
        toast.error(failure instanceof ApiError ? failure.message : adminMessages.somethingWentWrong),
    });
  };

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
