import type { SubmissionResult } from '@conform-to/react'

/** What admin actions answer to a fetcher: the form result, and a message for the toast. */
export type ActionResult = {
  ok: boolean
  message?: string
  result?: SubmissionResult<string[]>
  pdfDownloadUrl?: string
}
