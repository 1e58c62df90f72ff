/**
 * The head of every public page: title, description, canonical link, Open Graph and Twitter
 * tags. Absolute URLs use SITE_URL, which the site layout's loader provides. (The home page's
 * structured data is in its HTML: components/home/sections.tsx.)
 */
import type { MetaDescriptor } from 'react-router'
import { type Picture, pictures } from '~/content/images'
import { pageTitle, venue } from '~/content/venue'

type MetaArgsLike = { location: { pathname: string }; matches: ({ id: string; loaderData?: unknown } | undefined)[] }

function siteUrlFrom(matches: MetaArgsLike['matches']): string {
  const layout = matches.find((match) => match?.id === 'routes/site/layout')?.loaderData
  return layout && typeof layout === 'object' && 'siteUrl' in layout && typeof layout.siteUrl === 'string'
    ? layout.siteUrl
    : 'https://www.oudepaardenslagerij.nl'
}

export function seo(
  args: MetaArgsLike,
  {
    title,
    description,
    image = pictures.room,
    noindex = false,
    canonicalPath,
  }: {
    title?: string
    description: string
    image?: Picture
    noindex?: boolean
    canonicalPath?: string
  },
): MetaDescriptor[] {
  const siteUrl = siteUrlFrom(args.matches)
  const url = new URL(canonicalPath ?? args.location.pathname, siteUrl).href
  const imageUrl = new URL(`/images/${image.file}-1600.jpg`, siteUrl).href
  const fullTitle = pageTitle(title)
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: venue.name },
    { property: 'og:locale', content: 'nl_NL' },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: imageUrl },
    { property: 'og:image:alt', content: image.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: imageUrl },
  ]
  if (noindex) tags.push({ name: 'robots', content: 'noindex' })
  return tags
}
