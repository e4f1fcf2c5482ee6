// Time for the whole project: the lengths of a minute, an hour and a day, and dates as members of
// a Philippine site read them (DD/MM/YYYY HH:mm). Reports use the platform's calendar (UTC), so a
// date on one page matches the same date on another; match times show at a given UTC offset.
export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

const two = (n: number) => String(n).padStart(2, '0');

/** A moment as DD/MM/YYYY and HH:mm at a UTC offset in minutes (+480 is Manila). */
export function dateTimeAt(ms: number, offsetMinutes: number): { date: string; time: string } {
  const d = new Date(ms + offsetMinutes * MINUTE_MS);
  return {
    date: `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`,
    time: `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`,
  };
}

/** The device's own UTC offset at a moment, in minutes (Date's offset has the other sign). */
export const localOffsetMinutes = (ms: number): number => -new Date(ms).getTimezoneOffset();

export function formatUtcDate(at: number): string {
  const d = new Date(at);
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}

export function formatUtc(at: number): string {
  const d = new Date(at);
  return `${formatUtcDate(at)} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}
