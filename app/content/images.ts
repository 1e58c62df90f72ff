/**
 * The site's pictures. Each is a set of files public/images/{file}-{480,960,1600}.{avif,webp,jpg}
 * (made from art/*.svg by scripts/make-images.mjs). To use a real photo, replace those files or
 * point `file` at new ones; keep width/height at the picture's aspect ratio.
 */
export type Picture = { file: string; alt: string; width: number; height: number }

export const pictures = {
  room: {
    file: 'vergaderruimte',
    alt:
      'De vergaderruimte: een lange eikenhouten tafel met groene stoelen voor een gemetselde muur, met een ' +
      'groot scherm en hanglampen.',
    width: 1600,
    height: 900,
  },
  facade: {
    file: 'gevel',
    alt: 'De gevel van De Oude Paardenslagerij: een trapgevel van rode baksteen uit 1903 met het oude winkelbord.',
    width: 1600,
    height: 1000,
  },
  details: {
    file: 'details',
    alt:
      'Originele witte tegels met groen motief, de stalen slagersrail met haken en de oude weegschaal op ' +
      'de toonbank.',
    width: 1200,
    height: 900,
  },
  village: {
    file: 'dorp',
    alt: 'Het dorp Obdam in de polder, met de kerktoren, een molen en de oude slagerij tussen de huizen.',
    width: 1600,
    height: 900,
  },
  studio: {
    file: 'studio',
    alt:
      'Fotostudio-opstelling voor de bakstenen muur: een papieren achtergrond, een softbox en een camera ' +
      'op statief.',
    width: 1200,
    height: 900,
  },
  coaching: {
    file: 'coaching',
    alt: 'Twee leunstoelen bij het grote raam met een theetafel ertussen, voor een rustig coachgesprek.',
    width: 1200,
    height: 900,
  },
} satisfies Record<string, Picture>

export const pictureWidths = [480, 960, 1600] as const

export function srcSet(picture: Picture, format: 'avif' | 'webp' | 'jpg'): string {
  return pictureWidths.map((width) => `/images/${picture.file}-${width}.${format} ${width}w`).join(', ')
}
