import { compactVerify, errors, jwtVerify, SignJWT } from 'jose'

/** Short signed tokens for links in mail and for the forms' honeypot. HS256 with SIGNING_SECRET. */
export type TokenPurpose =
  | 'newsletter-confirm'
  | 'newsletter-unsubscribe'
  | 'form-started'
  | 'booking-manage'
  | 'invoice-payment'
  | 'waiting-list-confirm'
  | 'quote-accept'

const key = (secret: string) => new TextEncoder().encode(secret)

export async function signToken(
  secret: string,
  purpose: TokenPurpose,
  subject: string,
  { expiresInSeconds, now = Date.now() }: { expiresInSeconds?: number; now?: number } = {},
): Promise<string> {
  const issuedAt = Math.floor(now / 1000)
  const jwt = new SignJWT({ purpose }).setProtectedHeader({ alg: 'HS256' }).setSubject(subject).setIssuedAt(issuedAt)
  // An absolute expiry: jose's relative forms ('7d') count from the wall clock, not from `now`.
  if (expiresInSeconds) jwt.setExpirationTime(issuedAt + expiresInSeconds)
  return jwt.sign(key(secret))
}

/** The token's subject and issue time, or undefined for a forged, expired or foreign token. */
export async function verifyToken(
  secret: string,
  purpose: TokenPurpose,
  token: string,
  now: number = Date.now(),
): Promise<{ subject: string; issuedAt: number } | undefined> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      currentDate: new Date(now),
    })
    if (payload.purpose !== purpose || typeof payload.sub !== 'string' || typeof payload.iat !== 'number')
      return undefined
    return { subject: payload.sub, issuedAt: payload.iat * 1000 }
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return undefined
    throw error
  }
}

/**
 * The subject of a token whose lifetime its subject decides, not the token (the customer's booking
 * link: docs/decisions/032-multi-day-bookings-as-a-customer-reads-them.md). Signature, algorithm,
 * purpose and subject are checked as verifyToken does; an expiry the token carries (links made
 * before that decision) is not.
 */
export async function verifyTokenWithoutExpiry(
  secret: string,
  purpose: TokenPurpose,
  token: string,
): Promise<{ subject: string; issuedAt: number } | undefined> {
  try {
    const { payload } = await compactVerify(token, key(secret), { algorithms: ['HS256'] })
    const claims: unknown = JSON.parse(new TextDecoder().decode(payload))
    if (typeof claims !== 'object' || claims === null) return undefined
    const { purpose: given, sub, iat } = claims as Record<string, unknown>
    if (given !== purpose || typeof sub !== 'string' || typeof iat !== 'number') return undefined
    return { subject: sub, issuedAt: iat * 1000 }
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError || error instanceof SyntaxError)
      return undefined
    throw error
  }
}

/**
 * A short signature of a value for a URL that must not expire (the owner's calendar feed): the
 * base64url HMAC-SHA256 of `purpose:value`. Revoking is the caller's business (a row it checks).
 */
export async function signValue(secret: string, purpose: string, value: string): Promise<string> {
  const hmac = await crypto.subtle.importKey('raw', key(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  const signature = new Uint8Array(
    await crypto.subtle.sign('HMAC', hmac, new TextEncoder().encode(`${purpose}:${value}`)),
  )
  return btoa(String.fromCharCode(...signature))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')
}

/** Whether `signature` is signValue's for this value, compared without leaking where they differ. */
export async function verifyValue(secret: string, purpose: string, value: string, signature: string): Promise<boolean> {
  const expected = await signValue(secret, purpose, value)
  if (expected.length !== signature.length) return false
  let difference = 0
  for (let index = 0; index < expected.length; index += 1)
    difference |= expected.charCodeAt(index) ^ signature.charCodeAt(index)
  return difference === 0
}
