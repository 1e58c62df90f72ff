// Renders the site's artwork (art/*.svg, hand-drawn illustrations) to AVIF, WebP and JPEG at
// three widths in public/images/. Run after changing a drawing: `node scripts/make-images.mjs`.
// Real photos can replace them: put files with the same names in public/images/ (or change the
// names in app/content/images.ts).
import { mkdir, readdir } from 'node:fs/promises'
import sharp from 'sharp'

const widths = [480, 960, 1600]
await mkdir('public/images', { recursive: true })
for (const file of (await readdir('art')).filter((name) => name.endsWith('.svg'))) {
  const name = file.replace(/\.svg$/, '')
  const source = sharp(`art/${file}`, { density: 144 })
  const { width } = await source.metadata()
  for (const target of widths.filter((candidate) => candidate <= Math.max(width ?? 0, 960) * 2)) {
    const resized = source.clone().resize(target)
    await resized.clone().avif({ quality: 55, effort: 6 }).toFile(`public/images/${name}-${target}.avif`)
    await resized.clone().webp({ quality: 78 }).toFile(`public/images/${name}-${target}.webp`)
    await resized
      .clone()
      .jpeg({ quality: 80, progressive: true, mozjpeg: true })
      .toFile(`public/images/${name}-${target}.jpg`)
  }
  console.log(name)
}
