// Plays rounds of a demo game: one round id per round (kept until the platform has answered for
// good, so a retry after a lost answer is the same round), one request per tap (a double tap
// sends one), never retried by itself. The platform decides the outcome; this only shows it.
// A round lasts at least `MIN_ROUND_MS` (the reels spin, the cards are dealt): a second tap within
// it, however fast the platform answered, is part of the same tap and plays nothing.
import { useEffect, useRef, useState } from 'react';
import { useDemoRound, type DemoRound, type DemoRoundPayload } from '@/api/endpoints/demo-round';
import { isPlatformError } from '@/api/errors';
import { useIntent } from '@/ui/use-intent';
import { useSingleFlight } from '@/ui/use-single-flight';

export const MIN_ROUND_MS = 600;

export function useRound(gameId: string) {
  const mutation = useDemoRound();
  const flight = useSingleFlight();
  const intent = useIntent('demo-round');
  const [last, setLast] = useState<DemoRound | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const play = (bets: DemoRoundPayload['bets']): void => {
    if (!flight.start()) return;
    const fingerprint = `${gameId}:${JSON.stringify(bets)}`;
    const roundId = intent.idFor(fingerprint);
    const startedAt = Date.now();
    setBusy(true);
    setError(null);
    mutation.mutate(
      { roundId, gameId, bets },
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
