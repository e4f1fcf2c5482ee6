// The submit-once guard: a control that moves money, creates an account or claims something runs
// its action once at a time, whatever the taps. The second tap of a quick pair comes before React
// re-renders the button as disabled, so a flag in a ref (set at once) decides, not `isPending`.
//   const flight = useSingleFlight();
//   const send = () => flight.run(async () => { ... await mutation.mutateAsync(vars) ... });
// or, around a mutation's callbacks:
//   if (!flight.start()) return;
//   mutation.mutate(vars, { ..., onSettled: flight.done });
// Forms get it through useForm (src/ui/use-form.ts).
import { useMemo, useRef } from 'react';

export interface SingleFlight {
  /** Whether the action may start now (false while one is in flight); starts it. */
  start: () => boolean;
  done: () => void;
  /** Runs `action` unless one is in flight (then nothing happens); the flight ends when it settles. */
  run: (action: () => unknown) => Promise<void>;
}

export function useSingleFlight(): SingleFlight {
  const busy = useRef(false);
  return useMemo(() => {
    const start = (): boolean => {
      if (busy.current) return false;
      busy.current = true;
      return true;
    };
    const done = (): void => {
      busy.current = false;
    };
    const run = async (action: () => unknown): Promise<void> => {
      if (!start()) return;
      try {
        await action();
      } finally {
        done();
      }
    };
    return { start, done, run };
  }, []);
}
