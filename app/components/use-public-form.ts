/**
 * The browser side of the public contact and newsletter forms, without a form library: the
 * checks of app/lib/form-rules.ts, shown the way conform shows them (which admin and the rates
 * forms still use), with the same ids, so `forms.tsx` renders both alike. A field is checked
 * on submit (and, if asked, when it loses focus) and then again on every keystroke; submitting
 * with errors focuses the first invalid field. The server's answer (conform's `reply()`) shows
 * its errors, or clears the form after success. The server checks everything again with zod.
 */
import { type FormEvent, useEffect, useRef, useState } from 'react'
import type { FieldErrors } from '~/lib/form-rules'
import type { FieldState } from './forms'

/** The part of conform's SubmissionResult that the public actions answer and this hook reads. */
export type FormResult = {
  status?: 'success' | 'error'
  initialValue?: Record<string, unknown> | null
  error?: Record<string, string[] | null>
  fields?: string[]
}

type Constraint = { required?: boolean; minLength?: number; maxLength?: number }
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement

function valuesOf(form: HTMLFormElement) {
  return Object.fromEntries(new FormData(form))
}

function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrors) {
  for (const element of form.elements) {
    if (isField(element) && errors[element.name]?.length) return element.focus()
  }
}

function withoutNulls(error: FormResult['error']): FieldErrors {
  return Object.fromEntries(
    Object.entries(error ?? {}).filter((entry): entry is [string, string[]] => Boolean(entry[1]?.length)),
  )
}

export function usePublicForm<Name extends string>({
  id,
  lastResult,
  constraint,
  check,
  validateOnBlur = false,
}: {
  id: string
  lastResult?: FormResult
  constraint: Record<Name, Constraint>
  check: (values: Record<string, unknown>) => FieldErrors
  validateOnBlur?: boolean
}) {
  const [state, setState] = useState(() => ({
    errors: withoutNulls(lastResult?.error),
    initialValue: lastResult?.initialValue ?? {},
    generation: 0,
  }))
  // Which fields have been checked once: from then on they are checked again on every input.
  const validated = useRef<Record<string, boolean> | null>(null)
  validated.current ??= Object.fromEntries(Object.keys(state.errors).map((name) => [name, true]))
  const reported = useRef(lastResult)
  const formRef = useRef<HTMLFormElement>(null)

  const setErrors = (errors: FieldErrors) => setState((current) => ({ ...current, errors }))

  // The server answered (through the fetcher): a new result object each time.
  useEffect(() => {
    if (!lastResult || lastResult === reported.current) return
    reported.current = lastResult
    const seen = validated.current ?? {}
    if (lastResult.initialValue === null) {
      // Success: empty form, nothing checked yet; a new key remounts the fields.
      validated.current = {}
      setState((current) => ({ errors: {}, initialValue: {}, generation: current.generation + 1 }))
      return
    }
    const errors: FieldErrors = {}
    for (const [name, error] of Object.entries(lastResult.error ?? {})) {
      const kept = error ?? state.errors[name]
      if (kept?.length) errors[name] = kept
    }
    for (const name of [...Object.keys(errors), ...(lastResult.fields ?? [])]) seen[name] = true
    setErrors(errors)
    if (lastResult.status === 'error' && formRef.current) focusFirstInvalid(formRef.current, errors)
  })

  const checkField = (form: HTMLFormElement, name: string) => {
    const seen = validated.current ?? {}
    seen[name] = true
    const errors = check(valuesOf(form))
    setErrors(Object.fromEntries(Object.entries(errors).filter(([field]) => seen[field])))
  }

  const formProps = {
    id,
    ref: formRef,
    noValidate: true,
    'aria-describedby': state.errors['']?.length ? `${id}-error` : undefined,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      const form = event.currentTarget
      const errors = check(valuesOf(form))
      const seen = validated.current ?? {}
      for (const name of new FormData(form).keys()) seen[name] = true
      setErrors(errors)
      if (Object.keys(errors).length > 0) {
        event.preventDefault()
        focusFirstInvalid(form, errors)
      }
    },
    onBlur: (event: FormEvent<HTMLFormElement>) => {
      const target = event.target
      if (validateOnBlur && isField(target) && target.name && !validated.current?.[target.name])
        checkField(event.currentTarget, target.name)
    },
    onInput: (event: FormEvent<HTMLFormElement>) => {
      const target = event.target
      if (isField(target) && target.name && validated.current?.[target.name])
        checkField(event.currentTarget, target.name)
    },
  }

  const fields = {} as Record<Name, FieldState>
  for (const name of Object.keys(constraint) as Name[]) {
    const fieldId = `${id}-${name}`
    const initialValue = state.initialValue[name]
    fields[name] = {
      ...constraint[name],
      id: fieldId,
      name,
      formId: id,
      errorId: `${fieldId}-error`,
      descriptionId: `${fieldId}-description`,
      key: String(state.generation),
      initialValue: typeof initialValue === 'string' ? initialValue : undefined,
      errors: state.errors[name],
    }
  }
  return { formProps, errorId: `${id}-error`, formErrors: state.errors[''], fields }
}
