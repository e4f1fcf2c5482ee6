// The member's responsible-gaming settings: deposit limits (in force, pending raise, used in the
// current period, when it resets) and the reality-check interval.
import * as z from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint, moneySchema } from '@/api/envelope';
import { endpointQuery } from '@/api/query';

export const limitPeriodSchema = z.enum(['daily', 'weekly', 'monthly']);

export const rgSettingsSchema = z.object({
  limits: z.array(
    z.object({
      period: limitPeriodSchema,
      /** null: no limit. */
      active: z.nullable(moneySchema),
      /** A raise (or removal) waiting for its time. */
      pending: z.nullable(z.object({ amount: z.nullable(moneySchema), effectiveAt: z.number() })),
      used: moneySchema,
      resetsAt: z.number(),
    }),
  ),
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
