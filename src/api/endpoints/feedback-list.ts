// The member's past feedback, newest first, with its status and the platform's reply.
import * as z from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { endpointQuery } from '@/api/query';
import { FEEDBACK_CATEGORIES } from '@/engine/feedback-rules';

export const feedbackItemSchema = z.strictObject({
  id: z.string(),
  category: z.enum(FEEDBACK_CATEGORIES),
  content: z.string(),
  createdAt: z.number(),
  status: z.enum(['pending', 'replied']),
  reply: z.nullable(z.string()),
  repliedAt: z.nullable(z.number()),
});
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;

const answer = z.strictObject({ list: z.array(feedbackItemSchema) });

export const feedbackListEndpoint = defineEndpoint<void, z.infer<typeof answer>>({
  name: 'feedbackList',
  method: 'GET',
  path: '/v1/feedback',
  auth: 'required',
  answer,
});

export const feedbackListKey = (token: string | undefined) => ['platform', 'feedbackList', token ?? ''] as const;

/** While one of the member's feedback waits for its answer, the list is refreshed this often. */
export const FEEDBACK_POLL_MS = 3_000;

export const useFeedbackList = (token: string | undefined) =>
  useQuery({
    ...endpointQuery(feedbackListEndpoint, undefined),
    queryKey: feedbackListKey(token),
    enabled: Boolean(token),
    refetchInterval: (query) => (query.state.data?.list.some((f) => f.status === 'pending') ? FEEDBACK_POLL_MS : false),
  });
