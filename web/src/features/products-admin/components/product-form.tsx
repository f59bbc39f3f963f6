import { type Product, paths } from '@haat/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { ImagePicker } from '@/components/ui/image-picker';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { adminMessages } from '@/lib/admin-messages';
import { applyServerErrors } from '@/lib/form-errors';
import { acceptedTypes, formatFileSize, UPLOAD_MAX_BYTES } from '@/lib/image-files';
import { imageUrl } from '@/lib/images';
import { useAddProduct } from '../api/add-product';
import { useUpdateProduct } from '../api/update-product';
import { editorMessages, productMessages } from '../messages';
import { productFormDefaults, productFormSchema, toProductFormData } from '../product-form';

// TipTap and ProseMirror are the back office's largest code: fetched only when a product form opens.
const DescriptionEditor = lazy(() => import('./description-editor'));

const t = productMessages;
const fields = ['title', 'price', 'discountPrice', 'description', 'img'] as const;

type ProductFormProps = { product?: Product };

/**
 * /admin/product/add and /admin/product/edit/{id}: title, price, discount, description (rich text)
 * and picture, checked with the server's own schema before anything is sent.
 */
export function ProductForm({ product }: ProductFormProps) {
  const mode = product ? 'edit' : 'add';
  const navigate = useNavigate();
  const addProduct = useAddProduct();
  const updateProduct = useUpdateProduct();
  const saving = addProduct.isPending || updateProduct.isPending;
  const [formError, setFormError] = useState<string | null>(null);
  const descriptionLabelId = useId();
  const descriptionHintId = useId();
  const descriptionErrorId = useId();

  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(productFormSchema(mode)),
    defaultValues: productFormDefaults(product),
  });

  const failed = (error: unknown) => {
    const message = applyServerErrors(error, fields, setError);
    setFormError(message);
    toast.error(message ?? adminMessages.fixFields);
  };

  const submit = handleSubmit(
    (values) => {
      setFormError(null);
      const form = toProductFormData(values);
      const done = (message: string) => {
        toast.success(message);
        navigate(paths.adminProducts);
      };
      if (product) {
        updateProduct.mutate(
          { id: product._id, form },
          { onSuccess: () => done(t.updated), onError: failed },
        );
      } else {
        addProduct.mutate(form, { onSuccess: () => done(t.added), onError: failed });
      }
    },
    () => toast.error(adminMessages.fixFields),
  );

  const maxSize = formatFileSize(UPLOAD_MAX_BYTES);
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid max-w-5xl gap-5 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6 lg:grid-cols-[minmax(0,1fr)_18rem]"
    >
      <div className="flex min-w-0 flex-col gap-4">
        <TextField label={t.name} autoComplete="off" error={errors.title?.message} {...register('title')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t.price}
            hint={t.priceHint}
            inputMode="numeric"
            autoComplete="off"
            error={errors.price?.message}
            {...register('price')}
          />
          <TextField
            label={t.discountPrice}
            hint={t.discountHint}
            inputMode="numeric"
            autoComplete="off"
            error={errors.discountPrice?.message}
            {...register('discountPrice')}
          />
        </div>
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
        <Controller
          control={control}
          name="img"
          render={({ field, fieldState }) => (
            <ImagePicker
              label={t.image}
              currentUrl={product ? imageUrl('product', product.img) : null}
              currentAlt={product ? t.thumbnail(product.title) : ''}
              file={field.value ?? null}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              accept={acceptedTypes('image')}
              hint={
                product
                  ? `${adminMessages.images.hint(maxSize)} ${adminMessages.images.keepCurrentHint}`
                  : adminMessages.images.hint(maxSize)
              }
              error={fieldState.error?.message}
              labels={adminMessages.images}
              describeFile={(file) => adminMessages.images.fileSummary(file.name, formatFileSize(file.size))}
            />
          )}
        />
      </div>

      <div className="flex flex-col gap-3 lg:col-span-2">
        <FormAlert message={formError} />
        <div className="flex flex-wrap gap-2">
          <button type="submit" disabled={saving} className={buttonClassName()}>
            {saving
              ? product
                ? adminMessages.saving
                : t.submittingAdd
              : product
                ? adminMessages.save
                : t.submitAdd}
          </button>
          <button
            type="button"
            onClick={() => navigate(paths.adminProducts)}
            className={buttonClassName({ variant: 'subtle' })}
          >
            {adminMessages.cancel}
          </button>
        </div>
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
