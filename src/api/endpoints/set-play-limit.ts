// Sets, lowers, raises or removes a loss or wager limit (the game rounds check them). As with
// deposit limits, lowering applies at once; a raise or a removal waits for the merchant's delay.
// Answers the new settings.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { callPlatform } from '@/api/client';
import { rgSettingsSchema, type RgSettings } from '@/api/endpoints/rg-settings';
import type { SetPlayLimitPayload } from '@/api/requests';
export type { SetPlayLimitPayload };

export const setPlayLimitEndpoint = defineEndpoint<SetPlayLimitPayload, RgSettings>({
  name: 'setPlayLimit',
  method: 'POST',
  path: '/v1/rg/play-limits',
  auth: 'required',
  sensitive: true,
  request: (p) => ({ body: p }),
  answer: rgSettingsSchema,
});

export function useSetPlayLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['platform', 'setPlayLimit'],
    mutationFn: (p: SetPlayLimitPayload) => callPlatform(setPlayLimitEndpoint, p),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['platform', 'rgSettings'] }),
  });
}
