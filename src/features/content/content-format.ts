// Display helpers of the content pages.
import { dateTimeAt, localOffsetMinutes } from '@/engine/time';

/** A day as DD/MM/YYYY (local time). */
export function formatDay(ms: number): string {
  return dateTimeAt(ms, localOffsetMinutes(ms)).date;
}
