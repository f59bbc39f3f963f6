import { type Product, routes } from '@haat/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

/** POST /product/add (admin, multipart): 201 with the new product; see `toProductFormData`. */
export const addProduct = (form: FormData): Promise<Product> => call(routes.products.add, { body: form });

export function useAddProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [queryTags.product] }),
  });
}
