/**
 * The contact and newsletter forms, loaded when they are needed rather than with the page.
 * They sit low on the page, and their validation code (zod, conform) is a quarter of the
 * JavaScript: it should not compete with the hero picture. The server still renders them in
 * full, so they work before (and without) JavaScript.
 */
import { type ComponentProps, Suspense, lazy } from 'react'
import type { ContactForm as ContactFormComponent } from './contact-form'
import type { NewsletterForm as NewsletterFormComponent } from './newsletter-form'

const ContactFormLazy = lazy(() => import('./contact-form').then((module) => ({ default: module.ContactForm })))
const NewsletterFormLazy = lazy(() => import('./newsletter-form').then((module) => ({ default: module.NewsletterForm })))

export function ContactForm(props: ComponentProps<typeof ContactFormComponent>) {
  return (
    <Suspense fallback={null}>
      <ContactFormLazy {...props} />
    </Suspense>
  )
}

export function NewsletterForm(props: ComponentProps<typeof NewsletterFormComponent>) {
  return (
    <Suspense fallback={null}>
      <NewsletterFormLazy {...props} />
    </Suspense>
  )
}
