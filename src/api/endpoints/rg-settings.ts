// The member's responsible-gaming settings: deposit, loss and wager limits (in force, pending
// raise, used in the current period, when it resets) and the reality-check interval.
import * as z from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint, moneySchema } from '@/api/envelope';
import { endpointQuery } from '@/api/query';

export const limitPeriodSchema = z.enum(['daily', 'weekly', 'monthly']);

const limitSchema = z.object({
  period: limitPeriodSchema,
  /** null: no limit. */
  active: z.nullable(moneySchema),
  /** A raise (or removal) waiting for its time. */
  pending: z.nullable(z.object({ amount: z.nullable(moneySchema), effectiveAt: z.number() })),
  used: moneySchema,
  resetsAt: z.number(),
});
export type LimitView = z.infer<typeof limitSchema>;

export const rgSettingsSchema = z.object({
  /** Deposit limits. */
  limits: z.array(limitSchema),
  /** Loss limits: stakes minus wins in the period (a platform without them sends none). */
  lossLimits: z._default(z.array(limitSchema), []),
  /** Wager limits: stakes in the period. */
  wagerLimits: z._default(z.array(limitSchema), []),
  realityCheckMinutes: z.nullable(z.number()),
  raiseDelayHours: z.number(),
});
export type RgSettings = z.infer<typeof rgSettingsSchema>;

export const rgSettingsEndpoint = defineEndpoint<void, RgSettings>({
  name: 'rgSettings',
  method: 'GET',
  path: '/v1/rg/settings',
  auth: 'required',
  answer: rgSettingsSchema,
});

export const rgSettingsKey = (token: string | undefined) => ['platform', 'rgSettings', token ?? ''] as const;

export const useRgSettings = (token: string | undefined) =>
  useQuery({ ...endpointQuery(rgSettingsEndpoint, undefined), queryKey: rgSettingsKey(token), enabled: Boolean(token) });
