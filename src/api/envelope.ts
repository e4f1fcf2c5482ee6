// The platform API contract, written down once.
//
// Transport: HTTPS, JSON. Base URL: the merchant file's `api.baseUrl` (e.g. https://api.example/api).
// Every request carries these headers:
//   X-Merchant-Code: <merchant code>     X-Device-Id: <UUID kept per device>
//   X-Language: EN | TY | CN | TH | VI   X-Gateway: 3 (MOBILE)
//   token: <session token>               (only when a session exists)
//   X-Device: OTHERS                     (only when running as an installed web app)
// Every answer, success or failure, is this envelope (HTTP 200 for business outcomes,
// 401 for a session that is gone, 5xx only when the platform itself fails):
//   { "success": true,  "code": "OK", "value": <the call's answer> }
//   { "success": false, "code": "<PLATFORM_CODES key>", "message": "<English text>", "value": { ... } }
// Paths, verbs and the answer schema of each call live in its own module under src/api/endpoints/.
import * as z from 'zod/mini';

export const envelopeSchema = z.object({
  success: z.boolean(),
  code: z.string(),
  message: z.optional(z.string()),
  value: z.optional(z.unknown()),
});

/** Money as the platform sends it: a decimal string with exactly two decimals ("10000.00"). */
export const moneySchema = z.string().check(z.regex(/^-?\d+\.\d{2}$/));

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestParts {
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  /** Values for `:name` segments of the path. */
  pathParams?: Record<string, string | number>;
}

/** What an endpoint needs from the running app to build a request (e.g. the encryption key). */
export interface RequestContext {
  merchantCode: string;
  publicKey: string;
}

export interface Endpoint<P, T> {
  /** A stable name, used in query keys and logs. */
  name: string;
  method: HttpMethod;
  /** Path below the base URL, e.g. `/v1/auth/login`; `:id` segments come from pathParams. */
  path: string;
  /** 'required': refused locally without a session; 'optional': token sent when present. */
  auth: 'none' | 'optional' | 'required';
  /**
   * Calls that create an account or move money are never retried automatically and carry an
   * idempotency key where the platform supports one.
   */
  sensitive?: boolean;
  request?: (params: P, ctx: RequestContext) => RequestParts | Promise<RequestParts>;
  answer: z.ZodMiniType<T>;
}

const authByName = new Map<string, Endpoint<never, unknown>['auth']>();

export function defineEndpoint<P = void, T = unknown>(endpoint: Endpoint<P, T>): Endpoint<P, T> {
  authByName.set(endpoint.name, endpoint.auth);
  return Object.freeze(endpoint);
}

/**
 * Whether an endpoint's answers may depend on who is logged in (its auth is not 'none'); unknown
 * names count as member data.
 */
export const isMemberEndpoint = (name: string): boolean => authByName.get(name) !== 'none';
