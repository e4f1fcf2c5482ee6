// The one gate for every URL that arrives from outside (platform answers, merchant files):
// where a value may be navigated to, opened or framed. It decides by parsing the value with
// `new URL(value, origin)` against the page's origin, never by string prefix, and is strict on
// the raw text first: no whitespace or control characters, no backslashes, no protocol-relative
// `//host`, no scheme other than https (http only for localhost), no encoded slashes or dots in
// an in-app path. Everything else (javascript:, data:, vbscript:, blob:, file:, entity or
// mixed-case variants…) is refused.
//
// config is the lowest layer, so the engine, api, ui and features can all import this module;
// it imports nothing but zod. The zod types check merchant files and platform answers where the
// value enters (a bad value fails naming its path); the sinks call `classifyUrl` before acting.
import * as z from 'zod/mini';

/** An in-app path: navigated by the router. */
export type UrlVerdict =
  | { readonly kind: 'inApp'; readonly path: string }
  /** An https URL on another origin (http only for localhost): opened or assigned as is. */
  | { readonly kind: 'external'; readonly href: string }
  | { readonly kind: 'refused' };

const REFUSED: UrlVerdict = Object.freeze({ kind: 'refused' });

/** The prefix of every route of the app. */
export const APP_PATH_PREFIX = '/m/';

/** Longest URL accepted (launch URLs carry tokens; anything longer is refused). */
export const MAX_URL_LENGTH = 4096;

/** Used where no page exists (validating merchant files and answers): a path must stay on it. */
const SENTINEL_ORIGIN = 'https://origin.invalid';

/** Whitespace (including Unicode spaces and line separators), C0/C1 controls, backslashes. */
// eslint-disable-next-line no-control-regex -- the control characters are what this forbids
const FORBIDDEN_CHARS = /[\s\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\ufeff\\]/;
/** An encoded slash, backslash, dot, NUL or percent: path tricks once something decodes it. */
const ENCODED_TRICK = /%(?:2f|5c|2e|00|25)/i;
/** A root-relative path: one slash, not followed by another slash. */
const ROOT_PATH = /^\/(?!\/)/;
/** An absolute web URL as written: scheme, then `//`. */
const WEB_URL = /^https?:\/\//i;

/** Host names for which plain http is accepted (the developer's machine). */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]' || host.endsWith('.localhost');
}

function cleanText(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_URL_LENGTH && !FORBIDDEN_CHARS.test(value);
}

function parse(value: string, origin: string): URL | null {
  try {
    return new URL(value, origin);
  } catch {
    return null;
  }
}

/** https, or http on a local host; no credentials in the URL. */
function isWebUrl(url: URL): boolean {
  if (url.username !== '' || url.password !== '' || url.hostname === '') return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && isLocalHost(url.hostname);
}

/**
 * The characters of a route path: no percent-encoding at all (the router decodes a path before
 * matching it, so `/m/fr%61me` would be the frame), no empty segments.
 */
const APP_PATH = /^\/m\/[A-Za-z0-9._~!$&'()*+,;=:@/-]*$/;

/** A parsed same-origin path that is a route of the app. */
function isAppPath(url: URL): boolean {
  return url.pathname.startsWith(APP_PATH_PREFIX) && APP_PATH.test(url.pathname) && !url.pathname.includes('//');
}

/** The page's own origin, absolute; it may be plain http (a test host): it is only the base. */
function pageOrigin(origin: string): string | null {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return null;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
}

/**
 * Where a URL from outside may go, decided against the page's origin (`window.location.origin`):
 * an in-app path (same origin, under /m/), an external https URL (http only for localhost), or
 * refused.
 */
export function classifyUrl(value: unknown, origin: string): UrlVerdict {
  if (!cleanText(value)) return REFUSED;
  const base = pageOrigin(origin);
  if (!base) return REFUSED;
  const rooted = ROOT_PATH.test(value);
  if (!rooted && !WEB_URL.test(value)) return REFUSED;
  const url = parse(value, base);
  if (!url) return REFUSED;
  if (url.origin === base) {
    if (rooted && ENCODED_TRICK.test(value.split(/[?#]/, 1)[0] ?? '')) return REFUSED;
    return isAppPath(url) ? { kind: 'inApp', path: `${url.pathname}${url.search}${url.hash}` } : REFUSED;
  }
  if (rooted) return REFUSED;
  return isWebUrl(url) ? { kind: 'external', href: url.href } : REFUSED;
}

/** The origin of an external URL the gate accepts, else null. */
export function externalOrigin(value: unknown, origin: string): string | null {
  const verdict = classifyUrl(value, origin);
  return verdict.kind === 'external' ? new URL(verdict.href).origin : null;
}

// ------------------------------------------------------------------ origin-free checks (schemas)

/** An absolute https URL (http only for localhost). */
export function isHttpsUrl(value: unknown): boolean {
  return classifyUrl(value, SENTINEL_ORIGIN).kind === 'external';
}

/** A root-relative path of the app (/m/…), as the router navigates it. */
export function isInAppPath(value: unknown): boolean {
  return typeof value === 'string' && ROOT_PATH.test(value) && classifyUrl(value, SENTINEL_ORIGIN).kind === 'inApp';
}

/** A root-relative path on this site (any folder: /downloads/…, /brand/…, /api). */
export function isSitePath(value: unknown): boolean {
  if (!cleanText(value) || !ROOT_PATH.test(value)) return false;
  if (ENCODED_TRICK.test(value.split(/[?#]/, 1)[0] ?? '')) return false;
  const url = parse(value, SENTINEL_ORIGIN);
  return url !== null && url.origin === SENTINEL_ORIGIN && !url.pathname.includes('//');
}

/** An https (or localhost http) origin as written: scheme and host, an optional port, nothing else. */
export function isHttpsOrigin(value: unknown): boolean {
  if (!cleanText(value) || !/^https?:\/\/[^/?#@]+\/?$/i.test(value)) return false;
  const url = parse(value, SENTINEL_ORIGIN);
  return url !== null && isWebUrl(url) && url.pathname === '/' && url.search === '' && url.hash === '';
}

/** The raster image types a data: URL may carry (no SVG: it can hold script). */
const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

export function isDataImage(value: unknown): boolean {
  return typeof value === 'string' && value.length <= 2_000_000 && DATA_IMAGE.test(value);
}

/** A relative image path (resolved against the page or one of the merchant's image CDNs). */
function isRelativeImagePath(value: string): boolean {
  if (!cleanText(value) || value.startsWith('/') || !/^[A-Za-z0-9_~.-]/.test(value)) return false;
  if (/^[^/?#]*:/.test(value)) return false; // a scheme
  const url = parse(value, `${SENTINEL_ORIGIN}/`);
  return url !== null && url.origin === SENTINEL_ORIGIN;
}

/** An image: a path on this site (or on a CDN), a raster data: image, or an https URL. */
export function isImageUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  return isDataImage(value) || isSitePath(value) || isRelativeImagePath(value) || isHttpsUrl(value);
}

/**
 * Whether an image may be shown: a raster data: image, a path on this origin, or an https (or
 * localhost http) URL on one of the merchant's image CDNs (origins).
 */
export function isAllowedImage(value: unknown, origin: string, cdns: readonly string[]): boolean {
  if (typeof value !== 'string') return false;
  if (isDataImage(value)) return true;
  const base = pageOrigin(origin);
  if (!base || !cleanText(value)) return false;
  if (!ROOT_PATH.test(value) && !WEB_URL.test(value) && !isRelativeImagePath(value)) return false;
  const url = parse(value, `${base}/`);
  if (!url) return false;
  if (url.origin === base) return !(ROOT_PATH.test(value) && ENCODED_TRICK.test(value.split(/[?#]/, 1)[0] ?? ''));
  if (!isWebUrl(url)) return false;
  return cdns.some((cdn) => isHttpsOrigin(cdn) && new URL(cdn).origin === url.origin);
}

// ------------------------------------------------------------------ zod types

/**
 * A string the gate accepts. `pattern` is a coarse first filter that the generated JSON Schema
 * carries (editor hints); the gate's own test decides.
 */
const gated = (pattern: RegExp, test: (value: string) => boolean, message: string) =>
  z.string().check(z.regex(pattern, { message, abort: true }), z.refine(test, { message }));

const HTTPS_PATTERN = /^(?:https:\/\/|http:\/\/(?:localhost|127\.0\.0\.1|\[::1\]|[A-Za-z0-9.-]+\.localhost)(?:[:/?#]|$))/;
const APP_PATTERN = /^\/m\//;
const SITE_PATTERN = /^\/(?![/\\])/;
const DATA_IMAGE_PATTERN = /^data:image\/(?:png|jpeg|gif|webp);base64,/;
const either = (...patterns: RegExp[]) => new RegExp(patterns.map((p) => `(?:${p.source})`).join('|'));

/** An absolute https URL (plain http only for localhost). */
export const httpsUrl = gated(HTTPS_PATTERN, isHttpsUrl, 'expected an https URL (http only for localhost)');

/** A path of the app: /m/… */
export const inAppPath = gated(APP_PATTERN, isInAppPath, 'expected an in-app path (/m/…)');

/** A link: an in-app path or an https URL. */
export const linkUrl = gated(either(APP_PATTERN, HTTPS_PATTERN), (v) => isInAppPath(v) || isHttpsUrl(v), 'expected an in-app path (/m/…) or an https URL');

/** A file or page on this site or an https URL: downloads, videos, the API base. */
export const resourceUrl = gated(
  either(SITE_PATTERN, HTTPS_PATTERN),
  (v) => isSitePath(v) || isHttpsUrl(v),
  'expected a path on this site (/…) or an https URL',
);

/** An origin: https://host[:port] (plain http only for localhost), no path. */
export const httpsOrigin = gated(HTTPS_PATTERN, isHttpsOrigin, 'expected an https origin (https://host, http only for localhost)');

/** An image: a path on this site or a CDN, data:image/(png|jpeg|gif|webp);base64, or an https URL. */
export const imageUrl = gated(
  /^(?!\/\/)(?![A-Za-z][A-Za-z0-9+.-]*:)|^https?:\/\/|^data:image\//,
  isImageUrl,
  'expected an image path, a png/jpeg/gif/webp data: URL or an https URL',
);

/** An image on this site: a root-relative path or a raster data: image (a logo). */
export const siteImage = gated(
  either(SITE_PATTERN, DATA_IMAGE_PATTERN),
  (v) => isSitePath(v) || isDataImage(v),
  'expected a path on this site (/…) or a png/jpeg/gif/webp data: URL',
);

/**
 * Where a platform linkage (a banner's `{ kind, target }`) leads, through the gate: an internal
 * target only as an in-app path, an external one only as an https URL; otherwise refused.
 */
export function linkageTarget(linkage: { readonly kind: string; readonly target?: string | undefined }, origin: string): UrlVerdict {
  if (linkage.kind !== 'internal' && linkage.kind !== 'external') return REFUSED;
  const verdict = classifyUrl(linkage.target, origin);
  const expected = linkage.kind === 'internal' ? 'inApp' : 'external';
  return verdict.kind === expected ? verdict : REFUSED;
}
