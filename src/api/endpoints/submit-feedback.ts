// Sends a feedback (category and content). The platform checks the word bounds of the merchant
// file and keeps one feedback per request id, so a double tap sends it once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { callPlatform } from '@/api/client';
import { feedbackItemSchema, type FeedbackItem } from '@/api/endpoints/feedback-list';
import type { SubmitFeedbackPayload } from '@/api/requests';
export type { SubmitFeedbackPayload };

export const submitFeedbackEndpoint = defineEndpoint<SubmitFeedbackPayload, FeedbackItem>({
  name: 'submitFeedback',
  method: 'POST',
  path: '/v1/feedback',
  auth: 'required',
  sensitive: true,
  request: (p) => ({ body: p, headers: { 'X-Idempotency-Key': p.requestId } }),
  answer: feedbackItemSchema,
});

export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['platform', 'submitFeedback'],
    mutationFn: (p: SubmitFeedbackPayload) => callPlatform(submitFeedbackEndpoint, p),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['platform', 'feedbackList'] }),
  });
}
