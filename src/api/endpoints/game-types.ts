// The game record shared by the catalogue calls (game list, hot, recent, favourites).
import * as z from 'zod/mini';
import { imageUrl } from '@/config/url-gate';
import { moneySchema } from '@/api/envelope';

export const GAME_TYPES = ['RNG', 'PVP', 'FISH', 'LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT', 'JL', 'BINGO'] as const;
export type GameType = (typeof GAME_TYPES)[number];

export const gameSchema = z.object({
  gameId: z.string(),
  roomId: z.string(),
  nodeId: z.string(),
  nodeName: z.string(),
  gameName: z.string(),
  displayName: z.string(),
  showIcon: z.boolean(),
  iconUrl: imageUrl,
  mobileLargeIcon: imageUrl,
  /** The vendor (manufacturer) code. */
  vassalage: z.string(),
  /** 0 means free play is supported. */
  supportPlay: z.number(),
  gameType: z.enum(GAME_TYPES),
  gameClassify: z.string(),
  gameClassifyNew: z.string(),
  /** Contains 'Entertainment' for entertainment-mode lottery games. */
  lottoMode: z.string(),
  minBet: moneySchema,
});
export type Game = z.infer<typeof gameSchema>;
