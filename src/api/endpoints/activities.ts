// The promotions (activities): category, title, reward and the member's status on each. Visitors
// may browse (the spec): without a session the platform answers each promotion's opening status.
// Titles come in the app's language (X-Language): a list is kept per (debounced) language.
import * as z from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint, moneySchema } from '@/api/envelope';
import { endpointQuery } from '@/api/query';
import { useDataLanguage } from '@/state/data-language';

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

/** activitiesKey(token) is the prefix of every language's list: invalidating it refreshes them all. */
export function useActivities(token: string | undefined) {
  const language = useDataLanguage();
  return useQuery({ ...endpointQuery(activitiesEndpoint, undefined), queryKey: [...activitiesKey(token), language] });
}
