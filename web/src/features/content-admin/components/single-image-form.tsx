import { faviconPngFile } from '@haat/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { buttonClassName } from '@/components/ui/button';
import { ContentSpinner } from '@/components/ui/content-spinner';
import { FormAlert } from '@/components/ui/form-alert';
import { ImagePicker } from '@/components/ui/image-picker';
import { LoadError } from '@/components/ui/load-error';
import { adminMessages } from '@/lib/admin-messages';
import { ApiError } from '@/lib/api-client';
import { acceptedTypes, formatFileSize, imageFileSchema, UPLOAD_MAX_BYTES } from '@/lib/image-files';
import { imageUrl } from '@/lib/images';
import { useImagePreview } from '@/lib/use-image-preview';
import { useFavicon } from '../api/get-favicon';
import { useLogo } from '../api/get-logo';
import { useSaveFavicon } from '../api/save-favicon';
import { useSaveLogo } from '../api/save-logo';
import { toSingleImageFormData } from '../feature-form';
import { faviconMessages, logoMessages } from '../messages';

type Saved = { _id: string };
type SaveImage = {
  mutate: (
    variables: { id: string | undefined; form: FormData },
    options: { onSuccess: (saved: Saved) => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
};

/** /admin/front-end/logo: the header logo. */
export function LogoScreen() {
  const { data, isPending, isError, error, refetch } = useLogo();
  const save = useSaveLogo();
  const t = logoMessages;
  if (isPending) return <ContentSpinner label={t.loading} />;
  if (isError) return <LoadError message={error.message} onRetry={() => void refetch()} />;
  return (
    <SingleImageForm
      id={data?._id}
      currentUrl={data ? imageUrl('logo', data.logo) : null}
      field="logo"
      save={save}
      labels={t}
      shape="wide"
    />
  );
}

/** /admin/front-end/favicon: the browser-tab icon (ICO accepted). */
export function FaviconScreen() {
  const { data, isPending, isError, error, refetch } = useFavicon();
  const save = useSaveFavicon();
  const t = faviconMessages;
  if (isPending) return <ContentSpinner label={t.loading} />;
  if (isError) return <LoadError message={error.message} onRetry={() => void refetch()} />;
  return (
    <SingleImageForm
      id={data?._id}
      // The 192 px PNG the server made: what a phone's home screen shows.
      currentUrl={data ? imageUrl('favicon', faviconPngFile(data.icon, 192)) : null}
      tabIconUrl={data ? imageUrl('favicon', faviconPngFile(data.icon, 32)) : null}
      field="icon"
      save={save}
      labels={t}
      shape="square"
    />
  );
}

type SingleImageFormProps = {
  id: string | undefined;
  currentUrl: string | null;
  /** The favicon's small copy, for the browser-tab preview. */
  tabIconUrl?: string | null;
  field: 'logo' | 'icon';
  save: SaveImage;
  labels: { intro: string; field: string; saved: string; currentAlt: string };
  shape: 'square' | 'wide';
};

/** One picture of the shop (logo or favicon): the current one, a new file's preview, and save. */
function SingleImageForm({ id, currentUrl, tabIconUrl, field, save, labels, shape }: SingleImageFormProps) {
  const kind = field === 'icon' ? 'favicon' : 'image';
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset, watch } = useForm({
    resolver: zodResolver(z.object({ file: imageFileSchema({ required: true, kind }) })),
    defaultValues: { file: null },
  });
  const chosen = watch('file');

  const submit = handleSubmit((values) => {
    if (!values.file) return;
    setFormError(null);
    save.mutate(
      { id, form: toSingleImageFormData(field, values.file) },
      {
        onSuccess: () => {
          reset({ file: null });
          toast.success(labels.saved);
        },
        onError: (error) => {
          // A refused file (413, 415) names its field (`logo`, `icon`): here that is the one picker.
          const fileError =
            error instanceof ApiError
              ? (error.errors.find((fieldError) => fieldError.path === field)?.message ??
                (error.status === 413 || error.status === 415 ? error.message : null))
              : null;
          const message = error instanceof ApiError ? error.message : adminMessages.somethingWentWrong;
          if (fileError) setError('file', { type: 'server', message: fileError }, { shouldFocus: true });
          setFormError(fileError ? null : message);
          toast.error(fileError ?? message);
        },
      },
    );
  });

  const maxSize = formatFileSize(UPLOAD_MAX_BYTES);
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex max-w-2xl flex-col gap-5 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <p className="text-stone-600">{labels.intro}</p>
      <Controller
        control={control}
        name="file"
        render={({ field: input, fieldState }) => (
          <ImagePicker
            label={labels.field}
            shape={shape}
            currentUrl={currentUrl}
            currentAlt={labels.currentAlt}
            file={input.value ?? null}
            onChange={input.onChange}
            onBlur={input.onBlur}
            inputRef={input.ref}
            accept={acceptedTypes(kind)}
            hint={
              kind === 'favicon'
                ? adminMessages.images.faviconHint(maxSize)
                : adminMessages.images.hint(maxSize)
            }
            error={fieldState.error?.message}
            labels={adminMessages.images}
            describeFile={(file) => adminMessages.images.fileSummary(file.name, formatFileSize(file.size))}
          />
        )}
      />
      {kind === 'favicon' ? <TabPreview file={chosen ?? null} currentUrl={tabIconUrl ?? null} /> : null}
      <FormAlert message={formError} />
      <button type="submit" disabled={save.isPending} className={`${buttonClassName()} self-start`}>
        {save.isPending ? adminMessages.saving : adminMessages.save}
      </button>
    </form>
  );
}

/** The favicon as a browser tab shows it: 16 px beside the page title. */
function TabPreview({ file, currentUrl }: { file: File | null; currentUrl: string | null }) {
  const preview = useImagePreview(file);
  const src = file ? preview : currentUrl;
  if (!src) return null;
  return (
    <figure className="flex flex-col gap-1.5">
      <figcaption className="text-sm font-semibold text-stone-600">{faviconMessages.tabPreview}</figcaption>
      <div aria-hidden="true" className="flex max-w-xs flex-col rounded-t-xl bg-stone-200 px-2 pt-2">
        <div className="flex items-center gap-2 rounded-t-lg bg-white px-3 py-2 text-sm text-stone-800 shadow-sm">
          <img src={src} alt="" width={16} height={16} className="size-4 object-contain" />
          <span className="truncate">{faviconMessages.tabTitle}</span>
        </div>
      </div>
    </figure>
  );
}
