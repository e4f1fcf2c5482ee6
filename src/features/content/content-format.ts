// Display helpers of the content pages.
const pad = (n: number) => String(n).padStart(2, '0');

/** A day as DD/MM/YYYY (local time). */
export function formatDay(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
}
