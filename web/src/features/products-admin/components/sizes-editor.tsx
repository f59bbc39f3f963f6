import { MAX_PRODUCT_SIZES } from '@haat/contract';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { buttonClassName } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { formatCount } from '@/lib/numbers';
import { sizeMessages as t } from '../messages';
import {
  blankCountToNull,
  newSizeValues,
  type ProductFormOutput,
  type ProductFormValues,
} from '../product-form';

type SizesEditorProps = {
  control: Control<ProductFormValues, unknown, ProductFormOutput>;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
};

const checkboxRow = 'flex min-h-11 cursor-pointer items-center gap-3 font-semibold text-stone-800';

/**
 * A product's sizes (decision 064): name, price, discount, weight, stock (blank: unlimited) and
 * closed, one card each so a phone shows them one under the other. A removed size's past orders keep
 * their lines as they were.
 */
export function SizesEditor({ control, register, errors }: SizesEditorProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'sizes' });
  const sizeErrors = Array.isArray(errors.sizes) ? errors.sizes : [];
  const listError = errors.sizes && !Array.isArray(errors.sizes) ? errors.sizes.message : undefined;
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-1 font-semibold text-stone-800">{t.legend}</legend>
      <p className="text-sm text-stone-600">{t.intro}</p>
      {fields.map((field, index) => {
        const error = sizeErrors[index];
        const number = formatCount(index + 1);
        return (
          <section
            key={field.id}
            aria-label={t.sizeLabel(number)}
            className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-stone-50 p-3"
          >
            <TextField
              label={t.name}
              hint={t.nameHint}
              autoComplete="off"
              error={error?.name?.message}
              {...register(`sizes.${index}.name`)}
            />
            <div className="grid grid-cols-2 gap-3">
              <TextField
                label={t.price}
                inputMode="numeric"
                autoComplete="off"
                error={error?.price?.message}
                {...register(`sizes.${index}.price`)}
              />
              <TextField
                label={t.discountPrice}
                inputMode="numeric"
                autoComplete="off"
                error={error?.discountPrice?.message}
                {...register(`sizes.${index}.discountPrice`)}
              />
              <TextField
                label={t.weight}
                inputMode="numeric"
                autoComplete="off"
                error={error?.weightGrams?.message}
                {...register(`sizes.${index}.weightGrams`, { setValueAs: blankCountToNull })}
              />
              <TextField
                label={t.stock}
                hint={t.stockHint}
                inputMode="numeric"
                autoComplete="off"
                error={error?.stock?.message}
                {...register(`sizes.${index}.stock`, { setValueAs: blankCountToNull })}
              />
            </div>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <label className={checkboxRow}>
                <input
                  type="checkbox"
                  className="size-5 shrink-0 accent-leaf-700"
                  {...register(`sizes.${index}.closed`)}
                />
                {t.closed}
              </label>
              {fields.length > 1 ? (
                <button
                  type="button"
                  className={buttonClassName({ variant: 'danger' })}
                  onClick={() => remove(index)}
                >
                  {t.remove(number)}
                </button>
              ) : null}
            </div>
          </section>
        );
      })}
      {listError ? <p className="text-sm font-semibold text-red-700">{listError}</p> : null}
      {fields.length < MAX_PRODUCT_SIZES ? (
        <button
          type="button"
          className={buttonClassName({ variant: 'subtle' })}
          onClick={() => append(newSizeValues())}
        >
          {t.add}
        </button>
      ) : null}
    </fieldset>
  );
}

/** When the product is on sale (decision 064): hidden, from and until (shop days), "coming" before. */
export function SeasonFields({ register, errors }: Omit<SizesEditorProps, 'control'>) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-1 font-semibold text-stone-800">{t.season}</legend>
      <label className={checkboxRow}>
        <input type="checkbox" className="size-5 shrink-0 accent-leaf-700" {...register('hidden')} />
        {t.hidden}
      </label>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          type="date"
          label={t.saleFrom}
          error={errors.saleFrom?.message}
          {...register('saleFrom')}
        />
        <TextField
          type="date"
          label={t.saleUntil}
          error={errors.saleUntil?.message}
          {...register('saleUntil')}
        />
      </div>
      <label className={checkboxRow}>
        <input type="checkbox" className="size-5 shrink-0 accent-leaf-700" {...register('announce')} />
        {t.announce}
      </label>
    </fieldset>
  );
}
