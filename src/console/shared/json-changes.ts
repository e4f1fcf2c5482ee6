// What changed between two versions of a merchant file, key by key, and the combining of two
// operators' changes made from the same version. Shared by the console's server (the history's
// changed keys) and its web app (combining a draft with a newer one saved meanwhile).
//
// A key is a path of object keys; a list is one key (lists replace, they do not merge), and a
// whole object added or removed counts as the keys inside it.

type Obj = Record<string, unknown>;
export type KeyPath = readonly string[];

const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The paths of the keys that differ between `before` and `after` (`$schema` aside). */
export function changedPaths(before: unknown, after: unknown, prefix: KeyPath = []): KeyPath[] {
  if (prefix.length && before === undefined && isObject(after)) return changedPaths({}, after, prefix);
  if (prefix.length && after === undefined && isObject(before)) return changedPaths(before, {}, prefix);
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => k !== '$schema').sort();
    return keys.flatMap((k) => changedPaths(before[k], after[k], [...prefix, k]));
  }
  return same(before, after) ? [] : [prefix];
}

/** A path as people read it: `whitelabel.CBS3`; the whole file is `(file)`. */
export const keyName = (path: KeyPath): string => (path.length ? path.join('.') : '(file)');

/** The dotted names of the keys that differ between `before` and `after`. */
export const changedKeys = (before: unknown, after: unknown): string[] => changedPaths(before, after).map(keyName);

const valueAt = (root: unknown, path: KeyPath): unknown => path.reduce<unknown>((v, k) => (isObject(v) ? v[k] : undefined), root);

/** `root` without the key `key`. */
const without = (root: Obj, key: string): Obj => Object.fromEntries(Object.entries(root).filter(([k]) => k !== key));

/** `root` with the key at `path` set to `value` (removed when undefined); objects on the way are copied, never changed. */
function withValueAt(root: Obj, path: KeyPath, value: unknown): Obj {
  const [head, ...rest] = path;
  if (head === undefined) return isObject(value) ? value : root;
  if (rest.length === 0) return value === undefined ? without(root, head) : { ...root, [head]: value };
  const inner = root[head];
  const next = withValueAt(isObject(inner) ? inner : {}, rest, value);
  // An object left empty by a removal goes too (it was added by the change being undone).
  return Object.keys(next).length === 0 && value === undefined ? without(root, head) : { ...root, [head]: next };
}

const overlaps = (a: KeyPath, b: KeyPath): boolean =>
  a.every((k, i) => b[i] === undefined || b[i] === k) || b.every((k, i) => a[i] === undefined || a[i] === k);

/** The file as it takes effect: `defaults` with the file's keys over them (objects merge, lists replace). */
export function effective(defaults: unknown, file: unknown): unknown {
  if (!isObject(defaults) || !isObject(file)) return file === undefined ? defaults : file;
  const out: Obj = { ...defaults };
  for (const [k, v] of Object.entries(file)) out[k] = effective(defaults[k], v);
  return out;
}

export type Combined = { readonly ok: true; readonly data: Obj; readonly mine: string[] } | { readonly ok: false; readonly clashes: string[] };

/**
 * Both sets of changes made from `base`: `theirs` (saved first) with every key `mine` changed
 * set as in `mine`. Refused, naming the keys, when both changed the same key to different values.
 * A change is a change of what takes effect (with `defaults` under each file): a default copied
 * into a file by an edit nearby is not one.
 */
export function combineChanges(base: Obj, mine: Obj, theirs: Obj, defaults: Obj = {}): Combined {
  const [baseIn, mineIn, theirsIn] = [base, mine, theirs].map((file) => effective(defaults, file));
  const minePaths = changedPaths(baseIn, mineIn);
  const theirPaths = changedPaths(baseIn, theirsIn);
  const clashes = minePaths.filter((m) => theirPaths.some((t) => overlaps(m, t)) && !same(valueAt(mineIn, m), valueAt(theirsIn, m)));
  if (clashes.length) return { ok: false, clashes: clashes.map(keyName) };
  const data = minePaths.reduce((acc, path) => withValueAt(acc, path, valueAt(mine, path)), theirs);
  return { ok: true, data, mine: minePaths.map(keyName) };
}
