import { services } from '~/server/services.server'
import type { Route } from './+types/robots'

/** Keeps /admin and the API out of search engines and points to the sitemap. */
export function loader({ context }: Route.LoaderArgs) {
  const siteUrl = services(context).config.SITE_URL
  return new Response(
    `User-agent: *\nDisallow: /admin\nDisallow: /api/\nDisallow: /nieuwsbrief/\n\nSitemap: ` +
      `${new URL('/sitemap.xml', siteUrl).href}\n`,
    {
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    },
  )
}
