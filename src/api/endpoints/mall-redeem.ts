// Redeems one points-mall item. Carries an idempotency key (requestId): the platform redeems once
// per key, so a double tap or a retry after a lost answer spends the points only once.
// A refusal says why in `details.reason`: 'notEnoughPoints' or 'outOfStock'.
import * as z from 'zod/mini';
import { useMutation } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { callPlatform } from '@/api/client';
import { mallPointsSchema } from '@/api/endpoints/mall-home';
import { redemptionSchema } from '@/api/endpoints/mall-redemptions';
import type { MallRedeemPayload } from '@/api/requests';
export type { MallRedeemPayload };

const answer = z.strictObject({ redemption: redemptionSchema, points: mallPointsSchema });
export type MallRedeemResult = z.infer<typeof answer>;

export const mallRedeemEndpoint = defineEndpoint<MallRedeemPayload, MallRedeemResult>({
  name: 'mallRedeem',
  method: 'POST',
  path: '/v1/mall/redeem',
  auth: 'required',
  sensitive: true,
  request: (p) => ({ body: p, headers: { 'X-Idempotency-Key': p.requestId } }),
  answer,
});

export const useMallRedeem = () =>
  useMutation({ mutationKey: ['platform', 'mallRedeem'], mutationFn: (p: MallRedeemPayload) => callPlatform(mallRedeemEndpoint, p) });
