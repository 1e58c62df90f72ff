/**
 * The action behind every public form. Without JavaScript: errors come back beside the fields
 * with the typed values kept (status 400), success redirects to a confirmation page
 * (Post/Redirect/Get). With JavaScript (`sentByJavaScript`), success answers data so the page can show
 * a toast and clear the form. Rate limits answer 429, storage failures 503, never a 500.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { z } from 'zod'
import { sentByJavaScript } from '~/lib/enhanced-form'
import type { Services } from '../services.server'
import { readForm } from './form-body.server'
import { honeypotMessage, passesHoneypot } from './honeypot.server'
import { type Accepted, runPublicSubmission, type ServiceResult, unavailableMessage } from './public-forms.server'
import type { SubmissionCount } from './rate-limit.server'

export async function handlePublicForm<Schema extends z.ZodType, R extends ServiceResult>({
  request,
  services,
  schema,
  bucket,
  successPath,
  submit,
}: {
  request: Request
  services: Services
  /**
   * The form's schema, or how to make it from what the database says (the room the price lists
   * allow): a read that fails is a storage failure like a write, 503 with the input kept.
   */
  schema: Schema | (() => Promise<Schema>)
  bucket: string
  /** Where a visitor without JavaScript lands after success. */
  successPath: string | ((result: Accepted<R>) => string)
  submit: (value: z.infer<Schema>, now: number, count: SubmissionCount) => Promise<R>
}) {
  const formData = await readForm(request)
  const enhanced = sentByJavaScript(formData)
  let checked: Schema
  try {
    checked = typeof schema === 'function' ? await schema() : schema
  } catch (error) {
    console.error(`Public form "${bucket}" could not be checked`, error)
    const kept = parseWithZod(formData, { schema: z.object({}).loose() })
    return data({ result: kept.reply({ formErrors: [unavailableMessage] }), ok: false as const }, { status: 503 })
  }
  const submission = parseWithZod(formData, { schema: checked })
  if (submission.status !== 'success') {
    return data({ result: submission.reply(), ok: false as const }, { status: 400 })
  }
  if (!(await passesHoneypot(formData, services.config.SIGNING_SECRET))) {
    return data({ result: submission.reply({ formErrors: [honeypotMessage] }), ok: false as const }, { status: 400 })
  }

  const outcome = await runPublicSubmission(request, services, bucket, (now, count) =>
    submit(submission.value, now, count),
  )
  switch (outcome.kind) {
    case 'ok':
      if (!enhanced) throw redirect(typeof successPath === 'string' ? successPath : successPath(outcome.result), 303)
      return data({ result: submission.reply({ resetForm: true }), ok: true as const })
    case 'refused':
      return data(
        {
          result: submission.reply({ fieldErrors: { [outcome.field]: [outcome.message] } }),
          ok: false as const,
          refusal: outcome.message,
        },
        { status: outcome.status },
      )
    case 'rate-limited':
      return data(
        { result: submission.reply({ formErrors: [outcome.message] }), ok: false as const },
        { status: 429, headers: { 'Retry-After': String(outcome.retryAfterSeconds) } },
      )
    case 'unavailable':
      return data({ result: submission.reply({ formErrors: [outcome.message] }), ok: false as const }, { status: 503 })
  }
}
