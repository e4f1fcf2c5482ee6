// A value that follows another after it has been still for `ms` (the name search: 500 ms; the
// language's debounce is src/state/data-language.ts).
import { useEffect, useState } from 'react';

/** Name search (the spec: 500 ms). */
export const SEARCH_DEBOUNCE_MS = 500;

export function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const id = window.setTimeout(() => setV(value), ms);
    return () => window.clearTimeout(id);
  }, [value, ms]);
  return v;
}
