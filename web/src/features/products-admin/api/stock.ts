import { routes, type StockRow } from '@haat/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';
import { productFormDefaults, productFormSchema, toProductFormData } from '../product-form';
import { getProduct } from './get-product';
import { updateProduct } from './update-product';

/** GET /product/stock (owners): every size, what is left and what unshipped orders hold (decision 064). */
export const getStock = (signal?: AbortSignal): Promise<StockRow[]> =>
  call(routes.products.stock, { signal });

export const useStock = () =>
  useQuery({
    queryKey: [queryTags.product, 'admin', 'stock'],
    queryFn: ({ signal }) => getStock(signal),
    refetchOnMount: true,
  });

type CloseSizeInput = { productId: string; sizeId: string };

/**
 * Closes one size through the product's own save: the product as it is now, with that size closed.
 * Each size sends the count it read as `stockWas`, so the stock itself does not move (decision 064).
 */
export async function closeSize({ productId, sizeId }: CloseSizeInput) {
  const product = await getProduct(productId);
  const values = productFormDefaults(product);
  const sizes = values.sizes.map((size) => (size._id === sizeId ? { ...size, closed: true } : size));
  const checked = productFormSchema('edit').parse({ ...values, sizes });
  return updateProduct({ id: productId, form: toProductFormData(checked) });
}

export function useCloseSize() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeSize,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [queryTags.product] }),
  });
}
