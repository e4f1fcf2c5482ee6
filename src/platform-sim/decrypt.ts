// The demo platform's side of payload encryption (see src/api/crypto.ts).
import { ENCRYPTION_HEADER, fromBase64 } from '@/api/crypto';

const imported = new WeakMap<JsonWebKey, Promise<CryptoKey>>();

function key(jwk: JsonWebKey): Promise<CryptoKey> {
  let k = imported.get(jwk);
  if (!k) {
    k = crypto.subtle.importKey('jwk', jwk, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['decrypt']);
    imported.set(jwk, k);
  }
  return k;
}

/**
 * Decrypts an encrypted request body with the merchant's private key; null when the body is not
 * an encrypted payload or was encrypted to another key.
 */
export async function decryptRequest<T>(request: Request, privateKey: JsonWebKey): Promise<T | null> {
  const wrapped = request.headers.get(ENCRYPTION_HEADER);
  if (!wrapped) return null;
  try {
    const body = (await request.json()) as { iv?: unknown; data?: unknown };
    if (typeof body.iv !== 'string' || typeof body.data !== 'string') return null;
    const raw = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, await key(privateKey), fromBase64(wrapped));
    const aes = await crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['decrypt']);
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(body.iv) }, aes, fromBase64(body.data));
    return JSON.parse(new TextDecoder().decode(plain)) as T;
  } catch {
    return null;
  }
}
