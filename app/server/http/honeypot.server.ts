import { signToken, verifyToken } from '../signing.server'

/**
 * Public forms carry two hidden fields: a trap field people never see or fill, and a token
 * signed with SIGNING_SECRET when the page was rendered. A post without a valid token did not
 * come from our page; a post with the trap filled came from a bot.
 */
export const HONEYPOT_TRAP = 'website'
export const HONEYPOT_TOKEN = 'formToken'

export function honeypotToken(secret: string, now: number): Promise<string> {
  return signToken(secret, 'form-started', 'public-form', { now })
}

export async function passesHoneypot(formData: FormData, secret: string): Promise<boolean> {
  const trap = formData.get(HONEYPOT_TRAP)
  const token = formData.get(HONEYPOT_TOKEN)
  if (typeof trap === 'string' && trap !== '') return false
  if (typeof token !== 'string' || token === '') return false
  return (await verifyToken(secret, 'form-started', token)) !== undefined
}

export const honeypotMessage = 'Je bericht kon niet worden verwerkt. Vernieuw de pagina en probeer het opnieuw.'
