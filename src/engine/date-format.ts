// Dates as members of a Philippine site read them: DD/MM/YYYY HH:mm, in the platform's calendar
// (UTC, like its reports), so a date on one page matches the same date on another.
const two = (n: number) => String(n).padStart(2, '0');

export function formatUtcDate(at: number): string {
  const d = new Date(at);
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}

export function formatUtc(at: number): string {
  const d = new Date(at);
  return `${formatUtcDate(at)} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}
