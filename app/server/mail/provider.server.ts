/**
 * The transactional mail API, Resend style: POST {MAIL_API_URL}/emails with a bearer key.
 * The outbox row id goes along as Idempotency-Key, so a retry after a timeout never sends twice.
 */
export type MailAttachment = { filename: string; contentType: string; contentBase64: string }

export type OutgoingMail = {
  id: string
  from: string
  to: string
  replyTo: string | null
  subject: string
  html: string
  text: string
  attachments: MailAttachment[]
  headers: Record<string, string>
}

export type DeliveryResult =
  | { outcome: 'sent'; providerMessageId: string | null }
  | { outcome: 'retry'; error: string; retryAfterMs?: number }
  | { outcome: 'failed'; error: string }

export type ProviderConfig = { apiUrl: string; apiKey: string; timeoutMs: number }

export async function sendViaProvider(
  mail: OutgoingMail,
  config: ProviderConfig,
  { fetch = globalThis.fetch, now = Date.now() }: { fetch?: typeof globalThis.fetch; now?: number } = {},
): Promise<DeliveryResult> {
  let response: Response
  try {
    response = await fetch(`${config.apiUrl.replace(/\/+$/, '')}/emails`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${config.apiKey}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': mail.id,
      },
      body: JSON.stringify({
        from: mail.from,
        to: [mail.to],
        reply_to: mail.replyTo ?? undefined,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        headers: Object.keys(mail.headers).length > 0 ? mail.headers : undefined,
        attachments: mail.attachments.map((attachment) => ({
          filename: attachment.filename,
          content: attachment.contentBase64,
          content_type: attachment.contentType,
        })),
      }),
      signal: AbortSignal.timeout(config.timeoutMs),
    })
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? `geen antwoord binnen ${config.timeoutMs} ms`
        : String(error)
    return { outcome: 'retry', error: `Mailprovider niet bereikbaar: ${reason}` }
  }

  const body = await response.text().catch(() => '')
  if (response.ok) return { outcome: 'sent', providerMessageId: messageId(body) }

  const error = `HTTP ${response.status}: ${body.slice(0, 500) || response.statusText}`
  // 409: the same idempotency key is still being processed; asking again later is safe.
  if (response.status === 429 || response.status === 409 || response.status >= 500) {
    return { outcome: 'retry', error, retryAfterMs: retryAfterMs(response.headers.get('Retry-After'), now) }
  }
  return { outcome: 'failed', error }
}

function messageId(body: string): string | null {
  try {
    const parsed: unknown = JSON.parse(body)
    return parsed && typeof parsed === 'object' && 'id' in parsed && typeof parsed.id === 'string' ? parsed.id : null
  } catch {
    return null
  }
}

/** Retry-After is either a number of seconds or an HTTP date. */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (!header) return undefined
  const trimmed = header.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000
  const date = Date.parse(trimmed)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}
