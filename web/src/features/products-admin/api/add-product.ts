import type { Product } from '@haat/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

/** POST /product/add (admin, multipart): 201 with the new product; see `toProductFormData`. */
export const addProduct = (form: FormData): Promise<Product> => apiClient.post<Product>('/product/add', form);

export function useAddProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [queryTags.product] }),
  });
}
