// One inbox message with its full (HTML) body.
import * as z from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { endpointQuery } from '@/api/query';
import { inboxCategorySchema } from '@/api/endpoints/inbox-list';
import { useDataLanguage } from '@/state/data-language';

export const inboxMessageSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  at: z.number(),
  read: z.boolean(),
  category: inboxCategorySchema,
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const inboxMessageEndpoint = defineEndpoint<{ id: string }, InboxMessage>({
  name: 'inboxMessage',
  method: 'GET',
  path: '/v1/inbox/:id',
  auth: 'required',
  request: (p) => ({ pathParams: { id: p.id } }),
  answer: inboxMessageSchema,
});

/** One message, in the language the page's data is in. */
export function useInboxMessage(token: string | undefined, id: string | null) {
  const language = useDataLanguage();
  return useQuery({
    ...endpointQuery(inboxMessageEndpoint, { id: id ?? '' }),
    queryKey: ['platform', 'inboxMessage', token ?? '', id, language],
    enabled: Boolean(token && id),
  });
}
