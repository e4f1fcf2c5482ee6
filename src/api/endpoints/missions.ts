// The member's daily and weekly missions with the progress the platform measured from the wallet.
import * as z from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint, moneySchema } from '@/api/envelope';
import { endpointQuery } from '@/api/query';

export const missionSchema = z.strictObject({
  id: z.string(),
  period: z.enum(['daily', 'weekly']),
  kind: z.enum(['deposit', 'bet', 'games', 'login']),
  unit: z.enum(['money', 'count']),
  /** A money string ("500.00") for money missions, a whole number ("3") for counted ones. */
  target: z.string(),
  progress: z.string(),
  /** Whole percent of the progress bar, 0–100. */
  percent: z.number().check(z.gte(0), z.lte(100)),
  reward: moneySchema,
  status: z.enum(['inProgress', 'complete', 'claimed']),
  /** When the period ends (ms). */
  endsAt: z.number(),
});
export type Mission = z.infer<typeof missionSchema>;

const answer = z.strictObject({ missions: z.array(missionSchema) });

export const missionsEndpoint = defineEndpoint<void, z.infer<typeof answer>>({
  name: 'missions',
  method: 'GET',
  path: '/v1/mission/list',
  auth: 'required',
  answer,
});

export const missionsKey = (token: string | undefined) => ['platform', 'missions', token ?? ''] as const;

export const useMissions = (token: string | undefined) =>
  useQuery({ ...endpointQuery(missionsEndpoint, undefined), queryKey: missionsKey(token), enabled: Boolean(token) });
