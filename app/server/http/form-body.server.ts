/**
 * Every form post, public or admin, is read through here: at most MAX_FORM_BYTES, counted while
 * the body streams in (a chunked post without Content-Length cannot get past it), only as a form,
 * and only with field names our forms could have sent (app/lib/form-names.ts: a few fields, short
 * lists, shallow names). Anything else is refused with a 4xx before conform reads a name as a path or
 * a schema checks a value, never a 500.
 */
import { data } from 'react-router'
import { formShapeProblem } from '~/lib/form-names'

export const MAX_FORM_BYTES = 64 * 1024

export async function readForm(request: Request): Promise<FormData> {
  // What is not read is left, not cancelled: the Worker drops the rest of the body before it answers
  // (worker/index.ts), so that the next request on the connection is read from where this one ends.
  const tooLarge = () => data('Het formulier is te groot.', { status: 413 })
  if (Number(request.headers.get('Content-Length') ?? 0) > MAX_FORM_BYTES) throw tooLarge()
  const chunks: Uint8Array<ArrayBuffer>[] = []
  let size = 0
  const reader = request.body?.getReader()
  for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
    size += read.value.byteLength
    if (size > MAX_FORM_BYTES) {
      reader?.releaseLock()
      throw tooLarge()
    }
    chunks.push(read.value)
  }
  const contentType = request.headers.get('Content-Type') ?? ''
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(contentType)) {
    throw data('Dit formulier kan alleen als formulier worden verstuurd.', { status: 415 })
  }
  const unreadable = () =>
    data('Het formulier kon niet worden gelezen. Vernieuw de pagina en probeer het opnieuw.', { status: 400 })
  let form: FormData
  try {
    form = await new Response(new Blob(chunks), { headers: { 'Content-Type': contentType } }).formData()
  } catch {
    throw unreadable()
  }
  if (formShapeProblem(form.keys())) throw unreadable()
  return form
}
