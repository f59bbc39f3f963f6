import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { ImagePicker } from '@/components/ui/image-picker';
import { adminMessages } from '@/lib/admin-messages';
import { acceptedTypes, formatFileSize, UPLOAD_MAX_BYTES } from '@/lib/image-files';

type ImageFieldProps<TValues extends FieldValues> = {
  control: Control<TValues, unknown, unknown>;
  /** A field holding the chosen `File` (or null). */
  name: Path<TValues>;
  label: string;
  /** The picture there is now (an edit page), and its alt text. */
  currentUrl: string | null;
  currentAlt: string;
  /** `favicon` also takes ICO files. */
  kind?: 'image' | 'favicon';
  /** An edit page: leaving it empty keeps the current picture, and the hint says so. */
  keepsCurrent?: boolean;
  shape?: 'square' | 'wide';
};

const images = adminMessages.images;

/** A form's image upload: the picker with the back office's words, sizes and accepted types. */
export function ImageField<TValues extends FieldValues>({
  control,
  name,
  label,
  currentUrl,
  currentAlt,
  kind = 'image',
  keepsCurrent = false,
  shape,
}: ImageFieldProps<TValues>) {
  const maxSize = formatFileSize(UPLOAD_MAX_BYTES);
  const hint =
    kind === 'favicon'
      ? images.faviconHint(maxSize)
      : keepsCurrent
        ? `${images.hint(maxSize)} ${images.keepCurrentHint}`
        : images.hint(maxSize);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ImagePicker
          label={label}
          shape={shape}
          currentUrl={currentUrl}
          currentAlt={currentAlt}
          file={(field.value as File | null | undefined) ?? null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          accept={acceptedTypes(kind)}
          hint={hint}
          error={fieldState.error?.message}
          labels={images}
          describeFile={(file) => images.fileSummary(file.name, formatFileSize(file.size))}
        />
      )}
    />
  );
}
