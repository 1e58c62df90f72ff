import { preload } from 'react-dom'
import { type Picture as PictureData, srcSet } from '~/content/images'

/**
 * A responsive picture: AVIF, then WebP, then JPEG; explicit width and height (no layout
 * shift); lazy unless it is the page's first picture, which is also preloaded.
 */
export function Picture({
  picture,
  sizes,
  priority = false,
  className,
}: {
  picture: PictureData
  sizes: string
  priority?: boolean
  className?: string
}) {
  // The page's main picture is requested from the <head>, before the browser reaches the <img>.
  if (priority)
    preload(`/images/${picture.file}-960.avif`, {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: srcSet(picture, 'avif'),
      imageSizes: sizes,
      fetchPriority: 'high',
    })
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(picture, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(picture, 'webp')} sizes={sizes} />
      <img
        src={`/images/${picture.file}-960.jpg`}
        srcSet={srcSet(picture, 'jpg')}
        sizes={sizes}
        width={picture.width}
        height={picture.height}
        alt={picture.alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
        className={className}
      />
    </picture>
  )
}

/** A card with a picture on top, a title and a short text (advantages, features). */
export function PictureCard({
  picture,
  sizes,
  title,
  text,
  compact = false,
}: {
  picture: PictureData
  sizes: string
  title: string
  text: string
  compact?: boolean
}) {
  return (
    <li className="overflow-hidden rounded-xl border border-mortar bg-white shadow-sm">
      <Picture picture={picture} sizes={sizes} className="aspect-[4/3] h-auto w-full object-cover" />
      <div className="p-5">
        <h3 className={`font-display font-semibold ${compact ? 'text-lg' : 'text-xl'}`}>{title}</h3>
        <p className={`mt-2 text-ink-soft ${compact ? 'text-sm' : ''}`}>{text}</p>
      </div>
    </li>
  )
}
