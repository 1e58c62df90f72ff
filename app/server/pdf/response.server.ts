import { safeFilename } from '~/lib/single-line'

/**
 * A PDF as a download. Public files are cacheable like any page (the Worker sets Cache-Control),
 * or for as long as `cacheControl` asks.
 */
export function pdfResponse(bytes: Uint8Array, filename: string, cacheControl?: string): Response {
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${safeFilename(filename)}"`,
      ...(cacheControl ? { 'Cache-Control': cacheControl } : {}),
    },
  })
}

/** A file as a download: an e-invoice (XML) or the owner's export (ZIP). */
export function fileResponse(body: string | Uint8Array, contentType: string, filename: string): Response {
  return new Response(typeof body === 'string' ? body : new Uint8Array(body), {
    headers: {
      'Content-Type': contentType,
      'Content-Disposition': `attachment; filename="${safeFilename(filename)}"`,
    },
  })
}

export const xmlResponse = (xml: string, filename: string) =>
  fileResponse(xml, 'application/xml; charset=utf-8', filename)
