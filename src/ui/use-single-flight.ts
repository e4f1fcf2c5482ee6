// Guards a button's action against a double tap: the second tap of a quick pair comes before
// React re-renders the button as disabled, so a flag in a ref (set at once) decides instead.
//   const flight = useSingleFlight();
//   if (!flight.start()) return;
//   mutation.mutate(vars, { ..., onSettled: flight.done });
import { useMemo, useRef } from 'react';

export function useSingleFlight() {
  const busy = useRef(false);
  return useMemo(
    () => ({
      /** Whether the action may start now (false while one is in flight). */
      start: (): boolean => {
        if (busy.current) return false;
        busy.current = true;
        return true;
      },
      done: (): void => {
        busy.current = false;
      },
    }),
    [],
  );
}
