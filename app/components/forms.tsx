/**
 * Form pieces wired once: label, required asterisk, aria-invalid, aria-describedby and the
 * error list. Routes and form components never hand-roll these.
 */
import { Link, useRouteLoaderData } from 'react-router'
import { ENHANCED_FIELD } from '~/lib/enhanced-form'
import { termsPath } from './terms-list'

/**
 * What a field needs to render: the part of conform's FieldMetadata these pieces read. Every
 * form is built with conform and one zod schema (docs/decisions/019-javascript-only-where-it-is-needed.md).
 */
export type FieldState = {
  id: string
  name: string
  formId: string
  errorId: string
  descriptionId: string
  key?: string
  initialValue?: string
  errors?: string[]
  required?: boolean
  minLength?: number
  maxLength?: number
  pattern?: string
}

type FieldProps = {
  label: string
  field: FieldState
  required?: boolean
  hint?: string
  className?: string
}

const controlClass =
  'mt-1.5 block w-full rounded-md border border-ink-soft/40 bg-white px-3 py-2 text-ink shadow-sm ' +
  'placeholder:text-ink-soft/70 focus:border-brick-600 focus:ring-2 focus:ring-brick-200 ' +
  'focus:outline-none aria-[invalid=true]:border-brick-600'

function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-ink">
      {label}
      {required ? (
        <span className="text-brick-700" aria-hidden="true">
          {' '}
          *
        </span>
      ) : null}
    </label>
  )
}

export function ErrorList({ id, errors }: { id?: string; errors?: string[] }) {
  if (!errors?.length) return null
  return (
    <ul id={id} className="mt-1.5 space-y-0.5 text-sm font-medium text-brick-700">
      {[...new Set(errors)].map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  )
}

function describedBy(field: FieldState, hint?: string) {
  return (
    [hint ? field.descriptionId : undefined, field.errors?.length ? field.errorId : undefined]
      .filter(Boolean)
      .join(' ') || undefined
  )
}

/** The hint under a field and its errors, tied to it by aria-describedby. */
function FieldNotes({ field, hint }: { field: FieldState; hint?: string }) {
  return (
    <>
      {hint ? (
        <p id={field.descriptionId} className="mt-1 text-sm text-ink-soft">
          {hint}
        </p>
      ) : null}
      <ErrorList id={field.errorId} errors={field.errors} />
    </>
  )
}

/** The attributes conform's getInputProps/getTextareaProps gave: name, form, constraints, initial value. */
function controlProps(field: FieldState) {
  return {
    id: field.id,
    name: field.name,
    form: field.formId,
    required: field.required || undefined,
    minLength: field.minLength,
    maxLength: field.maxLength,
    defaultValue: field.initialValue,
  }
}

export function InputField({
  label,
  field,
  required,
  hint,
  className,
  type = 'text',
  autoComplete,
  min,
  max,
  step,
}: FieldProps & {
  type?: 'text' | 'email' | 'tel' | 'password' | 'date' | 'time' | 'number'
  autoComplete?: string
  min?: string
  max?: string
  step?: string
}) {
  return (
    <div className={className}>
      <Label htmlFor={field.id} label={label} required={required} />
      <input
        {...controlProps(field)}
        key={field.key}
        type={type}
        pattern={field.pattern}
        min={min}
        max={max}
        step={step}
        className={controlClass}
        autoComplete={autoComplete}
        aria-invalid={field.errors?.length ? true : undefined}
        aria-describedby={describedBy(field, hint)}
        aria-required={required || undefined}
      />
      <FieldNotes field={field} hint={hint} />
    </div>
  )
}

export function TextareaField({ label, field, required, hint, className, rows = 5 }: FieldProps & { rows?: number }) {
  return (
    <div className={className}>
      <Label htmlFor={field.id} label={label} required={required} />
      <textarea
        {...controlProps(field)}
        key={field.key}
        rows={rows}
        className={controlClass}
        aria-invalid={field.errors?.length ? true : undefined}
        aria-describedby={describedBy(field, hint)}
        aria-required={required || undefined}
      />
      <FieldNotes field={field} hint={hint} />
    </div>
  )
}

export function SelectField({
  label,
  field,
  options,
  hint,
  className,
  onChange,
}: FieldProps & { options: Record<string, string>; onChange?: (event: React.ChangeEvent<HTMLSelectElement>) => void }) {
  // Every option is a value and one is always selected, so `required` could never fail; HTML allows
  // it only on a select whose first option is an empty placeholder. The schema still checks the value.
  const { required: _alwaysChosen, ...props } = controlProps(field)
  return (
    <div className={className}>
      <Label htmlFor={field.id} label={label} />
      <select
        {...props}
        key={field.key}
        className={controlClass}
        onChange={onChange}
        aria-invalid={field.errors?.length ? true : undefined}
        aria-describedby={describedBy(field, hint)}
      >
        {Object.entries(options).map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      <FieldNotes field={field} hint={hint} />
    </div>
  )
}

/** Radio buttons for one field, in a fieldset whose legend is the label. */
export function RadioField({ label, field, options, className }: FieldProps & { options: Record<string, string> }) {
  return (
    <fieldset className={className} aria-describedby={field.errors?.length ? field.errorId : undefined}>
      <legend className="block text-sm font-medium text-ink">{label}</legend>
      <div className="mt-1.5 flex flex-wrap gap-2">
        {Object.entries(options).map(([value, text]) => (
          <label
            key={value}
            className={
              'flex cursor-pointer items-center gap-2 rounded-md border border-mortar bg-white px-3 py-1.5 ' +
              'text-sm has-checked:border-brick-600 has-checked:bg-brick-50'
            }
          >
            <input
              type="radio"
              name={field.name}
              form={field.formId}
              value={value}
              defaultChecked={field.initialValue === value}
              className="accent-brick-700"
            />
            {text}
          </label>
        ))}
      </div>
      <ErrorList id={field.errorId} errors={field.errors} />
    </fieldset>
  )
}

/** One checkbox (`value` "on" when checked), its label beside it. */
export function CheckboxField({ label, field, hint, className }: FieldProps) {
  return (
    <div className={className}>
      <label className="flex items-center gap-2 text-sm font-medium text-ink">
        <input
          type="checkbox"
          id={field.id}
          name={field.name}
          form={field.formId}
          key={field.key}
          defaultChecked={field.initialValue === 'on'}
          className="h-4 w-4 accent-brick-700"
          aria-describedby={describedBy(field, hint)}
        />
        {label}
      </label>
      <FieldNotes field={field} hint={hint} />
    </div>
  )
}

/** The legend for the asterisks on required fields. */
/**
 * Beside every public form (issue 18): where to read what happens with the visitor's details, and
 * for a booking request the terms it is made under.
 */
export function PrivacyNote({
  withTerms = false,
  className = 'text-ink-soft',
  termsListId,
}: {
  withTerms?: boolean
  className?: string
  /** The price list whose terms the request falls under, when the dates are known. */
  termsListId?: number
}) {
  return (
    <p className={`text-sm ${className}`}>
      {withTerms ? (
        <>
          Je aanvraag valt onder onze{' '}
          <Link to={termsPath(termsListId)} className="underline underline-offset-2">
            voorwaarden
          </Link>
          .{' '}
        </>
      ) : null}
      Wat we met je gegevens doen, lees je in onze{' '}
      <Link to="/privacy" className="underline underline-offset-2">
        privacyverklaring
      </Link>
      .
    </p>
  )
}

export function RequiredNote() {
  return <p className="text-sm text-ink-soft">Velden met een sterretje (*) zijn verplicht.</p>
}

/** A message for the whole form (rate limit, storage failure), announced when it appears. */
export function FormMessage({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null
  return (
    <div
      id={id}
      role="alert"
      className="rounded-md border border-brick-300 bg-brick-50 p-3 text-sm font-medium text-brick-800"
    >
      {errors.join(' ')}
    </div>
  )
}

/**
 * In every form whose outcome JavaScript shows in place (a toast, an updated list): empty when
 * the browser posts the form itself, so the action answers with a page or a redirect; set to 1
 * by `markEnhancedSubmit` when JavaScript sends it. Set at the moment of sending, not once React
 * has hydrated: a form sent while React hydrates is sent by React Router too.
 */
export function EnhancedMarker() {
  return <input type="hidden" name={ENHANCED_FIELD} defaultValue="" />
}

/** Runs (in entry.client) before React sees a submit event: from then on JavaScript sends forms. */
export function markEnhancedSubmit(event: SubmitEvent) {
  const field = event.target instanceof HTMLFormElement ? event.target.elements.namedItem(ENHANCED_FIELD) : null
  if (field instanceof HTMLInputElement) field.value = '1'
}

/**
 * The hidden honeypot fields of every public form. The token comes from the site layout's
 * loader; the marker tells the action that JavaScript will show the outcome as a toast.
 */
export function PublicFormFields() {
  const layout = useRouteLoaderData<{ formToken: string }>('routes/site/layout')
  return (
    <>
      <div className="hidden" aria-hidden="true">
        <label>
          Laat dit veld leeg
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <input type="hidden" name="formToken" value={layout?.formToken ?? ''} />
      <EnhancedMarker />
    </>
  )
}
