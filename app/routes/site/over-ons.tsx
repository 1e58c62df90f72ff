import { Link } from 'react-router'
import { PageHeader } from '~/components/page-header'
import { PictureCard } from '~/components/picture'
import { aboutPage } from '~/content/about'
import { venue } from '~/content/venue'
import { seo } from '~/lib/seo'
import type { Route } from './+types/over-ons'

const title = `Over ${venue.name}`

export default function AboutPage() {
  return (
    <>
      <PageHeader title={title} intro={aboutPage.intro} />
      <section aria-labelledby="visie" className="container-page py-16">
        <h2 id="visie" className="font-display text-3xl font-semibold">
          {aboutPage.visionTitle}
        </h2>
        {aboutPage.vision.map((paragraph) => (
          <p key={paragraph} className="mt-4 max-w-3xl text-lg text-ink-soft">
            {paragraph}
          </p>
        ))}
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {aboutPage.features.map((feature) => (
            <PictureCard
              key={feature.title}
              picture={feature.picture}
              sizes="(min-width: 768px) 33vw, 100vw"
              title={feature.title}
              text={feature.text}
            />
          ))}
        </ul>
        <div className="mt-12 flex flex-wrap gap-3">
          <Link to="/geschiedenis" className="btn-primary">
            Lees onze geschiedenis
          </Link>
          <Link to="/#contact" className="btn-outline">
            Neem contact op
          </Link>
        </div>
      </section>
    </>
  )
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title, description: aboutPage.intro, image: aboutPage.features[0]?.picture })
