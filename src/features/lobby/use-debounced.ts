// A value that follows another after it has been still for `ms` (search 500 ms, language 250 ms).
import { useEffect, useState } from 'react';

/** Name search (the spec: 500 ms). */
export const SEARCH_DEBOUNCE_MS = 500;
/** Hot games reload when the language changes (the spec: 250 ms). */
export const LANGUAGE_DEBOUNCE_MS = 250;

export function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const id = window.setTimeout(() => setV(value), ms);
    return () => window.clearTimeout(id);
  }, [value, ms]);
  return v;
}
