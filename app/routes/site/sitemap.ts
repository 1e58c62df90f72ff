import { servicePages } from '~/content/services'
import { services } from '~/server/services.server'
import type { Route } from './+types/sitemap'

/** The public pages a search engine may index. */
export const publicPages = [
  '/',
  '/over-ons',
  '/geschiedenis',
  '/agenda',
  '/tarieven',
  '/boeken',
  '/contact',
  '/voorwaarden',
  '/privacy',
  ...servicePages.map((page) => `/diensten/${page.slug}`),
]

export function loader({ context }: Route.LoaderArgs) {
  const siteUrl = services(context).config.SITE_URL
  const urls = publicPages.map((path) => `  <url><loc>${new URL(path, siteUrl).href}</loc></url>`).join('\n')
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ` +
      `xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
    {
      headers: { 'Content-Type': 'application/xml; charset=utf-8' },
    },
  )
}
