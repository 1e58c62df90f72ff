import { safeFilename } from '~/lib/single-line'

/** A PDF as a download. Public files: cacheable like any page (the Worker sets Cache-Control). */
export function pdfResponse(bytes: Uint8Array, filename: string): Response {
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${safeFilename(filename)}"`,
    },
  })
}
