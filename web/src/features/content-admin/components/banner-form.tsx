import { BANNER_MAX_GALLERIES, type Banner } from '@haat/contract';
import { type ChangeEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { type FieldPath, useFieldArray } from 'react-hook-form';
import { FormFooter } from '@/components/admin/form-footer';
import { QueryState } from '@/components/admin/query-state';
import { ArrowDownIcon, ArrowUpIcon, ImageIcon, TrashIcon } from '@/components/ui/admin-icons';
import { buttonClassName } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { adminMessages } from '@/lib/admin-messages';
import { ApiError } from '@/lib/api-client';
import { acceptedTypes, formatFileSize, imageFileProblem, UPLOAD_MAX_BYTES } from '@/lib/image-files';
import { smallImageUrl } from '@/lib/images';
import { notify } from '@/lib/notify';
import { formatCount } from '@/lib/numbers';
import { useAdminForm } from '@/lib/use-admin-form';
import { useImagePreview } from '@/lib/use-image-preview';
import { useBanner } from '../api/get-banner';
import { useSaveBanner } from '../api/save-banner';
import {
  type BannerFormValues,
  bannerErrorField,
  bannerFormDefaults,
  bannerFormSchema,
  type GalleryItem,
  toBannerFormData,
} from '../banner-gallery';
import { bannerMessages } from '../messages';

const t = bannerMessages;
const MAX = formatCount(BANNER_MAX_GALLERIES);

/** /admin/banner: the hero's title, description and slider images. */
export function BannerScreen() {
  return (
    <QueryState query={useBanner()} loading={t.loading}>
      {(banner) => <BannerForm banner={banner} />}
    </QueryState>
  );
}

/** Which control gets focus once a move or removal has re-rendered the list. */
type PendingFocus = { key: string; control: 'up' | 'down' | 'remove' } | { key: 'add' };

/**
 * Title, description and the gallery: new images (several at once, previewed before upload),
 * re-titled, moved up or down and removed, all saved in one request (`galleries`).
 */
function BannerForm({ banner }: { banner: Banner | null }) {
  const save = useSaveBanner();
  const [announcement, setAnnouncement] = useState('');
  const [pendingFocus, setPendingFocus] = useState<PendingFocus | null>(null);
  const controls = useRef(new Map<string, HTMLElement>());
  const addInputId = useId();
  const galleryHintId = useId();

  const form = useAdminForm({
    schema: bannerFormSchema,
    defaultValues: bannerFormDefaults(banner),
    toastInvalid: true,
    save: (values) => save.mutateAsync({ id: banner?._id, input: toBannerFormData(values) }),
    onSaved: (saved, { form }) => {
      form.reset(bannerFormDefaults(saved));
      setAnnouncement('');
      notify.success(t.saved);
    },
    failure: (error, form) => {
      const message = error instanceof ApiError ? error.message : adminMessages.somethingWentWrong;
      let placed = false;
      for (const fieldError of error instanceof ApiError ? error.errors : []) {
        const field = bannerErrorField(fieldError.path, form.getValues('galleries'));
        if (!field) continue;
        form.setError(field as FieldPath<BannerFormValues>, { type: 'server', message: fieldError.message });
        placed = true;
      }
      return { formError: placed ? null : message, toast: message };
    },
  });
  const { register, control } = form;
  const { errors, isDirty } = form.formState;
  const { fields, append, remove, move } = useFieldArray({ control, name: 'galleries' });

  useEffect(() => {
    if (!pendingFocus) return;
    const key = 'control' in pendingFocus ? `${pendingFocus.key}:${pendingFocus.control}` : 'add';
    controls.current.get(key)?.focus();
    // Only this request is done: a move made before this effect ran (a quick second key press) has
    // asked for its own focus, which a plain `null` would drop, leaving focus on a disabled arrow.
    setPendingFocus((current) => (current === pendingFocus ? null : current));
  }, [pendingFocus]);

  const controlRef = (key: string) => (element: HTMLElement | null) => {
    if (element) controls.current.set(key, element);
    else controls.current.delete(key);
  };

  const addFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    const refused: string[] = [];
    const accepted: File[] = [];
    for (const file of chosen) {
      const problem = imageFileProblem(file);
      if (problem) refused.push(`${file.name}: ${problem}`);
      else accepted.push(file);
    }
    const room = BANNER_MAX_GALLERIES - fields.length;
    const added = accepted.slice(0, room);
    if (added.length > 0) append(added.map((file): GalleryItem => ({ file, title: '' })));
    if (accepted.length > room) {
      notify.error(t.tooManyChosen(MAX, formatCount(accepted.length - room)));
    }
    if (refused.length > 0)
      notify.error(`${t.someRefused(formatCount(refused.length))}\n${refused.join('\n')}`);
  };

  const moveSlide = (from: number, to: number, direction: 'up' | 'down') => {
    const key = fields[from]?.id;
    if (!key || to < 0 || to >= fields.length) return;
    move(from, to);
    setAnnouncement(t.moved(formatCount(from + 1), formatCount(to + 1)));
    // Keep the finger (or the keyboard) on the same slide; at an end, the other arrow is the one left.
    const atEnd = direction === 'up' ? to === 0 : to === fields.length - 1;
    setPendingFocus({ key, control: atEnd ? (direction === 'up' ? 'down' : 'up') : direction });
  };

  const removeSlide = (index: number) => {
    remove(index);
    setAnnouncement(t.removed(formatCount(index + 1)));
    const next = fields[index + 1] ?? fields[index - 1];
    setPendingFocus(next ? { key: next.id, control: 'remove' } : { key: 'add' });
  };

  const full = fields.length >= BANNER_MAX_GALLERIES;
  const galleryError = errors.galleries?.message ?? errors.galleries?.root?.message;
  return (
    <form onSubmit={form.submit} noValidate className="flex max-w-4xl flex-col gap-5">
      <Panel>
        <div className="flex flex-col gap-4">
          <p className="text-stone-600">{t.intro}</p>
          <TextField
            label={t.heading}
            autoComplete="off"
            error={errors.title?.message}
            {...register('title')}
          />
          <TextareaField
            label={t.description}
            rows={4}
            error={errors.description?.message}
            {...register('description')}
          />
        </div>
      </Panel>

      <Panel title={t.galleryTitle} titleId="banner-gallery-title">
        <p id={galleryHintId} className="mb-4 text-sm text-stone-600">
          {t.galleryHint(MAX)} {adminMessages.images.hint(formatFileSize(UPLOAD_MAX_BYTES))}
        </p>
        {fields.length === 0 ? (
          <p className="mb-4 rounded-xl bg-stone-50 p-4 text-center text-stone-600">{t.empty}</p>
        ) : (
          <ol aria-labelledby="banner-gallery-title" className="mb-4 flex flex-col gap-3">
            {fields.map((field, index) => {
              const position = formatCount(index + 1);
              const itemErrors = errors.galleries?.[index];
              return (
                <li
                  key={field.id}
                  data-testid="gallery-item"
                  data-gallery-id={field._id ?? undefined}
                  // Phones: picture and buttons on one row, the title under them at full width.
                  className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-3 rounded-xl p-3 ring-1 ring-stone-200 sm:grid-cols-[auto_minmax(0,1fr)_auto] sm:items-center"
                >
                  <div className="relative">
                    <GalleryThumbnail item={field} alt={t.imageAlt(position, field.title ?? '')} />
                    <span className="absolute top-1 left-1 flex size-6 items-center justify-center rounded-full bg-white/90 text-xs font-semibold text-stone-900 shadow">
                      {position}
                    </span>
                    {field._id ? null : (
                      <span className="absolute right-1 bottom-1 rounded-full bg-mango-100 px-2 py-0.5 text-xs font-semibold text-mango-700 shadow">
                        {t.newBadge}
                      </span>
                    )}
                  </div>
                  <div className="flex justify-end gap-1 sm:order-last">
                    <IconButton
                      ref={controlRef(`${field.id}:up`)}
                      label={t.moveUp(position)}
                      disabled={index === 0}
                      onClick={() => moveSlide(index, index - 1, 'up')}
                    >
                      <ArrowUpIcon className="size-5" />
                    </IconButton>
                    <IconButton
                      ref={controlRef(`${field.id}:down`)}
                      label={t.moveDown(position)}
                      disabled={index === fields.length - 1}
                      onClick={() => moveSlide(index, index + 1, 'down')}
                    >
                      <ArrowDownIcon className="size-5" />
                    </IconButton>
                    <IconButton
                      ref={controlRef(`${field.id}:remove`)}
                      label={t.remove(position)}
                      tone="danger"
                      onClick={() => removeSlide(index)}
                    >
                      <TrashIcon className="size-5" />
                    </IconButton>
                  </div>
                  <TextField
                    className="col-span-2 sm:col-span-1"
                    label={t.imageTitle(position)}
                    placeholder={t.imageTitlePlaceholder}
                    autoComplete="off"
                    error={itemErrors?.title?.message ?? itemErrors?.file?.message}
                    {...register(`galleries.${index}.title`)}
                  />
                </li>
              );
            })}
          </ol>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <input
            ref={controlRef('add')}
            id={addInputId}
            type="file"
            multiple
            accept={acceptedTypes('image')}
            onChange={addFiles}
            disabled={full}
            aria-describedby={galleryHintId}
            className="peer sr-only"
          />
          <label
            htmlFor={addInputId}
            aria-disabled={full || undefined}
            className={`${buttonClassName({ variant: 'outline', size: 'sm' })} cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-leaf-700 aria-disabled:cursor-not-allowed aria-disabled:opacity-60`}
          >
            <ImageIcon className="size-4" />
            {t.addImages}
          </label>
          {full ? <p className="text-sm text-stone-600">{t.galleryFull(MAX)}</p> : null}
        </div>
        {galleryError ? <p className="mt-2 text-sm font-semibold text-red-700">{galleryError}</p> : null}
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
      </Panel>

      <FormFooter error={form.formError} saving={form.saving}>
        {isDirty ? <p className="text-sm font-semibold text-mango-700">{t.unsavedChanges}</p> : null}
      </FormFooter>
    </form>
  );
}

function GalleryThumbnail({ item, alt }: { item: GalleryItem; alt: string }) {
  const preview = useImagePreview(item.file ?? null);
  const src = item.url ? smallImageUrl('banner', item.url) : preview;
  return (
    <div className="aspect-video w-28 overflow-hidden rounded-lg bg-cream-dark sm:w-36">
      {src ? <img src={src} alt={alt} className="size-full object-cover" /> : null}
    </div>
  );
}

type IconButtonProps = {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  tone?: 'default' | 'danger';
  ref?: (element: HTMLButtonElement | null) => void;
  children: ReactNode;
};

function IconButton({ label, onClick, disabled = false, tone = 'default', ref, children }: IconButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      className={`flex size-11 items-center justify-center rounded-full ring-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-leaf-700 disabled:cursor-not-allowed disabled:opacity-40 ${
        tone === 'danger'
          ? 'text-red-700 ring-red-200 hover:bg-red-50'
          : 'text-stone-700 ring-stone-300 hover:bg-stone-100'
      }`}
    >
      {children}
    </button>
  );
}
