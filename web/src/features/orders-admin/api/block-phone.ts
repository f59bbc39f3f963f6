import { type BlockEntry, routes } from '@haat/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/**
 * POST /risk/blocklist (owner only) for an order's phone: its later orders arrive on hold (decision 038).
 * 409 when the number is already on the list; the owner's blocklist page lists and removes entries.
 */
export const blockPhone = ({ phone, reason }: { phone: string; reason: string }): Promise<BlockEntry> =>
  call(routes.risk.block, { body: { kind: 'phone', value: phone, reason } });

export const useBlockPhone = () => useMutation({ mutationFn: blockPhone });
