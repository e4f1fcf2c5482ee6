// Passwords (scrypt), session and CSRF tokens, and the signed preview token.
import { createHash, createHmac, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

const SCRYPT = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, KEY_LENGTH, { ...SCRYPT, maxmem: 64 * 1024 * 1024 });
  return `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = scryptSync(password, Buffer.from(salt, 'base64'), expected.length, { N: Number(n), r: Number(r), p: Number(p), maxmem: 64 * 1024 * 1024 });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A password an operator may be given: 10 characters at least. */
export function passwordProblem(password: unknown): string | null {
  if (typeof password !== 'string' || password.length < 10) return 'a password needs at least 10 characters';
  if (password.length > 200) return 'a password has at most 200 characters';
  return null;
}

export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

export const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

export function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export interface PreviewClaims {
  /** The merchant code. */
  m: string;
  /** The draft snapshot's id. */
  d: string;
  /** Expiry, epoch ms. */
  exp: number;
}

/** `<claims, base64url JSON>.<HMAC-SHA256 of them, base64url>`. */
export function signPreview(claims: PreviewClaims, secret: string): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const mac = createHmac('sha256', secret).update(body).digest('base64url');
  return `${body}.${mac}`;
}

/** The claims of a token signed with `secret` and not expired; null otherwise. */
export function verifyPreview(token: string, secret: string, now = Date.now()): PreviewClaims | null {
  const [body, mac] = token.split('.');
  if (!body || !mac) return null;
  const expected = createHmac('sha256', secret).update(body).digest('base64url');
  if (!sameToken(mac, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as PreviewClaims;
    if (typeof claims.m !== 'string' || typeof claims.d !== 'string' || typeof claims.exp !== 'number') return null;
    return claims.exp > now ? claims : null;
  } catch {
    return null;
  }
}
