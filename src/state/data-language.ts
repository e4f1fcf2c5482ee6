// The language the platform's data is asked in: the chosen language once it has been still for
// 250 ms (the spec: language-change reloads debounced 200–250 ms), so a run of taps on the
// language switch reloads the lists once, not once per tap. Every query whose answer follows the
// language (its X-Language) keys itself by this, not by the language store's current value.
//
// One settled value for the whole page: a part that mounts in the middle of a run of taps reads
// the language the page's data is in, not the tap of that moment. With nothing reading it (boot,
// before the first render), a change applies at once.
import { useEffect } from 'react';
import { proxy, subscribe, useSnapshot } from 'valtio';
import { languageStore } from '@/state/preferences';

/** The spec's language-change debounce (200–250 ms; hot games 250 ms). */
export const LANGUAGE_RELOAD_DEBOUNCE_MS = 250;

const dataLanguage = proxy({ language: languageStore.language });
let readers = 0;
let pending: ReturnType<typeof setTimeout> | undefined;

subscribe(languageStore, () => {
  clearTimeout(pending);
  const next = languageStore.language;
  if (next === dataLanguage.language) return;
  if (readers === 0) dataLanguage.language = next;
  else
    pending = setTimeout(() => {
      dataLanguage.language = next;
    }, LANGUAGE_RELOAD_DEBOUNCE_MS);
});

/**
 * The language the page's data is in now (boot asks the first screen's data in it). With nothing
 * reading it yet, a change applies at once: the language store's value, which the subscription
 * above copies only once the current task is over.
 */
export function settledDataLanguage(): string {
  return readers === 0 ? languageStore.language : dataLanguage.language;
}

export function useDataLanguage(): string {
  useEffect(() => {
    readers += 1;
    return () => {
      readers -= 1;
    };
  }, []);
  return useSnapshot(dataLanguage).language;
}
