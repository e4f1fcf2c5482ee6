// Payload encryption for login and registration (WebCrypto): a fresh AES-256-GCM key per request
// encrypts the JSON payload; the key is wrapped with the merchant's RSA-OAEP (SHA-256) public key
// and sent in the X-Encryption-Key header. Body: { "iv": base64, "data": base64 }.
export const ENCRYPTION_HEADER = 'X-Encryption-Key';

export interface EncryptedBody {
  iv: string;
  data: string;
}

export const toBase64 = (bytes: ArrayBuffer | Uint8Array): string => {
  const arr = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let s = '';
  for (const b of arr) s += String.fromCharCode(b);
  return btoa(s);
};

export const fromBase64 = (b64: string): Uint8Array<ArrayBuffer> => {
  const s = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(s.length));
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
};

const keyCache = new Map<string, Promise<CryptoKey>>();

function importPublicKey(spkiBase64: string): Promise<CryptoKey> {
  let key = keyCache.get(spkiBase64);
  if (!key) {
    key = crypto.subtle.importKey('spki', fromBase64(spkiBase64), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
    keyCache.set(spkiBase64, key);
  }
  return key;
}

export async function encryptPayload(publicKeySpki: string, payload: unknown): Promise<{ body: EncryptedBody; headers: Record<string, string> }> {
  const rsa = await importPublicKey(publicKeySpki);
  const aes = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(payload));
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aes, plain);
  const raw = await crypto.subtle.exportKey('raw', aes);
  const wrapped = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, rsa, raw);
  return { body: { iv: toBase64(iv), data: toBase64(data) }, headers: { [ENCRYPTION_HEADER]: toBase64(wrapped) } };
}
