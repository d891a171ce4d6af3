/**
 * The ChaCha20 block function (RFC 8439), over 32-bit words: the one
 * cryptographic primitive engines use. A game created for play draws a
 * secret from the operating system; its dice and the key its aliases are
 * made with come out of ChaCha20 under that secret, so nothing a player
 * sees (rolls, draws, aliases) lets them work out the secret, or the rolls
 * and aliases still to come. Written out here because the runtime must run
 * unchanged in a browser, where node's crypto module is not.
 */

/** "expand 32-byte k", the constant the state starts with. */
const SIGMA = [0x61707865, 0x3320646e, 0x79622d32, 0x6b206574];

/**
 * Sixteen words of key stream: ChaCha20 under `key` (8 words), for block
 * `counter` (a 32-bit word) and `nonce` (3 words), written into `out`.
 */
export function chachaBlock(key: ArrayLike<number>, counter: number, nonce: ArrayLike<number>, out: Uint32Array = new Uint32Array(16)): Uint32Array {
  const s0 = SIGMA[0]!, s1 = SIGMA[1]!, s2 = SIGMA[2]!, s3 = SIGMA[3]!;
  const k0 = key[0]! | 0, k1 = key[1]! | 0, k2 = key[2]! | 0, k3 = key[3]! | 0, k4 = key[4]! | 0, k5 = key[5]! | 0, k6 = key[6]! | 0, k7 = key[7]! | 0;
  const c = counter | 0, n0 = nonce[0]! | 0, n1 = nonce[1]! | 0, n2 = nonce[2]! | 0;
  let x0 = s0, x1 = s1, x2 = s2, x3 = s3, x4 = k0, x5 = k1, x6 = k2, x7 = k3, x8 = k4, x9 = k5, x10 = k6, x11 = k7, x12 = c, x13 = n0, x14 = n1, x15 = n2;
  // Ten double rounds: a column round, then a diagonal round, each of four quarter rounds.
  for (let i = 0; i < 10; i++) {
    x0 = (x0 + x4) | 0; x12 ^= x0; x12 = (x12 << 16) | (x12 >>> 16);
    x8 = (x8 + x12) | 0; x4 ^= x8; x4 = (x4 << 12) | (x4 >>> 20);
    x0 = (x0 + x4) | 0; x12 ^= x0; x12 = (x12 << 8) | (x12 >>> 24);
    x8 = (x8 + x12) | 0; x4 ^= x8; x4 = (x4 << 7) | (x4 >>> 25);
    x1 = (x1 + x5) | 0; x13 ^= x1; x13 = (x13 << 16) | (x13 >>> 16);
    x9 = (x9 + x13) | 0; x5 ^= x9; x5 = (x5 << 12) | (x5 >>> 20);
    x1 = (x1 + x5) | 0; x13 ^= x1; x13 = (x13 << 8) | (x13 >>> 24);
    x9 = (x9 + x13) | 0; x5 ^= x9; x5 = (x5 << 7) | (x5 >>> 25);
    x2 = (x2 + x6) | 0; x14 ^= x2; x14 = (x14 << 16) | (x14 >>> 16);
    x10 = (x10 + x14) | 0; x6 ^= x10; x6 = (x6 << 12) | (x6 >>> 20);
    x2 = (x2 + x6) | 0; x14 ^= x2; x14 = (x14 << 8) | (x14 >>> 24);
    x10 = (x10 + x14) | 0; x6 ^= x10; x6 = (x6 << 7) | (x6 >>> 25);
    x3 = (x3 + x7) | 0; x15 ^= x3; x15 = (x15 << 16) | (x15 >>> 16);
    x11 = (x11 + x15) | 0; x7 ^= x11; x7 = (x7 << 12) | (x7 >>> 20);
    x3 = (x3 + x7) | 0; x15 ^= x3; x15 = (x15 << 8) | (x15 >>> 24);
    x11 = (x11 + x15) | 0; x7 ^= x11; x7 = (x7 << 7) | (x7 >>> 25);

    x0 = (x0 + x5) | 0; x15 ^= x0; x15 = (x15 << 16) | (x15 >>> 16);
    x10 = (x10 + x15) | 0; x5 ^= x10; x5 = (x5 << 12) | (x5 >>> 20);
    x0 = (x0 + x5) | 0; x15 ^= x0; x15 = (x15 << 8) | (x15 >>> 24);
    x10 = (x10 + x15) | 0; x5 ^= x10; x5 = (x5 << 7) | (x5 >>> 25);
    x1 = (x1 + x6) | 0; x12 ^= x1; x12 = (x12 << 16) | (x12 >>> 16);
    x11 = (x11 + x12) | 0; x6 ^= x11; x6 = (x6 << 12) | (x6 >>> 20);
    x1 = (x1 + x6) | 0; x12 ^= x1; x12 = (x12 << 8) | (x12 >>> 24);
    x11 = (x11 + x12) | 0; x6 ^= x11; x6 = (x6 << 7) | (x6 >>> 25);
    x2 = (x2 + x7) | 0; x13 ^= x2; x13 = (x13 << 16) | (x13 >>> 16);
    x8 = (x8 + x13) | 0; x7 ^= x8; x7 = (x7 << 12) | (x7 >>> 20);
    x2 = (x2 + x7) | 0; x13 ^= x2; x13 = (x13 << 8) | (x13 >>> 24);
    x8 = (x8 + x13) | 0; x7 ^= x8; x7 = (x7 << 7) | (x7 >>> 25);
    x3 = (x3 + x4) | 0; x14 ^= x3; x14 = (x14 << 16) | (x14 >>> 16);
    x9 = (x9 + x14) | 0; x4 ^= x9; x4 = (x4 << 12) | (x4 >>> 20);
    x3 = (x3 + x4) | 0; x14 ^= x3; x14 = (x14 << 8) | (x14 >>> 24);
    x9 = (x9 + x14) | 0; x4 ^= x9; x4 = (x4 << 7) | (x4 >>> 25);
  }
  out[0] = x0 + s0; out[1] = x1 + s1; out[2] = x2 + s2; out[3] = x3 + s3;
  out[4] = x4 + k0; out[5] = x5 + k1; out[6] = x6 + k2; out[7] = x7 + k3;
  out[8] = x8 + k4; out[9] = x9 + k5; out[10] = x10 + k6; out[11] = x11 + k7;
  out[12] = x12 + c; out[13] = x13 + n0; out[14] = x14 + n1; out[15] = x15 + n2;
  return out;
}

/** The nonces that keep the key stream's uses apart: dice and draws, aliases, and the keys made for each. */
export const PURPOSE = { keys: 0x6b657973, dice: 0x64696365, aliases: 0x616c6961 } as const;

/** A key of its own for one purpose (8 words), made from a game's master key: what one use learns says nothing of another's. */
export function subkey(master: ArrayLike<number>, purpose: number): number[] {
  const block = chachaBlock(master, 0, [PURPOSE.keys, purpose, 0]);
  // Copied word by word: `Array.from` of a typed list goes through its iterator.
  const key: number[] = [];
  for (let i = 0; i < 8; i++) key.push(block[i]!);
  return key;
}

/** The bits a secret must have at least. */
export const SECRET_BITS = 128;

/** Why a secret is refused, or undefined for a good one: 32 to 64 hexadecimal digits (128 to 256 bits). */
export function secretProblem(secret: unknown): string | undefined {
  return typeof secret === "string" && /^[0-9a-f]{32,64}$/.test(secret) ? undefined : `a secret is 32 to 64 lower-case hexadecimal digits (${SECRET_BITS} to 256 bits), as newSecret() makes`;
}

/** A game's master key (8 words) from its secret's hexadecimal digits. */
export function masterKey(secret: string): number[] {
  const digits = secret.padEnd(64, "0");
  return Array.from({ length: 8 }, (_, i) => parseInt(digits.slice(i * 8, i * 8 + 8), 16) >>> 0);
}

/**
 * A fresh secret for a game played for real: 256 bits from the operating
 * system's cryptographic generator (`crypto.getRandomValues`, in node 20 as
 * in browsers), as 64 hexadecimal digits.
 */
export function newSecret(): string {
  const words = new Uint32Array(8);
  globalThis.crypto.getRandomValues(words);
  return Array.from(words, (w) => w.toString(16).padStart(8, "0")).join("");
}
