// The demo platform's side of payload encryption (see src/api/crypto.ts).
import { ENCRYPTION_HEADER, fromBase64 } from '@/api/crypto';
import { DEMO_PRIVATE_KEY_JWK } from '@/platform-sim/demo-key';

let privateKey: Promise<CryptoKey> | null = null;

const key = () =>
  (privateKey ??= crypto.subtle.importKey('jwk', DEMO_PRIVATE_KEY_JWK, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
    'decrypt',
  ]));

/** Decrypts an encrypted request body; null when the body is not an encrypted payload. */
export async function decryptRequest<T>(request: Request): Promise<T | null> {
  const wrapped = request.headers.get(ENCRYPTION_HEADER);
  if (!wrapped) return null;
  try {
    const body = (await request.json()) as { iv?: unknown; data?: unknown };
    if (typeof body.iv !== 'string' || typeof body.data !== 'string') return null;
    const raw = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, await key(), fromBase64(wrapped));
    const aes = await crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['decrypt']);
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(body.iv) }, aes, fromBase64(body.data));
    return JSON.parse(new TextDecoder().decode(plain)) as T;
  } catch {
    return null;
  }
}
