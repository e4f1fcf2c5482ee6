// Help center: titled items with sub-items, HTML content.
import * as z from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { endpointQuery } from '@/api/query';

const leaf = z.object({ id: z.string(), title: z.string(), content: z.string() });
export const helpItemSchema = z.object({ id: z.string(), title: z.string(), content: z.string(), children: z.array(leaf) });
export type HelpItem = z.infer<typeof helpItemSchema>;

export const helpCenterEndpoint = defineEndpoint<{ lang: string }, HelpItem[]>({
  name: 'helpCenter',
  method: 'GET',
  path: '/v1/content/help',
  auth: 'none',
  request: (p) => ({ query: { device: 'MOBILE', lang: p.lang } }),
  answer: z.array(helpItemSchema),
});

export const useHelpCenter = (lang: string) => useQuery({ ...endpointQuery(helpCenterEndpoint, { lang }), staleTime: 10 * 60_000 });
