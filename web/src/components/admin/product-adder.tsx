import { useId, useState } from 'react';
import { buttonClassName } from '@/components/ui/button';
import { inputClassName } from '@/components/ui/text-field';

type ProductAdderProps<T extends { _id: string; title: string }> = {
  /** The products not in the order yet. */
  products: readonly T[];
  onAdd: (product: T) => void;
  labels: { addProduct: string; chooseProduct: string; add: string };
};

/**
 * One more line for an order staff are writing (the new-order form, an edit, a draft's convert
 * sheet): pick a product, then add it. Adds nothing until a product is picked.
 */
export function ProductAdder<T extends { _id: string; title: string }>({
  products,
  onAdd,
  labels,
}: ProductAdderProps<T>) {
  const id = useId();
  const [picked, setPicked] = useState('');
  const add = () => {
    const product = products.find((candidate) => candidate._id === picked);
    if (!product) return;
    onAdd(product);
    setPicked('');
  };
  return (
    <div className="mt-3 flex flex-wrap items-end gap-2">
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <label htmlFor={id} className="font-semibold text-stone-800">
          {labels.addProduct}
        </label>
        <select id={id} value={picked} onChange={(e) => setPicked(e.target.value)} className={inputClassName}>
          <option value="">{labels.chooseProduct}</option>
          {products.map((product) => (
            <option key={product._id} value={product._id}>
              {product.title}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        onClick={add}
        disabled={!picked}
        className={`${buttonClassName({ variant: 'subtle' })} min-h-11`}
      >
        {labels.add}
      </button>
    </div>
  );
}
