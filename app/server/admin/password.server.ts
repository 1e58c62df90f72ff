/**
 * The admin password, checked against a PBKDF2-SHA256 hash from a Worker secret
 * (ADMIN_PASSWORD_HASH, format `pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>`).
 * Production Workers refuse more than 100,000 iterations per deriveBits call (local workerd
 * does not), so no hash with more is ever made or accepted.
 */
export const MAX_PBKDF2_ITERATIONS = 100_000
const HASH_BYTES = 32

const encoder = new TextEncoder()
const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const fromBase64 = (value: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(value), (char) => char.charCodeAt(0))

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > MAX_PBKDF2_ITERATIONS) {
    throw new RangeError(`PBKDF2 iterations must be between 1 and ${MAX_PBKDF2_ITERATIONS}`)
  }
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveBits'])
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    key,
    HASH_BYTES * 8,
  )
  return new Uint8Array(bits)
}

export async function hashPassword(password: string, iterations = MAX_PBKDF2_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16))
  return `pbkdf2-sha256$${iterations}$${toBase64(salt)}$${toBase64(await derive(password, salt, iterations))}`
}

export type StoredHash = { iterations: number; salt: Uint8Array<ArrayBuffer>; hash: Uint8Array }

/** The parts of a stored hash, or undefined when it is malformed or asks for too many iterations. */
export function parseStoredHash(stored: string | undefined): StoredHash | undefined {
  const [scheme, iterations, salt, hash] = (stored ?? '').trim().split('$')
  if (scheme !== 'pbkdf2-sha256' || !iterations || !salt || !hash) return undefined
  const count = Number(iterations)
  if (!Number.isInteger(count) || count < 1 || count > MAX_PBKDF2_ITERATIONS) return undefined
  try {
    return { iterations: count, salt: fromBase64(salt), hash: fromBase64(hash) }
  } catch {
    return undefined
  }
}

export async function verifyPassword(password: string, stored: StoredHash): Promise<boolean> {
  const candidate = await derive(password, stored.salt, stored.iterations)
  if (candidate.length !== stored.hash.length) return false
  // Constant time: look at every byte whatever the first difference.
  let difference = 0
  for (let index = 0; index < candidate.length; index += 1)
    difference |= (candidate[index] ?? 0) ^ (stored.hash[index] ?? 0)
  return difference === 0
}
