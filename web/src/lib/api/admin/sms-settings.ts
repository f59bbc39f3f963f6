import { routes, type SmsSettingsInput } from '@haat/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

const smsKey = [queryTags.integrations, 'sms'] as const;

/** GET /integrations/sms (owners): on or off, the gateway (its key masked), each status's template. */
export const smsSettingsQueryOptions = () =>
  queryOptions({
    queryKey: smsKey,
    queryFn: ({ signal }) => call(routes.sms.get, { signal }),
    refetchOnMount: true,
  });

export const useSmsSettings = () => useQuery(smsSettingsQueryOptions());

/** GET /integrations/sms/usage (owners): today's SMS, their parts, and those a cap stopped. */
export const useSmsUsage = () =>
  useQuery({
    queryKey: [...smsKey, 'usage'],
    queryFn: ({ signal }) => call(routes.sms.usage, { signal }),
    refetchOnMount: true,
  });

/** PUT /integrations/sms: an empty key keeps the saved one; turning on needs the gateway's account. */
export function useSaveSmsSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SmsSettingsInput) => call(routes.sms.update, { body }),
    onSuccess: (saved) => queryClient.setQueryData(smsKey, saved),
  });
}

/** POST /integrations/sms/test: a test message through the saved gateway, and its answer. */
export const useSendTestSms = () =>
  useMutation({ mutationFn: (phone: string) => call(routes.sms.test, { body: { phone } }) });
