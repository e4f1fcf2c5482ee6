// Which public key a merchant file carries, without shipping the key itself: a short fingerprint
// (53-bit string hash of the base64 SPKI with white space removed). The demo platform's key is
// known here only by its fingerprint, so validation can refuse a live merchant that encrypts its
// members' logins to the demo key (whose private half ships in the demo bundle), while a live
// build holds no demo key material. Not a cryptographic hash: it guards against a mistake, and
// tests/config/key-fingerprint.test.ts checks it against the demo platform's key.

/** 53-bit string hash (two 32-bit multiply-xor lanes), as 14 hex digits. */
export function keyFingerprint(spkiBase64: string): string {
  const text = spkiBase64.replace(/\s+/g, '');
  let a = 0xdeadbeef;
  let b = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 2654435761);
    b = Math.imul(b ^ c, 1597334677);
  }
  a = Math.imul(a ^ (a >>> 16), 2246822507) ^ Math.imul(b ^ (b >>> 13), 3266489909);
  b = Math.imul(b ^ (b >>> 16), 2246822507) ^ Math.imul(a ^ (a >>> 13), 3266489909);
  return (4294967296 * (2097151 & b) + (a >>> 0)).toString(16).padStart(14, '0');
}

/** The demo platform's public key (src/platform-sim/demo-key.ts), by fingerprint. */
export const DEMO_KEY_FINGERPRINT = '19ed21525b592c';
