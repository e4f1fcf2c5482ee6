// The language the platform's data is asked in, debounced: it lives with the language store
// (src/state/data-language.ts) so that the API layer's hooks key their lists by it too.
export { LANGUAGE_RELOAD_DEBOUNCE_MS, useDataLanguage } from '@/state/data-language';
