// Which announcements the home popup shows, and whether it shows again: variant A for members,
// B for visitors, plus F on a member's first login; once closed, it stays closed until the SET of
// title+content pairs differs from the one stored when it was closed.
import type { Announcement } from '@/api/endpoints/announcements';

export type PopupViewer = { loggedIn: boolean; firstLogin: boolean };

export function popupAnnouncements(list: readonly Announcement[], viewer: PopupViewer): Announcement[] {
  const executions = viewer.loggedIn ? (viewer.firstLogin ? ['A', 'F'] : ['A']) : ['B'];
  return list.filter((a) => a.type === 'PU' && executions.includes(a.execution));
}

/** A canonical signature of the set of title+content pairs (order does not matter). */
export function popupSignature(list: readonly Pick<Announcement, 'title' | 'content'>[]): string {
  return JSON.stringify([...new Set(list.map((a) => JSON.stringify([a.title, a.content])))].sort());
}

/** Shows unless the stored record says it was closed for this very set. */
export function shouldShowPopup(list: readonly Pick<Announcement, 'title' | 'content'>[], stored: string | null): boolean {
  if (list.length === 0) return false;
  if (!stored) return true;
  try {
    const record = JSON.parse(stored) as { show?: boolean; signature?: string };
    return !(record.show === false && record.signature === popupSignature(list));
  } catch {
    return true;
  }
}

export const closedRecord = (list: readonly Pick<Announcement, 'title' | 'content'>[]): string =>
  JSON.stringify({ show: false, signature: popupSignature(list) });
