import type { UploadKind } from '@haat/contract';
import { smallImageUrl } from '@/lib/images';

type ThumbnailTitleProps = {
  kind: UploadKind;
  /** The stored image's name; its narrowest copy is shown. */
  file: string;
  title: string;
  /** The picture's drawn size in CSS pixels (it is shown at 56 px; the attribute reserves the box). */
  size: number;
  /** Below the fold in a long list: let the browser wait until it is near. */
  lazy?: boolean;
  imageClassName: string;
  titleClassName: string;
};

/** A small square picture beside its title: a product line of an order, a feature in the admin grid. */
export function ThumbnailTitle({
  kind,
  file,
  title,
  size,
  lazy,
  imageClassName,
  titleClassName,
}: ThumbnailTitleProps) {
  return (
    <div className="flex items-center gap-3">
      <img
        src={smallImageUrl(kind, file)}
        alt=""
        width={size}
        height={size}
        {...(lazy ? { loading: 'lazy' as const } : { decoding: 'async' as const })}
        className={`size-14 shrink-0 rounded-xl ${imageClassName}`}
      />
      <span className={titleClassName}>{title}</span>
    </div>
  );
}
