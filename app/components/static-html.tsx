import { type MouseEvent, type ReactNode, useState } from 'react'
import { useNavigate } from 'react-router'

/**
 * Markup without behaviour, kept out of the page's JavaScript (ADR 015).
 *
 * The server renders `children`. When React hydrates the page, this keeps the server's HTML as
 * it is: React does not hydrate inside dangerouslySetInnerHTML, so the text and markup need not
 * be in the browser's JavaScript. When the visitor comes from another page without a reload,
 * there is no server HTML and `children` render as usual; the caller loads them lazily.
 *
 * Links that were <Link> on the server (React Router marks them data-discover) still navigate
 * without a reload; every other link (anchors, downloads, other sites) is left to the browser.
 */
export function StaticHtml({ name, children }: { name: string; children: ReactNode }) {
  const [serverHtml] = useState(() =>
    typeof document === 'undefined' ? undefined : document.querySelector(`[data-static="${name}"]`)?.innerHTML,
  )
  const navigate = useNavigate()
  if (serverHtml === undefined) {
    return (
      <div data-static={name} className="contents">
        {children}
      </div>
    )
  }
  const followRouteLink = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-discover]') : null
    if (
      !link ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey ||
      link.target
    )
      return
    event.preventDefault()
    navigate(link.pathname + link.search + link.hash)
  }
  return (
    <div
      data-static={name}
      className="contents"
      onClick={followRouteLink}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: serverHtml }}
    />
  )
}
