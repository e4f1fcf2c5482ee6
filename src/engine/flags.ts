// Effective whitelabel flags: the platform status's value where it reports one, else the file's.
import { FLAG_CODES, type FlagCode, type MerchantConfig } from '@/config/schema';

export type EffectiveFlags = Readonly<Record<FlagCode, boolean>>;
export type PlatformFlags = Partial<Record<FlagCode, boolean>>;

export const isFlagCode = (v: unknown): v is FlagCode =>
  typeof v === 'string' && (FLAG_CODES as readonly string[]).includes(v);

export function effectiveFlags(config: MerchantConfig, platformFlags?: PlatformFlags): EffectiveFlags {
  const out = {} as Record<FlagCode, boolean>;
  for (const code of FLAG_CODES) {
    const reported = platformFlags?.[code];
    out[code] = typeof reported === 'boolean' ? reported : config.whitelabel[code];
  }
  return out;
}
