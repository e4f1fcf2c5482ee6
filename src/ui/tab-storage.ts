// What a screen keeps in the tab's sessionStorage under a prefix of its own (pending request ids,
// form drafts), and forgets at once when a member logs in or out.

/** Removes every sessionStorage key that starts with `prefix` (storage unavailable: nothing was kept). */
export function forgetTabKeys(prefix: string): void {
  try {
    for (let i = sessionStorage.length - 1; i >= 0; i--) {
      const k = sessionStorage.key(i);
      if (k?.startsWith(prefix)) sessionStorage.removeItem(k);
    }
  } catch {
    // storage unavailable: nothing kept
  }
}
