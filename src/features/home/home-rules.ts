// Pure rules of the home page: the hot-match date and time, and the app-download bar.

import { dateTimeAt } from '@/engine/time';

/**
 * A match time (ms since the epoch) as the strip shows it: DD/MM/YYYY and HH:mm (local time).
 * The offset is Date's getTimezoneOffset (minutes behind UTC), the device's by default.
 */
export function matchDateTime(ms: number, timeZoneOffsetMinutes = new Date(ms).getTimezoneOffset()): { date: string; time: string } {
  return dateTimeAt(ms, -timeZoneOffsetMinutes);
}

/** The iOS major version from a user agent (iPhone, iPad, iPod), else null. */
export function iosVersion(userAgent: string): number | null {
  if (!/iPhone|iPad|iPod/i.test(userAgent)) return null;
  const m = /OS (\d+)[_.]\d+/i.exec(userAgent);
  return m ? Number(m[1]) : 0;
}

const isIosSafari = (ua: string) => /iPhone|iPad|iPod/i.test(ua) && /Safari/i.test(ua) && !/CriOS|FxiOS|EdgiOS|FBAN|FBAV|Instagram|Line\//i.test(ua);

export type AppBar =
  | { kind: 'hidden' }
  /** Its place kept while the download links are asked for (the bar would push the page down as it arrives). */
  | { kind: 'pending' }
  /** Offer the app download (opens the download popup). */
  | { kind: 'download' }
  /** iOS Safari: add-to-home tips (legacy wording before iOS 13), and the profile when its link exists. */
  | { kind: 'iosTips'; legacy: boolean; profileUrl: string | null };

export interface AppBarInput {
  userAgent: string;
  /** Inside the installed app or PWA (display-mode standalone, navigator.standalone). */
  standalone: boolean;
  dismissed: boolean;
  /** The merchant's download links; null while they are being asked for. */
  links: readonly { resourceType: string; url: string }[] | null;
}

/** The bar shows on home paths only (the home screen renders it), never inside the installed app or once dismissed. */
export function appBar({ userAgent, standalone, dismissed, links }: AppBarInput): AppBar {
  if (standalone || dismissed) return { kind: 'hidden' };
  if (isIosSafari(userAgent)) {
    const version = iosVersion(userAgent) ?? 0;
    const profile = (links ?? []).find((l) => l.resourceType === 'MOBILECONFIG' && l.url)?.url ?? null;
    return { kind: 'iosTips', legacy: version > 0 && version < 13, profileUrl: profile };
  }
  if (!links) return { kind: 'pending' };
  const hasApp = links.some((l) => (l.resourceType === 'Android' || l.resourceType === 'IOS' || l.resourceType === 'MOBILECONFIG') && l.url);
  return hasApp ? { kind: 'download' } : { kind: 'hidden' };
}

export const APP_BAR_STORAGE_PREFIX = 'palaro:appbar-dismissed:';
