// VIP levels and their benefits (thresholds on cumulative deposits and valid bets, upgrade,
// monthly and birthday bonuses, rebate rate, daily withdrawal limit). With a session, also the
// member's assigned level and cumulative totals; guests get the table only.
import * as z from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint, moneySchema } from '@/api/envelope';
import { endpointQuery } from '@/api/query';

export const vipLevelSchema = z.strictObject({
  level: z.number().check(z.int(), z.gte(0)),
  label: z.string(),
  deposit: moneySchema,
  validBet: moneySchema,
  upgradeBonus: moneySchema,
  monthlyBonus: moneySchema,
  birthdayGift: moneySchema,
  /** Rebate on valid bets, percent with two decimals ("0.40"). */
  rebateRate: z.string().check(z.regex(/^\d+\.\d{2}$/)),
  dailyWithdrawLimit: moneySchema,
});
export type VipLevel = z.infer<typeof vipLevelSchema>;

const answer = z.strictObject({
  levels: z.array(vipLevelSchema),
  me: z.nullable(
    z.strictObject({
      /** The level the platform has assigned (the member's club label). */
      level: z.number().check(z.int(), z.gte(0)),
      deposit: moneySchema,
      validBet: moneySchema,
    }),
  ),
});
export type LevelBenefits = z.infer<typeof answer>;

export const levelBenefitsEndpoint = defineEndpoint<void, LevelBenefits>({
  name: 'levelBenefits',
  method: 'GET',
  path: '/v1/member/levels',
  auth: 'optional',
  answer,
});

export const levelBenefitsKey = (token: string | undefined) => ['platform', 'levelBenefits', token ?? ''] as const;

export const useLevelBenefits = (token: string | undefined) =>
  useQuery({ ...endpointQuery(levelBenefitsEndpoint, undefined), queryKey: levelBenefitsKey(token) });
