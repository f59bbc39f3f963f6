import { type ChangeEvent, type Ref, useEffect, useId, useRef } from 'react';
import { useImagePreview } from '@/lib/use-image-preview';

type ImagePickerProps = {
  label: string;
  /** The image the server has now (its URL), shown until a new file is chosen. */
  currentUrl?: string | null;
  currentAlt?: string;
  /** The chosen file, not yet uploaded. */
  file: File | null;
  onChange: (file: File | null) => void;
  onBlur?: () => void;
  accept: string;
  hint?: string;
  error?: string;
  /** Words of the picture area and buttons (they come from the back office's messages). */
  labels: { choose: string; change: string; discard: string; current: string; chosen: string; none: string };
  /** Describes the chosen file (name and size) under the preview. */
  describeFile?: (file: File) => string;
  /** Square previews for icons; wide ones for photos and logos. */
  shape?: 'square' | 'wide';
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * One image field: the current picture or the chosen file's preview (drawn in the browser, before any
 * upload), a button-styled label over the real file input, and a way to drop the choice. The
 * input itself stays in the page (visually hidden), so keyboards, screen readers and tests reach it.
 */
export function ImagePicker({
  label,
  currentUrl,
  currentAlt = '',
  file,
  onChange,
  onBlur,
  accept,
  hint,
  error,
  labels,
  describeFile,
  shape = 'wide',
  inputRef,
}: ImagePickerProps) {
  const id = useId();
  const preview = useImagePreview(file);
  const localRef = useRef<HTMLInputElement>(null);
  // A chosen file replaces the current picture at once, even while its preview is still being drawn.
  const shown = file ? preview : (currentUrl ?? null);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;

  // The form dropped the file (saved, or reset): empty the input too, so choosing the same file
  // again is a change the browser reports.
  useEffect(() => {
    if (!file && localRef.current) localRef.current.value = '';
  }, [file]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    onChange(event.target.files?.[0] ?? null);
  };
  const discard = () => {
    if (localRef.current) localRef.current.value = '';
    onChange(null);
  };

  return (
    <fieldset className="@container flex min-w-0 flex-col gap-2" aria-describedby={hintId}>
      <legend className="mb-1.5 font-semibold text-stone-800">{label}</legend>
      <div className="flex flex-col gap-3 @md:flex-row @md:items-start">
        <figure
          className={`flex shrink-0 items-center justify-center overflow-hidden rounded-xl border border-dashed border-stone-300 bg-[repeating-conic-gradient(#f5f5f4_0%_25%,#fff_0%_50%)] bg-size-[16px_16px] ${
            shape === 'square' ? 'size-32' : 'aspect-video w-full @md:w-64'
          }`}
        >
          {shown ? (
            <img
              src={shown}
              alt={file ? labels.chosen : currentAlt}
              className="size-full object-contain"
              data-testid={file ? 'image-preview' : 'image-current'}
            />
          ) : (
            <figcaption className="px-3 text-center text-sm text-stone-500">
              {file ? file.name : labels.none}
            </figcaption>
          )}
        </figure>
        <div className="flex min-w-0 flex-col gap-2">
          <p className="text-sm font-semibold text-stone-600">
            {file ? labels.chosen : shown ? labels.current : null}
          </p>
          {file && describeFile ? (
            <p className="text-sm break-all text-stone-700">{describeFile(file)}</p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <input
              ref={(element) => {
                localRef.current = element;
                if (typeof inputRef === 'function') inputRef(element);
                else if (inputRef) inputRef.current = element;
              }}
              id={id}
              type="file"
              accept={accept}
              onChange={choose}
              onBlur={onBlur}
              aria-invalid={error ? true : undefined}
              aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
              className="peer sr-only"
            />
            <label
              htmlFor={id}
              className="inline-flex min-h-10 cursor-pointer items-center justify-center rounded-full bg-white px-4 text-sm font-semibold text-stone-800 shadow-sm ring-1 ring-stone-300 hover:bg-stone-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-leaf-700"
            >
              <span className="sr-only">{label}: </span>
              {file || currentUrl ? labels.change : labels.choose}
            </label>
            {file ? (
              <button
                type="button"
                onClick={discard}
                className="inline-flex min-h-10 items-center rounded-full px-3 text-sm font-semibold text-red-700 hover:bg-red-50"
              >
                {labels.discard}
              </button>
            ) : null}
          </div>
        </div>
      </div>
      {hint ? (
        <p id={hintId} className="text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
