// The inbox: the member's messages, newest first, a page at a time, with the unread count.
import * as z from 'zod/mini';
import { useInfiniteQuery } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { callPlatform } from '@/api/client';
import type { InboxListParams } from '@/api/requests';
import { useDataLanguage } from '@/state/data-language';

export const inboxCategorySchema = z.enum(['system', 'promotion', 'account']);

export const inboxItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  preview: z.string(),
  at: z.number(),
  read: z.boolean(),
  category: inboxCategorySchema,
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

export const inboxPageSchema = z.object({
  list: z.array(inboxItemSchema),
  pageNum: z.number(),
  totalPages: z.number(),
  total: z.number(),
  unread: z.number(),
});
export type InboxPage = z.infer<typeof inboxPageSchema>;

export const inboxListEndpoint = defineEndpoint<InboxListParams, InboxPage>({
  name: 'inboxList',
  method: 'GET',
  path: '/v1/inbox',
  auth: 'required',
  request: (p) => ({ query: { ...p } }),
  answer: inboxPageSchema,
});

export const INBOX_PAGE_SIZE = 20;
export const inboxListKey = (token: string | undefined) => ['platform', 'inboxList', token ?? ''] as const;

/** The member's messages, in the language the page's data is in (the platform writes them in it). */
export function useInboxList(token: string | undefined) {
  const language = useDataLanguage();
  return useInfiniteQuery({
    queryKey: [...inboxListKey(token), language],
    queryFn: ({ pageParam, signal }) => callPlatform(inboxListEndpoint, { pageNum: pageParam, pageSize: INBOX_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    enabled: Boolean(token),
  });
}
