// Merge rule of merchant files (DESIGN.md): objects merge, arrays (and everything else) replace.
type Json = unknown;

const isPlainObject = (v: Json): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function mergeConfig(base: Json, override: Json): Json {
  if (!isPlainObject(base) || !isPlainObject(override)) return override === undefined ? base : override;
  const out: Record<string, Json> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    out[key] = key in base ? mergeConfig(base[key], value) : value;
  }
  return out;
}

export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
