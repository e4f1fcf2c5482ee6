// "Remember password": the record { type, username, password, countryDialingCode } is kept in
// localStorage with the password encrypted (AES-GCM) under a NON-EXTRACTABLE key that lives in
// IndexedDB — the key can be used by this origin but never read out, and the readable password is
// never stored.
const DB_NAME = 'palaro';
const STORE = 'keys';
const KEY_ID = 'remember-password';

export interface RememberedLogin {
  type: 'username' | 'sms';
  username: string;
  password: string;
  countryDialingCode: string;
}

interface StoredRecord {
  type: 'username' | 'sms';
  username: string;
  countryDialingCode: string;
  iv: string;
  password: string;
}

const storageKey = (merchant: string) => `palaro:remember:${merchant}`;

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('indexedDB unavailable'));
  });
}

async function idb<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest): Promise<T> {
  const db = await openDb();
  return new Promise<T>((resolve, reject) => {
    const req = run(db.transaction(STORE, mode).objectStore(STORE));
    req.onsuccess = () => resolve(req.result as T);
    req.onerror = () => reject(req.error ?? new Error('indexedDB request failed'));
  });
}

async function rememberKey(): Promise<CryptoKey> {
  const existing = await idb<CryptoKey | undefined>('readonly', (s) => s.get(KEY_ID));
  if (existing) return existing;
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  await idb('readwrite', (s) => s.put(key, KEY_ID));
  return key;
}

const b64 = (buf: ArrayBuffer | Uint8Array) => btoa(String.fromCharCode(...new Uint8Array(buf instanceof Uint8Array ? buf : new Uint8Array(buf))));
const unb64 = (s: string) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));

export async function saveRememberedLogin(merchant: string, login: RememberedLogin): Promise<void> {
  try {
    const key = await rememberKey();
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const cipher = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(login.password));
    const record: StoredRecord = {
      type: login.type,
      username: login.username,
      countryDialingCode: login.countryDialingCode,
      iv: b64(iv),
      password: b64(cipher),
    };
    localStorage.setItem(storageKey(merchant), JSON.stringify(record));
  } catch {
    // No IndexedDB or WebCrypto (private mode): the password is simply not remembered.
  }
}

export async function readRememberedLogin(merchant: string): Promise<RememberedLogin | null> {
  try {
    const raw = localStorage.getItem(storageKey(merchant));
    if (!raw) return null;
    const record = JSON.parse(raw) as StoredRecord;
    const key = await rememberKey();
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: unb64(record.iv) }, key, unb64(record.password));
    return { type: record.type, username: record.username, countryDialingCode: record.countryDialingCode, password: new TextDecoder().decode(plain) };
  } catch {
    return null;
  }
}

export const hasRememberedLogin = (merchant: string): boolean => {
  try {
    return localStorage.getItem(storageKey(merchant)) !== null;
  } catch {
    return false;
  }
};

export function forgetRememberedLogin(merchant: string): void {
  try {
    localStorage.removeItem(storageKey(merchant));
  } catch {
    /* storage unavailable */
  }
}
