// The demo platform's RSA-OAEP key pair (demo only; a live platform keeps its own private key).
// A demo-mode merchant file that names no api.publicKey encrypts to the public half below; a live
// merchant must carry its own key (validation refuses this one by its fingerprint).

/** The public half, base64 SPKI. */
export const DEMO_PUBLIC_KEY_SPKI =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAqoLkZMOXTVyx/Kt3C7d7LbuA+DjLA9H0fwaMDw/baBfGn3n10Fcvo/uLEwXxrFTgZCKG9FyKpt7hujZxVm2D0O5LtR7X9ScIkoAynLDqmuVzCwgN2dtKefgDKnFg1pbFFo9UVREfL04oTLcBHxATrCZeaHt2dfp7jVhGSrNw4zBMTggP/MddIXftcSaI92LglBkregO6uudlFcR2mhbOCwl/X+Ar9FXwpSAs/+DObA/6uXr/V6yR8GQgyt205k01wOwR51GKVCuRLI95m7jHlaTbzXZZizRrXHUcZiN2pKLeLad75fUxMada10oPv4WGLq9RlKzttIw/zwlJy1DmeQIDAQAB';

export const DEMO_PRIVATE_KEY_JWK: JsonWebKey = {
  "key_ops": [
    "decrypt"
  ],
  "ext": true,
  "kty": "RSA",
  "n": "qoLkZMOXTVyx_Kt3C7d7LbuA-DjLA9H0fwaMDw_baBfGn3n10Fcvo_uLEwXxrFTgZCKG9FyKpt7hujZxVm2D0O5LtR7X9ScIkoAynLDqmuVzCwgN2dtKefgDKnFg1pbFFo9UVREfL04oTLcBHxATrCZeaHt2dfp7jVhGSrNw4zBMTggP_MddIXftcSaI92LglBkregO6uudlFcR2mhbOCwl_X-Ar9FXwpSAs_-DObA_6uXr_V6yR8GQgyt205k01wOwR51GKVCuRLI95m7jHlaTbzXZZizRrXHUcZiN2pKLeLad75fUxMada10oPv4WGLq9RlKzttIw_zwlJy1DmeQ",
  "e": "AQAB",
  "d": "ChebOxeUkgCljEX90tS2VrudY5PA-GXp6cbSbWXL37pgiDnowb8XU8ZkseiNKF0RtvuQL1B26G-SvrnQNYRf4_Lmyj6cG6eGy10JIdsa17Yy-_krELT5EIUMcuupBqp_2dj77dkIln0yx2-hglwqPes7dUWxekQsIe6SooNCcD_n2Mtdjd2f-p6sQgST6wPvg1VfBxNYAlNjcc62g6CyxA71iw7LAJ3trn_jTTPnI6iGGU29XVYu3tC9whUXbUHwuHzHlOCP9xp3r8yMEpudSDpWlepLtH6VSHd3H_FlLx4idqiLLT--XkegIQt8eVEgQLMN7WrKKhELGBLyVQ6irQ",
  "p": "0PlnRRUXAws3kDJsU1t5blJBAavgYy3vGqkHroqamOCbsHajHQXJxDkLHkz6uweM_nlGXFubHCK3psILXOGQggIl1E7Lh_4Iwf140fvscE-3UYfFizuy6RgCgZ4xk2QZ7x19CpxqYS3mBQ9RHdCaOivjU345pH15DFtt-GuUGE8",
  "q": "0OG24N3X9cGZ3QjRtVbB4S3rzm_OAMmHQQpTj-AFDudlDpizYslDn7CMhiV0eTAh_JeYcfG8kzznPdt994I87z7oBrWeTmLpJG8GCDuSAeJdSMl-RxkKM7p3QFbK8QLwcZ4foUfD_Z3bcVLJyhWekk8AncSRRqaYXwBf1Avsmrc",
  "dp": "Xe5c_u5V46ZdGVGw418QnAgY9DlfqPTyrtcfftMKXoFHOfB5rQf3A15oovwTD5J7S78TY1xBwknQpwI9vUgefnGcs2ufjMchBKF8d1Z3lpweWGVg5A63gpKqPbzvp8Ks7ZAhrm1UW84XwFp8KZykVlV33wWzvz4u9OD781fXv30",
  "dq": "FIqt_m0yqMNySy9r2CaBCJEIiJOsMZ2gBIBseVCxjqao5IeV1JgwY0rsduDGFIjsPrf10PbR8bTilM26FJYlQe3wyYAg4lqNzPxyHmslT7QgMmFGXt2SiEXFJnmimZMNbE79k1HIb2-PvhRDLfF0V7UXPWywUL9farBRvDuz9_8",
  "qi": "EeWQ6RhRpkcAVRxON1GqxQ6ZsW_1aMMkM4u3wQ8oX8U-JhYyDhtQiOE6XXl8Bgmlqk_Vd8XayJJoFBDZ0-2ACwEd5Jkle3rHGPLeRtMApGeBDa25LGNQn8T9KAxQO2BBN0TWFAso54BS2A9U-V_wn_PUkfA8VkB18sYxnrnt9_E",
  "alg": "RSA-OAEP-256"
};
