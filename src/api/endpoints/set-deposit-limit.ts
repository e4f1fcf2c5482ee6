// Sets, lowers, raises or removes a deposit limit. Lower applies at once; a raise or a removal
// waits for the merchant's delay. Answers the new settings.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { callPlatform } from '@/api/client';
import { rgSettingsSchema, type RgSettings } from '@/api/endpoints/rg-settings';
import type { SetDepositLimitPayload } from '@/api/requests';
export type { SetDepositLimitPayload };

export const setDepositLimitEndpoint = defineEndpoint<SetDepositLimitPayload, RgSettings>({
  name: 'setDepositLimit',
  method: 'POST',
  path: '/v1/rg/limits',
  auth: 'required',
  sensitive: true,
  request: (p) => ({ body: p }),
  answer: rgSettingsSchema,
});

export function useSetDepositLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['platform', 'setDepositLimit'],
    mutationFn: (p: SetDepositLimitPayload) => callPlatform(setDepositLimitEndpoint, p),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['platform', 'rgSettings'] }),
  });
}
