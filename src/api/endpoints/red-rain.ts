// Red envelope rain: its rules (pool, duration, deposit needed, grabs, packet sizes) and the
// next sessions, with whether the member qualifies today.
import * as z from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint, moneySchema } from '@/api/envelope';
import { endpointQuery } from '@/api/query';

const count = z.number().check(z.int(), z.gte(0));

/** An IANA time zone this browser can format in (an unknown one would throw while rendering). */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const redRainSchema = z.object({
  timeZone: z.string().check(z.refine(isKnownTimeZone, { message: 'expected an IANA time zone' })),
  durationMinutes: count,
  minDeposit: moneySchema,
  grabsPerSession: count,
  minPacket: moneySchema,
  maxPacket: moneySchema,
  todayDeposit: moneySchema,
  eligible: z.boolean(),
  /** The running session (if any) first, then the next ones. */
  sessions: z.array(z.object({ startsAt: z.string(), endsAt: z.string(), pool: moneySchema, status: z.enum(['live', 'upcoming']) })),
});
export type RedRain = z.infer<typeof redRainSchema>;

export const redRainEndpoint = defineEndpoint<void, RedRain>({
  name: 'redRain',
  method: 'GET',
  path: '/v1/agent/red-rain',
  auth: 'required',
  answer: redRainSchema,
});

export const useRedRain = (token: string | undefined) =>
  useQuery({ ...endpointQuery(redRainEndpoint, undefined), queryKey: ['platform', 'redRain', token ?? ''], enabled: Boolean(token) });
