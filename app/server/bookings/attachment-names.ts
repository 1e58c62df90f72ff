/** The names of a booking's attachments, as the customer finds them in a mail (pure, for the mail samples too). */

export const confirmationPdfName = (bookingId: number) => `bevestiging-boeking-${bookingId}.pdf`

/** The invite for the customer's calendar, or its cancellation. */
export const inviteFileName = (confirmed: boolean) => (confirmed ? 'afspraak.ics' : 'afspraak-geannuleerd.ics')
