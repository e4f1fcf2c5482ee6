// The promotions (activities): category, title, reward and the member's status on each. Visitors
// may browse (the spec): without a session the platform answers each promotion's opening status.
import * as z from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint, moneySchema } from '@/api/envelope';
import { endpointQuery } from '@/api/query';

export const activityStatusSchema = z.enum(['join', 'claim', 'applying', 'close', 'rejected', 'issued', 'claimed', 'process', 'joined', 'comingSoon']);

export const activitySchema = z.strictObject({
  id: z.string(),
  category: z.string(),
  title: z.string(),
  reward: moneySchema,
  /** Needs an application (comment and images) rather than a plain join. */
  needsApplication: z.boolean(),
  status: activityStatusSchema,
  endsAt: z.number(),
});
export type Activity = z.infer<typeof activitySchema>;

const answer = z.strictObject({ activities: z.array(activitySchema) });

export const activitiesEndpoint = defineEndpoint<void, z.infer<typeof answer>>({
  name: 'activities',
  method: 'GET',
  path: '/v1/activity/list',
  auth: 'optional',
  answer,
});

export const activitiesKey = (token: string | undefined) => ['platform', 'activities', token ?? ''] as const;

export const useActivities = (token: string | undefined) => useQuery({ ...endpointQuery(activitiesEndpoint, undefined), queryKey: activitiesKey(token) });
