// Plays rounds of a demo game: one round id per round (kept until the platform has answered for
// good, so a retry after a lost answer is the same round), one request per tap (a double tap
// sends one), never retried by itself. The platform decides the outcome; this only shows it.
// A round lasts at least `MIN_ROUND_MS` (the reels spin, the cards are dealt): a second tap within
// it, however fast the platform answered, is part of the same tap and plays nothing.
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { invalidateMoney } from '@/api/endpoints/wallet';
import { useDemoRound, type DemoRound, type DemoRoundPayload } from '@/demo/endpoints/demo-round';
import { isPlatformError } from '@/api/errors';
import { useIntent } from '@/ui/use-intent';
import { useSingleFlight } from '@/ui/use-single-flight';

export const MIN_ROUND_MS = 600;

/** `free`: the table is in free play (the rounds are staked from play credit; no money moves). */
export function useRound(gameId: string, free = false) {
  const mutation = useDemoRound();
  const flight = useSingleFlight();
  const intent = useIntent('demo-round');
  const [last, setLast] = useState<DemoRound | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  /** Plays a round of these bets (a sports bet: on `match`; a draw ticket: of `picks`). */
  const play = (bets: DemoRoundPayload['bets'], extra: Pick<DemoRoundPayload, 'match' | 'picks'> = {}): void => {
    if (!flight.start()) return;
    const fingerprint = `${gameId}:${free ? 'free:' : ''}${JSON.stringify(bets)}:${JSON.stringify(extra)}`;
    const roundId = intent.idFor(fingerprint);
    const startedAt = Date.now();
    setBusy(true);
    setError(null);
    mutation.mutate(
      { roundId, gameId, bets, ...extra, ...(free ? { free: true } : {}) },
      {
        onSuccess: (round) => {
          intent.settle(fingerprint);
          setLast(round);
        },
        onError: (e) => {
          // A refusal is an answer for good; a lost answer keeps the id for the next tap.
          if (isPlatformError(e) && (e.kind === 'rejected' || e.kind === 'session')) intent.settle(fingerprint);
          setError(e);
        },
        onSettled: () => {
          timer.current = window.setTimeout(
            () => {
              setBusy(false);
              flight.done();
            },
            Math.max(0, startedAt + MIN_ROUND_MS - Date.now()),
          );
        },
      },
    );
  };

  return { play, pending: busy || mutation.isPending, last, error };
}

const PENDING_POLL_MS = 5_000;

/** An event's or draw's number of the day (events and draws run one a minute, 1 … 1440). */
export const numberOfDay = (eventNo: number): number => ((((eventNo - 1) % 1440) + 1440) % 1440) + 1;

/**
 * Asks the platform again when something on its clock is due (a pending bet settles, the next
 * event or draw opens), and every few seconds while a bet is pending: the table, the balance and
 * the records then show it. Timers only, so a test drives it by the page's clock.
 */
export function useRefreshAt(times: readonly number[], pending: boolean): void {
  const queryClient = useQueryClient();
  // While a bet waits, also every few seconds: the platform's clock, not the device's, decides.
  useEffect(() => {
    if (!pending) return undefined;
    const id = window.setInterval(() => void invalidateMoney(queryClient), PENDING_POLL_MS);
    return () => window.clearInterval(id);
  }, [pending, queryClient]);
  const key = [...times].sort((a, b) => a - b).join(',');
  useEffect(() => {
    const now = Date.now();
    const next = key
      .split(',')
      .map(Number)
      .find((t) => t > now);
    if (next === undefined) return undefined;
    // A moment after the time, so that the platform's clock has surely passed it.
    const id = window.setTimeout(() => void invalidateMoney(queryClient), next - now + 250);
    return () => window.clearTimeout(id);
  }, [key, queryClient]);
}

/** The time left until `at` on the page's clock, ticking every second: "0:42", or "2:05:09" from an hour. */
export function useCountdown(at: number): string {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(id);
  }, []);
  const left = Math.max(0, Math.ceil((at - now) / 1_000));
  const ss = String(left % 60).padStart(2, '0');
  if (left < 3_600) return `${Math.floor(left / 60)}:${ss}`;
  return `${Math.floor(left / 3_600)}:${String(Math.floor(left / 60) % 60).padStart(2, '0')}:${ss}`;
}
