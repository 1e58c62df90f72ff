import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form, useNavigation } from 'react-router'
import { Section } from '~/components/admin/ui'
import { FormMessage, InputField, RequiredNote, SelectField } from '~/components/forms'
import { addDays } from '~/lib/dates'
import { type formValuesOf, PriceListFormSchema } from '~/lib/offer-schemas'
import { priceEntryUnits, unitText, vatRates } from '~/lib/price-list'
import { type Preview, PreviewTable } from './preview-table'
import { DepositFields, RoomFields, TermsFields } from './terms-fields'

const vatOptions = Object.fromEntries(vatRates.map((rate) => [String(rate), `${rate} % btw`]))
const unitOptions = Object.fromEntries(priceEntryUnits.map((unit) => [unit, unitText[unit]]))

export function NewListForm({
  today,
  defaults,
  lastResult,
  preview,
}: {
  today: string
  defaults: ReturnType<typeof formValuesOf>
  lastResult?: SubmissionResult<string[]>
  preview: Preview | null
}) {
  const navigation = useNavigation()
  const busy = navigation.formData?.get('intent')
  const [form, fields] = useForm({
    id: 'prijslijst',
    lastResult,
    defaultValue: defaults,
    constraint: getZodConstraint(PriceListFormSchema),
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PriceListFormSchema }),
  })
  const room = fields.room.getFieldset()
  const entries = fields.entries.getFieldList()
  const extras = fields.extras.getFieldList()
  return (
    <Section title="Nieuwe prijslijst">
      <Form
        method="post"
        {...getFormProps(form)}
        className="max-w-4xl space-y-5 rounded-lg border border-mortar bg-white p-5"
      >
        <p className="text-sm text-ink-soft">
          Ingevuld met de laatste prijslijst. Pas aan wat verandert, bekijk het voorbeeld en publiceer.
        </p>
        <FormMessage id={form.errorId} errors={form.errors} />
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            label="Naam van de prijslijst"
            field={fields.name}
            required
            hint='Bijvoorbeeld "Tarieven 2027".'
          />
          <InputField
            label="Geldt voor bijeenkomsten vanaf"
            field={fields.validFrom}
            type="date"
            min={today}
            max={addDays(today, 3 * 366)}
            required
          />
        </div>
        <fieldset className="space-y-3">
          <legend className="font-semibold">Zaalhuur, excl. btw</legend>
          <div className="grid gap-4 sm:grid-cols-3">
            <InputField label="Dagdeel (ochtend of middag)" field={room.halfDayCents} required />
            <InputField label="Hele dag" field={room.fullDayCents} required />
            <SelectField label="Btw over de zaalhuur" field={room.vatRate} options={vatOptions} />
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            <InputField
              label="Arrangement hele dag, in % van dagdeel"
              field={fields.fullDayFactorPercent}
              type="number"
              min="100"
              max="300"
              required
              hint="150: anderhalf keer de dagdeelprijs."
            />
            <InputField label="Ruimte voor een coachgesprek, vanaf" field={fields.coachingSessionCents} required />
          </div>
        </fieldset>
        <FormMessage id={fields.entries.errorId} errors={fields.entries.errors} />
        <p className="text-sm text-ink-soft">
          Maak de naam van een arrangement of lunch leeg om het vanaf de ingangsdatum niet meer aan te bieden; vul een
          naam in om het weer aan te bieden. Boekingen die het al hebben, houden het.
        </p>
        {entries.map((entry) => {
          const parts = entry.getFieldset()
          // The entry as the list had it: its fields say which one they are, also once renamed. One the
          // list stopped goes by its kind.
          const kind = parts.kind.initialValue === 'lunch' ? 'lunch' : 'arrangement'
          // One word, as the lists name them: "Basisarrangement", "Luxe lunch".
          const name = parts.key.initialValue === 'luxe' ? `Luxe ${kind}` : `Basis${kind}`
          const stopped = `${name} (niet aangeboden)`
          const which = `${parts.label.initialValue ?? ''}` || stopped
          return (
            <fieldset key={entry.key} className="space-y-3 border-t border-mortar pt-4">
              <legend className="font-semibold">{which}</legend>
              <input type="hidden" name={parts.kind.name} value={parts.kind.initialValue ?? ''} />
              <input type="hidden" name={parts.key.name} value={parts.key.initialValue ?? ''} />
              <input type="hidden" name={parts.position.name} value={parts.position.initialValue ?? ''} />
              <div className="grid gap-4 sm:grid-cols-3">
                <InputField label={`Naam – ${which}`} field={parts.label} />
                <InputField label={`Prijs per persoon excl. btw – ${which}`} field={parts.unitCents} />
                <SelectField label={`Btw – ${which}`} field={parts.vatRate} options={vatOptions} />
              </div>
              <InputField label={`Wat erbij hoort – ${which}`} field={parts.includes} />
            </fieldset>
          )
        })}
        <fieldset className="space-y-4 border-t border-mortar pt-4">
          <legend className="font-semibold">Extra's</legend>
          <p className="text-sm text-ink-soft">
            Iets wat een klant bij de zaal kan bestellen, zoals een borrel of een extra flip-over. Vul een naam in om
            een extra toe te voegen; maak de naam leeg om een extra niet meer aan te bieden. Boekingen die het al
            hebben, houden het. De volgorde bepaalt waar een extra in de calculator staat; zonder nummer komt een extra
            achteraan.
          </p>
          <FormMessage id={fields.extras.errorId} errors={fields.extras.errors} />
          {extras.map((extra, index) => {
            const parts = extra.getFieldset()
            const which = `${parts.label.initialValue ?? ''}` || `nieuwe extra ${index + 1}`
            return (
              <div key={extra.key} className="space-y-3 rounded-md border border-mortar/70 p-3">
                <input type="hidden" name={parts.key.name} value={parts.key.initialValue ?? ''} />
                <div className="grid gap-4 sm:grid-cols-4">
                  <InputField label={`Naam – ${which}`} field={parts.label} />
                  <InputField label={`Prijs excl. btw – ${which}`} field={parts.unitCents} />
                  <SelectField label={`Per – ${which}`} field={parts.unit} options={unitOptions} />
                  <SelectField label={`Btw – ${which}`} field={parts.vatRate} options={vatOptions} />
                </div>
                <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
                  <InputField label={`Wat erbij hoort – ${which}`} field={parts.includes} />
                  <InputField label={`Volgorde – ${which}`} field={parts.position} type="number" min="1" max="99" />
                </div>
              </div>
            )
          })}
        </fieldset>
        <TermsFields terms={fields.terms.getFieldset()} />
        <DepositFields terms={fields.terms.getFieldset()} />
        <RoomFields terms={fields.terms.getFieldset()} />
        <RequiredNote />
        {preview ? <PreviewTable preview={preview} /> : null}
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="intent" value="voorbeeld" className="btn-outline" disabled={Boolean(busy)}>
            {busy === 'voorbeeld' ? 'Bezig...' : 'Bekijk voorbeeld'}
          </button>
          <button type="submit" name="intent" value="publiceren" className="btn-primary" disabled={Boolean(busy)}>
            {busy === 'publiceren' ? 'Bezig...' : 'Publiceren'}
          </button>
        </div>
      </Form>
    </Section>
  )
}
