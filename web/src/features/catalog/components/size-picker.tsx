import { type ProductSize, sizeAvailable } from '@haat/contract';
import { useId } from 'react';
import { messages } from '@/lib/messages';

type SizePickerProps = {
  title: string;
  sizes: readonly ProductSize[];
  value: string | undefined;
  onChange: (sizeId: string) => void;
};

/**
 * A product's sizes as a radio group (decision 064): native radios, so arrow keys move between
 * them and a screen reader says "৫ কেজি, radio button, 1 of 3" with the product's name as the
 * group's. Each is at least 44 px tall for a thumb. A sold-out size stays choosable and says so;
 * the card's button then says it cannot be added.
 */
export function SizePicker({ title, sizes, value, onChange }: SizePickerProps) {
  const name = useId();
  return (
    <fieldset className="flex flex-wrap gap-2" data-testid="size-picker">
      <legend className="sr-only">{messages.products.sizes(title)}</legend>
      {sizes.map((size) => {
        const soldOut = !sizeAvailable(size);
        return (
          <label
            key={size._id}
            className="flex min-h-11 cursor-pointer items-center rounded-full border border-leaf-200 px-3 text-sm text-leaf-900 has-checked:border-leaf-700 has-checked:bg-leaf-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-leaf-700"
          >
            <input
              type="radio"
              name={name}
              value={size._id}
              checked={value === size._id}
              onChange={() => onChange(size._id)}
              className="sr-only"
            />
            {size.name}
            {soldOut ? <span className="ml-1 text-xs opacity-80">({messages.products.soldOut})</span> : null}
          </label>
        );
      })}
    </fieldset>
  );
}
