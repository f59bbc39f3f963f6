import { faviconPngFile } from '@haat/contract';
import { z } from 'zod';
import { FormFooter } from '@/components/admin/form-footer';
import { ImageField } from '@/components/admin/image-field';
import { QueryState } from '@/components/admin/query-state';
import { adminMessages } from '@/lib/admin-messages';
import { useLogo } from '@/lib/api/admin/get-logo';
import { ApiError } from '@/lib/api-client';
import { imageFileSchema } from '@/lib/image-files';
import { imageUrl } from '@/lib/images';
import { notify } from '@/lib/notify';
import { useAdminForm } from '@/lib/use-admin-form';
import { useImagePreview } from '@/lib/use-image-preview';
import { useFavicon } from '../api/get-favicon';
import { useSaveFavicon } from '../api/save-favicon';
import { useSaveLogo } from '../api/save-logo';
import { toSingleImageFormData } from '../feature-form';
import { faviconMessages, logoMessages } from '../messages';

type SaveImage = {
  mutateAsync: (variables: { id: string | undefined; input: FormData }) => Promise<unknown>;
};

/** /admin/front-end/logo: the header logo. */
export function LogoScreen() {
  const save = useSaveLogo();
  return (
    <QueryState query={useLogo()} loading={logoMessages.loading}>
      {(data) => (
        <SingleImageForm
          id={data?._id}
          currentUrl={data ? imageUrl('logo', data.logo) : null}
          field="logo"
          save={save}
          labels={logoMessages}
          shape="wide"
        />
      )}
    </QueryState>
  );
}

/** /admin/front-end/favicon: the browser-tab icon (ICO accepted). */
export function FaviconScreen() {
  const save = useSaveFavicon();
  return (
    <QueryState query={useFavicon()} loading={faviconMessages.loading}>
      {(data) => (
        <SingleImageForm
          id={data?._id}
          // The 192 px PNG the server made: what a phone's home screen shows.
          currentUrl={data ? imageUrl('favicon', faviconPngFile(data.icon, 192)) : null}
          tabIconUrl={data ? imageUrl('favicon', faviconPngFile(data.icon, 32)) : null}
          field="icon"
          save={save}
          labels={faviconMessages}
          shape="square"
        />
      )}
    </QueryState>
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
  const form = useAdminForm({
    schema: z.object({ file: imageFileSchema({ required: true, kind }) }),
    defaultValues: { file: null },
    save: (values) => save.mutateAsync({ id, input: toSingleImageFormData(field, values.file as File) }),
    onSaved: (_saved, { form }) => {
      form.reset({ file: null });
      notify.success(labels.saved);
    },
    failure: (error, form) => {
      // A refused file (413, 415) names its field (`logo`, `icon`): here that is the one picker.
      const fileError =
        error instanceof ApiError
          ? (error.errors.find((fieldError) => fieldError.path === field)?.message ??
            (error.status === 413 || error.status === 415 ? error.message : null))
          : null;
      const message = error instanceof ApiError ? error.message : adminMessages.somethingWentWrong;
      if (fileError) form.setError('file', { type: 'server', message: fileError }, { shouldFocus: true });
      return { formError: fileError ? null : message, toast: fileError ?? message };
    },
  });
  const chosen = form.watch('file');

  return (
    <form
      onSubmit={form.submit}
      noValidate
      className="flex max-w-2xl flex-col gap-5 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <p className="text-stone-600">{labels.intro}</p>
      <ImageField
        control={form.control}
        name="file"
        label={labels.field}
        shape={shape}
        currentUrl={currentUrl}
        currentAlt={labels.currentAlt}
        kind={kind}
      />
      {kind === 'favicon' ? <TabPreview file={chosen ?? null} currentUrl={tabIconUrl ?? null} /> : null}
      <FormFooter error={form.formError} saving={form.saving} />
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
