import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { createMiddleware } from 'hono/factory'
import type { z } from 'zod'

export const MAX_JSON_BYTES = 64 * 1024

/** JSON bodies only: any other content type is refused before the body is read. */
export const requireJson: MiddlewareHandler = createMiddleware(async (c, next) => {
  const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase()
  if (type !== 'application/json') {
    return c.json({ error: 'Stuur de gegevens als JSON (Content-Type: application/json).' }, 415)
  }
  await next()
})

/** At most 64 KB, whether or not the client announced the size. */
export const limitBody: MiddlewareHandler = bodyLimit({
  maxSize: MAX_JSON_BYTES,
  onError: (c) => c.json({ error: 'Het verzoek is te groot: maximaal 64 KB.' }, 413),
})

/** The body checked against a schema, or the 400 answer with Dutch messages per field. */
export async function parseJson<T extends z.ZodType>(
  c: Context,
  schema: T,
): Promise<{ ok: true; value: z.infer<T> } | { ok: false; response: Response }> {
  let body: unknown
  try {
    body = await c.req.json()
  } catch {
    return { ok: false, response: c.json({ error: 'De gegevens zijn geen geldige JSON.' }, 400) }
  }
  const parsed = schema.safeParse(body)
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {}
    for (const issue of parsed.error.issues) {
      const field = issue.path.length > 0 ? issue.path.join('.') : '_'
      fieldErrors[field] = [...(fieldErrors[field] ?? []), issue.message]
    }
    return { ok: false, response: c.json({ error: 'Controleer de ingevulde gegevens.', fieldErrors }, 400) }
  }
  return { ok: true, value: parsed.data }
}
