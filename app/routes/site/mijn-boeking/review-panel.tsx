import { Form } from 'react-router'

/**
 * After the meeting we send a thank-you, and where the owner asks for reviews, the request for one
 * (ADR 044): the customer says no to that here, or yes again. Asked of everyone alike.
 */
export function ReviewPanel({ optOut }: { optOut: boolean }) {
  return (
    <section aria-labelledby="na-afloop" className="rounded-xl border border-mortar bg-white p-6 shadow-sm">
      <h2 id="na-afloop" className="font-display text-2xl font-semibold">
        Na je bijeenkomst
      </h2>
      <p className="mt-3">
        De dag na je bijeenkomst sturen we je een bedankje, met de vraag of je een review wilt schrijven.
        {optOut ? ' Je hebt aangegeven dat je die vraag liever niet krijgt; het bedankje komt wel.' : ''}
      </p>
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="review" />
        <input type="hidden" name="review" value={optOut ? 'ja' : 'nee'} />
        <button type="submit" className="btn-outline px-4 py-2 text-sm">
          {optOut ? 'Vraag me toch om een review' : 'Liever geen vraag om een review'}
        </button>
      </Form>
    </section>
  )
}
