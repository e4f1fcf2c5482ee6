// Binds a payout account (e-wallet or bank) for withdrawals.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { callPlatform } from '@/api/client';
import { invalidateMoney } from '@/api/endpoints/wallet';
import { payoutAccountSchema, type PayoutAccount } from '@/api/endpoints/withdraw-info';
import type { AddPayoutAccountPayload } from '@/api/requests';
export type { AddPayoutAccountPayload };

export const addPayoutAccountEndpoint = defineEndpoint<AddPayoutAccountPayload, PayoutAccount>({
  name: 'addPayoutAccount',
  method: 'POST',
  path: '/v1/withdraw/accounts',
  auth: 'required',
  sensitive: true,
  request: (p) => ({ body: p }),
  answer: payoutAccountSchema,
});

export function useAddPayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['platform', 'addPayoutAccount'],
    mutationFn: (p: AddPayoutAccountPayload) => callPlatform(addPayoutAccountEndpoint, p),
    onSuccess: () => invalidateMoney(queryClient),
  });
}
