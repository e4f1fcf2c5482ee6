// Sets a downline member's rebate rates. The platform refuses a rate above the agent's own
// (BAD_REQUEST with details { gameType, max }).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { callPlatform } from '@/api/client';
import { agentRebateRatesSchema, type AgentRebateRates } from '@/api/endpoints/agent-rebate-rates';
import type { SetMemberRebateParams } from '@/api/requests';

export const setMemberRebateEndpoint = defineEndpoint<SetMemberRebateParams, AgentRebateRates>({
  name: 'setMemberRebate',
  method: 'POST',
  path: '/v1/agent/rebate/member',
  auth: 'required',
  request: (p) => ({ body: p }),
  answer: agentRebateRatesSchema,
});

export function useSetMemberRebate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['platform', 'setMemberRebate'],
    mutationFn: (p: SetMemberRebateParams) => callPlatform(setMemberRebateEndpoint, p),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['platform', 'agentRebateRates'] }),
        queryClient.invalidateQueries({ queryKey: ['platform', 'agentRebateReport'] }),
      ]),
  });
}
