import { type Product, routes } from '@haat/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

type UpdateProductInput = { id: string; form: FormData };

/**
 * PUT /product/update/{id} (admin, multipart): replaces every text field; the picture only when the
 * form carries a new `img`.
 */
export const updateProduct = ({ id, form }: UpdateProductInput): Promise<Product> =>
  call(routes.products.update, { params: { id }, body: form });

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: (product) => {
      queryClient.setQueryData([queryTags.product, 'admin', 'single', product._id], product);
      return queryClient.invalidateQueries({ queryKey: [queryTags.product] });
    },
  });
}
