import { type Product, paths } from '@haat/contract';
import { lazy, Suspense, useId } from 'react';
import { Controller } from 'react-hook-form';
import { addOrSaveLabels, FormFooter } from '@/components/admin/form-footer';
import { ImageField } from '@/components/admin/image-field';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { imageUrl } from '@/lib/images';
import { useItemForm } from '@/lib/use-admin-form';
import { useAddProduct } from '../api/add-product';
import { useUpdateProduct } from '../api/update-product';
import { editorMessages, productMessages } from '../messages';
import { productFormDefaults, productFormSchema, toProductFormData } from '../product-form';
import { SeasonFields, SizesEditor } from './sizes-editor';

// TipTap and ProseMirror are the back office's largest code: fetched only when a product form opens.
const DescriptionEditor = lazy(() => import('./description-editor'));

const t = productMessages;

type ProductFormProps = { product?: Product };

/**
 * /admin/product/add and /admin/product/edit/{id}: title, sizes (price, stock, closed), description
 * (rich text), picture and season, checked with the server's own schema before anything is sent.
 */
export function ProductForm({ product }: ProductFormProps) {
  const updateProduct = useUpdateProduct();
  const descriptionLabelId = useId();
  const descriptionHintId = useId();
  const descriptionErrorId = useId();
  const form = useItemForm({
    schema: productFormSchema(product ? 'edit' : 'add'),
    defaultValues: productFormDefaults(product),
    item: product,
    body: toProductFormData,
    add: useAddProduct().mutateAsync,
    update: (id, form) => updateProduct.mutateAsync({ id, form }),
    done: { list: paths.adminProducts, added: t.added, updated: t.updated },
    toastInvalid: true,
  });
  const { register, control } = form;
  const { errors } = form.formState;

  return (
    <form
      onSubmit={form.submit}
      noValidate
      className="grid max-w-5xl gap-5 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6 lg:grid-cols-[minmax(0,1fr)_18rem]"
    >
      <div className="flex min-w-0 flex-col gap-4">
        <TextField label={t.name} autoComplete="off" error={errors.title?.message} {...register('title')} />
        <SizesEditor control={control} register={register} errors={errors} />
        <div className="flex flex-col gap-1.5">
          <span id={descriptionLabelId} className="font-semibold text-stone-800">
            {t.description}
          </span>
          <Controller
            control={control}
            name="description"
            render={({ field, fieldState }) => (
              <Suspense fallback={<EditorLoading />}>
                <DescriptionEditor
                  labelledBy={descriptionLabelId}
                  describedBy={
                    fieldState.error ? `${descriptionHintId} ${descriptionErrorId}` : descriptionHintId
                  }
                  value={typeof field.value === 'string' ? field.value : ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  invalid={Boolean(fieldState.error)}
                  focusRef={field.ref}
                />
              </Suspense>
            )}
          />
          <p id={descriptionHintId} className="text-sm text-stone-600">
            {t.descriptionHint}
          </p>
          {errors.description?.message ? (
            <p id={descriptionErrorId} className="text-sm font-semibold text-red-700">
              {errors.description.message}
            </p>
          ) : null}
        </div>
      </div>

      <div className="flex min-w-0 flex-col gap-4">
        <ImageField
          control={control}
          name="img"
          label={t.image}
          currentUrl={product ? imageUrl('product', product.img) : null}
          currentAlt={product ? t.thumbnail(product.title) : ''}
          keepsCurrent={Boolean(product)}
        />
        <SeasonFields register={register} errors={errors} />
      </div>

      <div className="flex flex-col gap-3 lg:col-span-2">
        <FormFooter
          error={form.formError}
          saving={form.saving}
          labels={addOrSaveLabels(Boolean(product), t)}
          cancelTo={paths.adminProducts}
        />
      </div>
    </form>
  );
}

function EditorLoading() {
  return (
    <div
      role="status"
      className="flex min-h-52 items-center justify-center gap-3 rounded-xl border border-stone-300 bg-stone-50 text-stone-600"
    >
      <Spinner className="size-6" />
      {editorMessages.loading}
    </div>
  );
}
