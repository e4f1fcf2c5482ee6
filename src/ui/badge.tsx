// Unread badges: hidden at zero (or for guests, by not rendering them), "99+" above 99.

/** The text of a count badge: '' when there is nothing to show. */
export function countBadgeText(count: number | null | undefined): string {
  if (!count || count <= 0 || !Number.isFinite(count)) return '';
  return count > 99 ? '99+' : String(Math.floor(count));
}
