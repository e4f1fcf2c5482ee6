// The request id of a call that must act once (money, claims), per intent: kind + what is sent.
// It is kept in sessionStorage until the platform has answered for good, so that a double tap, a
// retry after a lost answer or a reload followed by the same submission reuses it and the
// platform acts only once.
import { useCallback } from 'react';
import { forgetTabKeys } from '@/ui/tab-storage';

const INTENT_PREFIX = 'palaro:intent:';

/** Forgets every pending request id (a member logged in or out: the next member starts afresh). */
export const clearIntents = (): void => forgetTabKeys(INTENT_PREFIX);

export function useIntent(kind: string) {
  const idFor = useCallback(
    (fingerprint: string): string => {
      const key = `${INTENT_PREFIX}${kind}:${fingerprint}`;
      try {
        const existing = sessionStorage.getItem(key);
        if (existing) return existing;
        const id = crypto.randomUUID();
        sessionStorage.setItem(key, id);
        return id;
      } catch {
        return crypto.randomUUID();
      }
    },
    [kind],
  );
  /** The platform answered (an order or a refusal): the next submission is a new intent. */
  const settle = useCallback(
    (fingerprint: string) => {
      try {
        sessionStorage.removeItem(`${INTENT_PREFIX}${kind}:${fingerprint}`);
      } catch {
        // storage unavailable: nothing kept
      }
    },
    [kind],
  );
  return { idFor, settle };
}
