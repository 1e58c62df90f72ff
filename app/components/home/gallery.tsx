/**
 * Opens the home page's gallery pictures full-screen. The grid itself is static HTML
 * (sections.tsx): every element with data-photo opens the overlay at that picture. The
 * overlay's code loads on the first click; focus returns to what opened it when it closes.
 */
import { type MouseEvent, type ReactNode, useRef, useState } from 'react'

type LightboxModule = typeof import('./lightbox')

export function GalleryLightbox({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<number | null>(null)
  const [lightbox, setLightbox] = useState<LightboxModule | null>(null)
  const opener = useRef<HTMLElement | null>(null)

  const show = (event: MouseEvent<HTMLDivElement>) => {
    const trigger = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-photo]') : null
    if (!trigger) return
    event.preventDefault()
    opener.current = trigger
    setOpen(Number(trigger.dataset.photo))
    if (lightbox) return
    const firstPicture = event.currentTarget.querySelector<HTMLAnchorElement>('a[data-photo]')
    import('./lightbox').then(setLightbox, () => {
      // Without the overlay's code (offline, or a new release) the picture opens as an image.
      setOpen(null)
      const link = trigger instanceof HTMLAnchorElement ? trigger : firstPicture
      if (link) window.location.assign(link.href)
    })
  }
  const close = () => {
    setOpen(null)
    opener.current?.focus()
  }

  return (
    <div className="contents" onClick={show}>
      {children}
      {open === null ? null : lightbox ? (
        <lightbox.Lightbox index={open} onIndex={setOpen} onClose={close} />
      ) : (
        <Loading />
      )}
    </div>
  )
}

function Loading() {
  return (
    <div role="status" className="fixed inset-0 z-50 flex items-center justify-center bg-ink/90">
      <span
        className="h-10 w-10 animate-spin rounded-full border-4 border-white/30 border-t-white"
        aria-hidden="true"
      />
      <span className="sr-only">Foto wordt geladen</span>
    </div>
  )
}
