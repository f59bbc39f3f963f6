import { buttonClassName } from '@/components/ui/button';
import { messages } from '@/lib/messages';

type SeeMoreButtonProps = {
  productTitle: string;
  onOpen: () => void;
  /** Starts loading the details code as soon as the visitor reaches for the button. */
  onIntent?: () => void;
};

/** Product spec §2: See More on each product card opens the product details. */
export function SeeMoreButton({ productTitle, onOpen, onIntent }: SeeMoreButtonProps) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={onOpen}
      onPointerEnter={onIntent}
      onPointerDown={onIntent}
      onFocus={onIntent}
      className={`${buttonClassName({ variant: 'outline', size: 'sm' })} min-h-11 flex-1 whitespace-nowrap`}
    >
      {messages.productDetails.seeMore}
      <span className="sr-only">: {productTitle}</span>
    </button>
  );
}
