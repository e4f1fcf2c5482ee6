// The merchant config in force on this page, as a tiny external store: the boot's config until a
// published file replaces it (src/config/follow.ts, started by src/shell/follow-merchant.ts). The
// config context (src/shell/config-context.tsx) and the browser demo platform read it, so a flag
// switched off in the file is off for the screens and for the demo platform's status alike.
import type { MerchantConfig } from '@/config/schema';

let current: MerchantConfig | null = null;
const listeners = new Set<() => void>();

/** The config in force for `fallback`'s merchant: the last published one, else `fallback`. */
export function liveConfig(fallback: MerchantConfig): MerchantConfig {
  return current && current.code === fallback.code ? current : fallback;
}

export function setLiveConfig(config: MerchantConfig): void {
  current = config;
  for (const listener of listeners) listener();
}

export function subscribeLiveConfig(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
