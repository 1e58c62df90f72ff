/**
 * The home page's photo overlay, loaded when a visitor first opens a picture (gallery.tsx).
 * It closes by its button, the backdrop and Escape; focus stays inside while it is open; the
 * page does not scroll behind it; the arrow keys browse every picture of the gallery.
 */
import { useEffect, useRef, useState } from 'react'
import { gallery } from '~/content/home'
import { type Picture as PictureData, srcSet } from '~/content/images'

export function Lightbox({
  index,
  onIndex,
  onClose,
}: {
  index: number
  onIndex: (index: number) => void
  onClose: () => void
}) {
  const dialog = useRef<HTMLDivElement>(null)
  const picture = gallery[index] ?? gallery[0]
  const count = gallery.length

  useEffect(() => {
    const previousOverflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    dialog.current?.querySelector<HTMLElement>('button')?.focus()
    return () => {
      document.body.style.overflow = previousOverflow
    }
  }, [])

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') onClose()
    else if (event.key === 'ArrowRight' && count > 1) onIndex((index + 1) % count)
    else if (event.key === 'ArrowLeft' && count > 1) onIndex((index - 1 + count) % count)
    else if (event.key === 'Tab') {
      // Keep focus inside the overlay.
      const focusable = [...(dialog.current?.querySelectorAll<HTMLElement>('button') ?? [])]
      const first = focusable[0]
      const last = focusable[focusable.length - 1]
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault()
        last?.focus()
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault()
        first?.focus()
      }
    }
  }

  if (!picture) return null
  return (
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-label={`Foto ${index + 1} van ${count}`}
      className="fixed inset-0 z-50 flex items-center justify-center bg-ink/90 p-4"
      onKeyDown={onKeyDown}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
    >
      <button
        type="button"
        onClick={onClose}
        className="absolute top-4 right-4 rounded-full bg-white/10 p-3 text-white hover:bg-white/20"
        aria-label="Sluiten"
      >
        <svg viewBox="0 0 20 20" className="h-6 w-6" aria-hidden="true">
          <path d="M5 5l10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {count > 1 ? (
        <>
          <button
            type="button"
            onClick={() => onIndex((index - 1 + count) % count)}
            className="absolute left-2 rounded-full bg-white/10 p-3 text-2xl text-white hover:bg-white/20 sm:left-6"
            aria-label="Vorige foto"
          >
            ‹
          </button>
          <button
            type="button"
            onClick={() => onIndex((index + 1) % count)}
            className="absolute right-2 rounded-full bg-white/10 p-3 text-2xl text-white hover:bg-white/20 sm:right-6"
            aria-label="Volgende foto"
          >
            ›
          </button>
        </>
      ) : null}
      <figure className="max-h-full max-w-5xl">
        <LoadingImage key={picture.file} picture={picture} />
        <figcaption className="mt-3 text-center text-sm text-white/90">{`${picture.alt} (${index + 1}/${count})`}</figcaption>
      </figure>
    </div>
  )
}

/** The enlarged picture, with a spinner while it loads and a message if it cannot. */
function LoadingImage({ picture }: { picture: PictureData }) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading')
  const image = useRef<HTMLImageElement>(null)
  useEffect(() => {
    if (image.current?.complete && image.current.naturalWidth > 0) setState('loaded')
  }, [])
  return (
    <div className="relative flex min-h-48 items-center justify-center">
      {state === 'loading' ? (
        <span role="status" className="absolute inset-0 flex items-center justify-center">
          <span
            className="h-10 w-10 animate-spin rounded-full border-4 border-white/30 border-t-white"
            aria-hidden="true"
          />
          <span className="sr-only">Afbeelding wordt geladen</span>
        </span>
      ) : null}
      {state === 'failed' ? (
        <p role="alert" className="rounded-lg bg-white/10 px-6 py-10 text-white">
          Afbeelding niet beschikbaar
        </p>
      ) : (
        <picture>
          <source type="image/avif" srcSet={srcSet(picture, 'avif')} sizes="100vw" />
          <source type="image/webp" srcSet={srcSet(picture, 'webp')} sizes="100vw" />
          <img
            ref={image}
            src={`/images/${picture.file}-1600.jpg`}
            alt={picture.alt}
            width={picture.width}
            height={picture.height}
            onLoad={() => setState('loaded')}
            onError={() => setState('failed')}
            className={`max-h-[80dvh] w-auto rounded-lg object-contain transition-opacity ${state === 'loaded' ? 'opacity-100' : 'opacity-0'}`}
          />
        </picture>
      )}
    </div>
  )
}
