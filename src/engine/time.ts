// Time for the whole project: the lengths of a minute, an hour and a day, and dates as members of
// a Philippine site read them (DD/MM/YYYY HH:mm). Reports use the platform's calendar (UTC), so a
// date on one page matches the same date on another; match times show at a given UTC offset.
// Every date of the site is written by the functions below, in one format set by the language
// (DATE_ORDER: day first, as the spec writes dates, except Chinese, which puts the year first):
// the app sets the order when its language is set (src/i18n/setup.ts).
export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

const two = (n: number) => String(n).padStart(2, '0');

/** How a language orders a date: DD/MM/YYYY, or YYYY/MM/DD. */
export type DateOrder = 'dmy' | 'ymd';
export const DATE_ORDER: Readonly<Record<string, DateOrder>> = { EN: 'dmy', TY: 'dmy', TH: 'dmy', VI: 'dmy', CN: 'ymd' };

let dateOrder: DateOrder = 'dmy';
/** The order every date is written in from now on (the interface language's; see DATE_ORDER). */
export function setDateLanguage(language: string): void {
  dateOrder = DATE_ORDER[language] ?? 'dmy';
}

/** A day as the language writes it. */
export const formatDay = (year: number, month: number, day: number): string =>
  dateOrder === 'ymd' ? `${year}/${two(month)}/${two(day)}` : `${two(day)}/${two(month)}/${year}`;

/** A platform day (YYYY-MM-DD, as announcements give their dates) as the language writes it; anything else as it is. */
export function formatIsoDay(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? formatDay(Number(m[1]), Number(m[2]), Number(m[3])) : iso;
}

/** A moment as DD/MM/YYYY and HH:mm at a UTC offset in minutes (+480 is Manila). */
export function dateTimeAt(ms: number, offsetMinutes: number): { date: string; time: string } {
  const d = new Date(ms + offsetMinutes * MINUTE_MS);
  return {
    date: formatDay(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()),
    time: `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`,
  };
}

/** What an empty date field shows: how the language writes a day (DD/MM/YYYY, or YYYY/MM/DD). */
export const datePattern = (): string => (dateOrder === 'ymd' ? 'YYYY/MM/DD' : 'DD/MM/YYYY');

/**
 * A date field's way of writing its YYYY-MM-DD value (src/ui's DateInput takes it as a prop): a
 * browser's own date input writes the device's format (11/22/2026 on an English phone), which
 * reads as another date beside the site's 22/11/2026.
 */
export const DATE_FIELD_FORMAT = {
  format: formatIsoDay,
  get pattern(): string {
    return datePattern();
  },
};

/** The device's own UTC offset at a moment, in minutes (Date's offset has the other sign). */
export const localOffsetMinutes = (ms: number): number => -new Date(ms).getTimezoneOffset();

/**
 * A moment on the device's own clock (DD/MM/YYYY HH:mm): until when a lock lasts, which a member
 * reads against the phone's clock (06:32 UTC read as past at 13:16 in Manila, where it is 14:32).
 */
export function formatLocal(at: number): string {
  const { date, time } = dateTimeAt(at, localOffsetMinutes(at));
  return `${date} ${time}`;
}

export function formatUtcDate(at: number): string {
  const d = new Date(at);
  return formatDay(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

export function formatUtc(at: number): string {
  const d = new Date(at);
  return `${formatUtcDate(at)} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}
