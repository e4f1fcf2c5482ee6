// The language the platform's data is asked in: the chosen language once it has been still for
// 250 ms (the spec: language-change reloads debounced 200–250 ms), so a run of taps on the
// language switch reloads the lists once, not once per tap. Every query whose answer follows the
// language (its X-Language) keys itself by this, not by the language store's current value.
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { languageStore } from '@/state/preferences';

/** The spec's language-change debounce (200–250 ms; hot games 250 ms). */
export const LANGUAGE_RELOAD_DEBOUNCE_MS = 250;

export function useDataLanguage(): string {
  const language = useSnapshot(languageStore).language;
  const [settled, setSettled] = useState(language);
  useEffect(() => {
    if (language === settled) return undefined;
    const id = window.setTimeout(() => setSettled(language), LANGUAGE_RELOAD_DEBOUNCE_MS);
    return () => window.clearTimeout(id);
  }, [language, settled]);
  return settled;
}
