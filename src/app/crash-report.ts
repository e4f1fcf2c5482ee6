// The crash record a live site posts to the merchant file's `errorReportUrl` when a screen throws:
// what broke (message, the error's name), where (route id and path, without the query), which
// build (release) and merchant. Never a token, a password or the page's query: the message is cut
// short and anything that looks like a secret is masked before it leaves the device.
export interface CrashRecord {
  message: string;
  name: string;
  route: string;
  path: string;
  release: string;
  merchant: string;
  at: string;
}

export interface CrashContext {
  route: string;
  /** location.pathname (the query is dropped: it may carry codes and tokens). */
  path: string;
  release: string;
  merchant: string;
  /** Secrets known to the page (the session token) masked wherever they appear. */
  secrets: readonly string[];
  now?: () => Date;
}

const MAX_MESSAGE = 300;
/** Long runs of base64/hex/JWT characters: tokens, keys, signatures. */
const SECRET_LIKE = /[A-Za-z0-9+/_=.-]{24,}/g;
const PASSWORD_FIELD = /("?(?:password|newPassword|oldPassword|confirmNewPassword|paymentPassword|token|pin)"?\s*[:=]\s*)("[^"]*"|\S+)/gi;

export function maskSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const s of secrets) if (s) out = out.split(s).join('[masked]');
  return out.replace(PASSWORD_FIELD, '$1[masked]').replace(SECRET_LIKE, '[masked]');
}

export function crashRecord(error: unknown, ctx: CrashContext): CrashRecord {
  const raw = error instanceof Error ? error.message : String(error);
  return {
    message: maskSecrets(raw, ctx.secrets).slice(0, MAX_MESSAGE),
    name: error instanceof Error ? error.name.slice(0, 60) : typeof error,
    route: ctx.route,
    path: ctx.path.split('?')[0]?.split('#')[0] ?? '',
    release: ctx.release,
    merchant: ctx.merchant,
    at: (ctx.now ?? (() => new Date()))().toISOString(),
  };
}

/** Posts the record; never throws and never sends cookies. */
export function sendCrashReport(url: string, record: CrashRecord, fetchImpl: typeof fetch = fetch): void {
  try {
    void fetchImpl(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(record),
      credentials: 'omit',
      keepalive: true,
      mode: 'cors',
    }).catch(() => undefined);
  } catch {
    // Reporting is best effort.
  }
}
