import { SignJWT, errors, jwtVerify } from 'jose'

/** Short signed tokens for links in mail and for the forms' honeypot. HS256 with SIGNING_SECRET. */
export type TokenPurpose = 'newsletter-confirm' | 'newsletter-unsubscribe' | 'form-started'

const key = (secret: string) => new TextEncoder().encode(secret)

export async function signToken(
  secret: string,
  purpose: TokenPurpose,
  subject: string,
  { expiresIn, now = Date.now() }: { expiresIn?: string; now?: number } = {},
): Promise<string> {
  const jwt = new SignJWT({ purpose }).setProtectedHeader({ alg: 'HS256' }).setSubject(subject).setIssuedAt(Math.floor(now / 1000))
  if (expiresIn) jwt.setExpirationTime(expiresIn)
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
    if (payload.purpose !== purpose || typeof payload.sub !== 'string' || typeof payload.iat !== 'number') return undefined
    return { subject: payload.sub, issuedAt: payload.iat * 1000 }
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return undefined
    throw error
  }
}
