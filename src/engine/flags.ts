// Effective whitelabel flags: the platform status's value where it reports one, else the file's.
import { FLAG_CODES, type FlagCode, type MerchantConfig } from '@/config/schema';

export type EffectiveFlags = Readonly<Record<FlagCode, boolean>>;
export type PlatformFlags = Partial<Record<FlagCode, boolean>>;

export const isFlagCode = (v: unknown): v is FlagCode => typeof v === 'string' && (FLAG_CODES as readonly string[]).includes(v);

export function effectiveFlags(config: MerchantConfig, platformFlags?: PlatformFlags): EffectiveFlags {
  const out = {} as Record<FlagCode, boolean>;
  for (const code of FLAG_CODES) {
    const reported = platformFlags?.[code];
    out[code] = typeof reported === 'boolean' ? reported : config.whitelabel[code];
  }
  return out;
}

export type FlagSource = 'platform' | 'file';

export interface FlagState {
  code: FlagCode;
  /** The value in force. */
  value: boolean;
  /** Where it came from: the platform's status reported it, or the merchant file decided. */
  source: FlagSource;
  /** The merchant file's value (differs from `value` when the platform overrides it). */
  fileValue: boolean;
}

/** Every flag with its effective value and its source, in the spec's order (the /m/about page). */
export function flagStates(config: MerchantConfig, platformFlags?: PlatformFlags): FlagState[] {
  const effective = effectiveFlags(config, platformFlags);
  return FLAG_CODES.map((code) => ({
    code,
    value: effective[code],
    source: typeof platformFlags?.[code] === 'boolean' ? 'platform' : 'file',
    fileValue: config.whitelabel[code],
  }));
}
