// Winner board: recent big wins.
import * as z from 'zod/mini';
import { imageUrl } from '@/config/url-gate';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint, moneySchema } from '@/api/envelope';
import { endpointQuery } from '@/api/query';

export const winnersSchema = z.object({
  list: z.array(z.object({ vo: z.object({ iconUrl: imageUrl, customerName: z.string(), gameName: z.string(), winAmount: moneySchema }) })),
});
export type Winners = z.infer<typeof winnersSchema>;

export const winnersEndpoint = defineEndpoint<{ language: string }, Winners>({
  name: 'winners',
  method: 'GET',
  path: '/v1/content/winners',
  auth: 'none',
  request: (p) => ({ query: { gameCategory: 'ALL', language: p.language, limitNum: 100 } }),
  answer: winnersSchema,
});

export const useWinners = (language: string) => useQuery({ ...endpointQuery(winnersEndpoint, { language }), staleTime: 60_000 });
