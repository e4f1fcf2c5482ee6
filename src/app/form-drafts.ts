// What a member had typed when the session ended under them (it expired, or the platform ended
// it): the session-gone handler notes the page's form fields before it sends the member to login,
// and once the same member is back on that page, the fields are filled in again. Secrets are never
// kept (passwords, payment passwords, one-time codes), and the note lives in this tab's memory only:
// nothing of a member goes to storage, and a reload, another member or half an hour drops it.

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface FieldValue {
  /** The field's label (or accessible name, or name) and its place among fields of that label. */
  key: string;
  value: string;
  checked?: boolean;
}

interface Draft {
  pathname: string;
  userName: string;
  fields: FieldValue[];
  savedAt: number;
}

/** How long a draft waits for its member to come back. */
const DRAFT_TTL_MS = 30 * 60_000;
/** Input types whose value is not kept: secrets, and what a page cannot set. */
const SKIPPED_TYPES = new Set(['password', 'hidden', 'file', 'submit', 'button', 'reset', 'image']);
/** Autocomplete tokens of secrets and one-time codes. */
const SECRET_AUTOCOMPLETE = /password|one-time-code|cc-/i;

let draft: Draft | null = null;
let stopWatching: (() => void) | null = null;

const pathnameOf = (path: string): string => path.split(/[?#]/)[0] ?? '';

function labelOf(el: Control): string {
  const label = el.labels?.[0]?.textContent?.trim();
  return label || el.getAttribute('aria-label')?.trim() || el.getAttribute('name') || '';
}

/** Whether a field's value may be kept: not a secret, not disabled, inside a form. */
function keepable(el: Control): boolean {
  if (el.disabled || !el.closest('form')) return false;
  if (el instanceof HTMLInputElement && SKIPPED_TYPES.has(el.type)) return false;
  return !SECRET_AUTOCOMPLETE.test(el.getAttribute('autocomplete') ?? '');
}

/** The page's keepable form fields, each with its key. */
function controlsOf(root: ParentNode): { key: string; el: Control }[] {
  const seen = new Map<string, number>();
  const out: { key: string; el: Control }[] = [];
  for (const el of root.querySelectorAll<Control>('form input, form textarea, form select')) {
    if (!keepable(el)) continue;
    const label = labelOf(el);
    if (!label) continue;
    const n = seen.get(label) ?? 0;
    seen.set(label, n + 1);
    out.push({ key: `${label}#${n}`, el });
  }
  return out;
}

const isToggle = (el: Control): el is HTMLInputElement => el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');

/** What the member typed or chose on the page, secrets left out. */
export function formValuesOf(root: ParentNode): FieldValue[] {
  return controlsOf(root)
    .map(({ key, el }): FieldValue => (isToggle(el) ? { key, value: el.value, checked: el.checked } : { key, value: el.value }))
    .filter((f) => f.checked !== undefined || f.value !== '');
}

/** Sets a field the way typing does, so that the page's own state (React's) follows. */
function setControl(el: Control, field: FieldValue): boolean {
  if (isToggle(el)) {
    if (field.checked === undefined || el.checked === field.checked) return false;
    // A radio is chosen, never unchosen, by a click; a checkbox toggles.
    if (el.type === 'radio' && !field.checked) return false;
    el.click();
    return true;
  }
  if (el.value === field.value) return false;
  const proto =
    el instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : el instanceof HTMLSelectElement
        ? HTMLSelectElement.prototype
        : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, field.value);
  el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  return true;
}

/** Fills in the fields of `values` found on the page; answers the keys filled in. */
export function fillForm(root: ParentNode, values: readonly FieldValue[]): Set<string> {
  const wanted = new Map(values.map((f) => [f.key, f]));
  const done = new Set<string>();
  for (const { key, el } of controlsOf(root)) {
    const field = wanted.get(key);
    if (!field) continue;
    setControl(el, field);
    done.add(key);
  }
  return done;
}

/** Drops the draft (a login of another member, a sign-out, its time). */
export function dropFormDraft(): void {
  draft = null;
  stopWatching?.();
  stopWatching = null;
}

export interface DraftWatch {
  /** The current path (pathname + search) of the app's router. */
  currentPath: () => string;
  /** Who is logged in now, if anyone. */
  currentMember: () => string | undefined;
  /** Where the page renders (the document's body by default). */
  root?: ParentNode & Node;
  now?: () => number;
}

/**
 * Notes what the member typed on the page they are on, and fills it in again when the same member
 * is back on that page (after logging in again). Answers whether anything was kept.
 */
export function keepFormDraft(userName: string, watch: DraftWatch): boolean {
  dropFormDraft();
  if (typeof document === 'undefined') return false;
  const root = watch.root ?? document.body;
  const now = watch.now ?? (() => Date.now());
  const fields = formValuesOf(root);
  if (fields.length === 0) return false;
  const kept: Draft = { pathname: pathnameOf(watch.currentPath()), userName, fields, savedAt: now() };
  draft = kept;
  const filled = new Set<string>();
  const check = () => {
    if (draft !== kept) return;
    if (now() - kept.savedAt > DRAFT_TTL_MS) return dropFormDraft();
    const member = watch.currentMember();
    if (member === undefined) return;
    if (member !== kept.userName) return dropFormDraft();
    if (pathnameOf(watch.currentPath()) !== kept.pathname) return;
    // The page may render its form in parts (after its data): fill in each field once it is there.
    const rest = kept.fields.filter((f) => !filled.has(f.key));
    for (const key of fillForm(root, rest)) filled.add(key);
    if (filled.size === kept.fields.length) dropFormDraft();
  };
  const observer = new MutationObserver(check);
  observer.observe(root, { childList: true, subtree: true });
  const timer = setTimeout(dropFormDraft, DRAFT_TTL_MS);
  stopWatching = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  return true;
}
