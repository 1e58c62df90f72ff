import { Link } from 'react-router'
import { PageHeader } from '~/components/page-header'
import { Picture } from '~/components/picture'
import { historyPage } from '~/content/about'
import { venue } from '~/content/venue'
import { seo } from '~/lib/seo'
import type { Route } from './+types/geschiedenis'

const title = `Het verhaal van ${venue.name}`

export default function HistoryPage() {
  return (
    <>
      <PageHeader eyebrow={historyPage.tagline} title={title} intro={historyPage.intro} />
      <div className="container-page grid gap-12 py-16 lg:grid-cols-[2fr_1fr]">
        <article>
          <Picture
            picture={historyPage.picture}
            sizes="(min-width: 1024px) 66vw, 100vw"
            priority
            className="h-auto w-full rounded-2xl shadow-lg"
          />
          {historyPage.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-titel`} className="mt-12">
              <h2 id={`${section.id}-titel`} className="font-display text-3xl font-semibold">
                {section.title}
              </h2>
              {section.text.map((paragraph) => (
                <p key={paragraph} className="mt-4 text-lg leading-relaxed text-ink-soft">
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
        </article>
        <aside className="space-y-8 self-start lg:sticky lg:top-24">
          <section aria-labelledby="tijdlijn" className="rounded-xl border border-mortar bg-white p-6">
            <h2 id="tijdlijn" className="font-display text-2xl font-semibold">
              Tijdlijn
            </h2>
            <ol className="mt-4 space-y-4 border-l-2 border-brick-200 pl-5">
              {historyPage.timeline.map((item) => (
                <li key={item.year} className="relative">
                  <span
                    aria-hidden="true"
                    className="absolute top-1.5 -left-[27px] h-3 w-3 rounded-full bg-brick-700"
                  />
                  <p className="font-display text-lg font-semibold text-brick-700">{item.year}</p>
                  <p className="text-ink-soft">{item.text}</p>
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="kenmerken" className="rounded-xl border border-mortar bg-white p-6">
            <h2 id="kenmerken" className="font-display text-2xl font-semibold">
              Historische kenmerken
            </h2>
            <ul className="mt-4 space-y-2">
              {historyPage.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <span aria-hidden="true" className="text-brick-700">
                    •
                  </span>
                  {feature}
                </li>
              ))}
            </ul>
            <Link to="/#contact" className="btn-primary mt-6 w-full">
              Plan een bezichtiging
            </Link>
          </section>
        </aside>
      </div>
    </>
  )
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title, description: historyPage.intro, image: historyPage.picture })
