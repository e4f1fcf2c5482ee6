// The member's balances left in game vendors' wallets (returned to the main wallet by a recall).
import * as z from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint, moneySchema } from '@/api/envelope';
import { endpointQuery } from '@/api/query';
import { moneyKey } from '@/api/endpoints/wallet';

export const gameWalletsSchema = z.object({
  wallets: z.array(z.object({ vendor: z.string(), name: z.string(), balance: moneySchema })),
  total: moneySchema,
});
export type GameWallets = z.infer<typeof gameWalletsSchema>;

export const gameWalletsEndpoint = defineEndpoint<void, GameWallets>({
  name: 'gameWallets',
  method: 'GET',
  path: '/v1/wallet/games',
  auth: 'required',
  answer: gameWalletsSchema,
});

export const useGameWallets = (token: string | undefined) =>
  useQuery({ ...endpointQuery(gameWalletsEndpoint, undefined), queryKey: moneyKey('gameWallets', token), enabled: Boolean(token), staleTime: 0 });
