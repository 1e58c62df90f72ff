/**
 * The bookkeeping package's API token, encrypted at rest (docs/decisions/046-bookkeeping-pushes.md):
 * AES-GCM with a 256-bit key derived (HKDF-SHA-256) from the Worker secret BOOKKEEPING_SECRET, a
 * fresh 96-bit IV per encryption, stored as base64 of IV and ciphertext. Without the secret nothing
 * can be read back, so a copy of the database alone does not hold the token.
 */
const encoder = new TextEncoder()
const IV_BYTES = 12

async function keyFrom(secret: string): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', encoder.encode(secret), 'HKDF', false, ['deriveKey'])
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: encoder.encode('bookkeeping-token') },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  )
}

const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const bytesOf = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))

export async function encryptToken(secret: string, token: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES))
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await keyFrom(secret), encoder.encode(token)),
  )
  const joined = new Uint8Array(iv.length + sealed.length)
  joined.set(iv)
  joined.set(sealed, iv.length)
  return base64(joined)
}

/** The token, or null when the text was not sealed with this secret (another secret, or tampered). */
export async function decryptToken(secret: string, sealed: string): Promise<string | null> {
  try {
    const bytes = bytesOf(sealed)
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES) },
      await keyFrom(secret),
      bytes.slice(IV_BYTES),
    )
    return new TextDecoder().decode(plain)
  } catch {
    return null
  }
}

/** What the owner sees of a stored token: its last four characters. */
export const tokenHint = (token: string) => `…${token.slice(-4)}`
