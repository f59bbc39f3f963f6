import { formatCount } from '@/lib/numbers';
import { MinusIcon, PlusIcon } from './icons';

type QuantityStepperProps = {
  quantity: number;
  /** Names the product in each button's label, e.g. "ফজলি আম — পরিমাণ কমান". */
  itemName: string;
  onDecrement: () => void;
  onIncrement: () => void;
  min?: number;
  max?: number;
  labels: {
    decrease: (name: string) => string;
    increase: (name: string) => string;
    quantity: (name: string) => string;
  };
  /** `sm`: a narrower count between the buttons; the buttons stay 44 px, a thumb's size (decision 069). */
  size?: 'sm' | 'md';
};

/**
 * Minus / quantity / plus. At the limits a button is marked aria-disabled instead of disabled, so it
 * keeps keyboard focus after the press that reached the limit (a disabled button would drop it).
 */
export function QuantityStepper({
  quantity,
  itemName,
  onDecrement,
  onIncrement,
  min = 1,
  max = Number.POSITIVE_INFINITY,
  labels,
  size = 'md',
}: QuantityStepperProps) {
  const atMin = quantity <= min;
  const atMax = quantity >= max;
  const button = `flex items-center justify-center rounded-full text-leaf-800 transition-colors hover:bg-leaf-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-leaf-700 aria-disabled:cursor-not-allowed aria-disabled:text-stone-400 aria-disabled:hover:bg-transparent size-11`;
  return (
    <div className="inline-flex items-center rounded-full border border-leaf-200 bg-white shadow-sm">
      <button
        type="button"
        aria-label={labels.decrease(itemName)}
        aria-disabled={atMin || undefined}
        onClick={() => {
          if (!atMin) onDecrement();
        }}
        className={button}
      >
        <MinusIcon className="size-4" />
      </button>
      <output
        aria-live="polite"
        aria-label={labels.quantity(itemName)}
        className={`text-center font-semibold text-leaf-900 tabular-nums ${size === 'sm' ? 'min-w-7' : 'min-w-9'}`}
      >
        {formatCount(quantity)}
      </output>
      <button
        type="button"
        aria-label={labels.increase(itemName)}
        aria-disabled={atMax || undefined}
        onClick={() => {
          if (!atMax) onIncrement();
        }}
        className={button}
      >
        <PlusIcon className="size-4" />
      </button>
    </div>
  );
}
