// Chooses the reality-check interval (minutes), or switches it off (null).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { callPlatform } from '@/api/client';
import { rgSettingsSchema, type RgSettings } from '@/api/endpoints/rg-settings';
import type { SetRealityCheckParams } from '@/api/requests';

export const setRealityCheckEndpoint = defineEndpoint<SetRealityCheckParams, RgSettings>({
  name: 'setRealityCheck',
  method: 'POST',
  path: '/v1/rg/reality-check',
  auth: 'required',
  request: (p) => ({ body: p }),
  answer: rgSettingsSchema,
});

export function useSetRealityCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['platform', 'setRealityCheck'],
    mutationFn: (p: SetRealityCheckParams) => callPlatform(setRealityCheckEndpoint, p),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['platform', 'rgSettings'] }),
  });
}
