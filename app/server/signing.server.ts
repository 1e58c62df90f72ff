import { errors, jwtVerify, SignJWT } from 'jose'

/** Short signed tokens for links in mail and for the forms' honeypot. HS256 with SIGNING_SECRET. */
export type TokenPurpose = 'newsletter-confirm' | 'newsletter-unsubscribe' | 'form-started'

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
