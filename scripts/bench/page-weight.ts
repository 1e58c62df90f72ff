/**
 * What a visitor downloads: the gzip size (zlib default level) of the JavaScript each public
 * page references, whether any of it is admin code, and the home page's HTML.
 */
import { gzipSync } from 'node:zlib'
import { type Manifest, readManifest, requireAdminOnlyFiles, withStaticImports } from './admin-chunks'
import type { Figure } from './budgets'

export const publicPages = [
  '/',
  '/over-ons',
  '/geschiedenis',
  '/agenda',
  '/tarieven',
  '/contact',
  '/boeken',
  '/diensten/vergaderen',
  '/nieuwsbrief',
]

const kilobytes = (bytes: number) => Math.round((bytes / 1024) * 10) / 10
const gzipBytes = (body: Buffer) => gzipSync(body).length

export async function fetchBytes(baseUrl: string, path: string): Promise<Buffer> {
  const response = await fetch(new URL(path, baseUrl))
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`)
  return Buffer.from(await response.arrayBuffer())
}

/**
 * The scripts the page names for loading: module preloads, script elements and the imports of
 * the inline bootstrap module. The inline route manifest also names files of routes the page may
 * lazily need (and the manifest file itself); those are not loaded and not counted. What these
 * import in turn comes from the Vite manifest. A page without JavaScript (ADR 019) names none.
 */
export function scriptPaths(html: string): string[] {
  const patterns = [
    /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="(\/assets\/[\w.-]+\.js)"/g,
    /<link\b[^>]*\bhref="(\/assets\/[\w.-]+\.js)"[^>]*\brel="modulepreload"/g,
    /<script\b[^>]*\bsrc="(\/assets\/[\w.-]+\.js)"/g,
    /\bimport\(\s*"(\/assets\/[\w.-]+\.js)"\s*\)/g,
    /\bimport\s+(?:[\w{}\s,*]+from\s+)?"(\/assets\/[\w.-]+\.js)"/g,
  ]
  return [...new Set(patterns.flatMap((pattern) => [...html.matchAll(pattern)].map((match) => match[1] ?? '')))]
}

/** Byte offset of the first `<link rel="preload" as="image">`, attributes in any order. */
export function heroPreloadOffset(html: Buffer): number | null {
  for (const match of html.toString('latin1').matchAll(/<link\b[^>]*>/g)) {
    if (/\brel="preload"/.test(match[0]) && /\bas="image"/.test(match[0])) return match.index
  }
  return null
}

function homeHtmlFigures(html: Buffer): Figure[] {
  const section = 'Home HTML'
  return [
    {
      section,
      subject: '/',
      name: 'HTML (gzip)',
      value: kilobytes(gzipBytes(html)),
      unit: 'KB',
      budget: 'homeHtmlGzip',
      note: `${kilobytes(html.length)} KB raw`,
    },
    {
      section,
      subject: '/',
      name: 'hero image preload starts at byte',
      value: heroPreloadOffset(html),
      unit: 'B',
      budget: 'heroPreloadOffset',
    },
  ]
}

/** Fetches each asset once, however many pages share it. */
function cachedGzipSizes(baseUrl: string) {
  const sizes = new Map<string, Promise<number>>()
  return (path: string): Promise<number> => {
    const size = sizes.get(path) ?? fetchBytes(baseUrl, path).then(gzipBytes)
    sizes.set(path, size)
    return size
  }
}

async function scriptFigures(
  page: string,
  html: Buffer,
  gzipSizeOf: (path: string) => Promise<number>,
  manifest: Manifest,
  adminOnly: Set<string>,
): Promise<Figure[]> {
  const section = 'JavaScript'
  const scripts = withStaticImports(manifest, scriptPaths(html.toString('utf8')))
  const total = (await Promise.all(scripts.map(gzipSizeOf))).reduce((sum, size) => sum + size, 0)
  const adminFiles = scripts.filter((path) => adminOnly.has(path))
  return [
    {
      section,
      subject: page,
      name: 'JavaScript (gzip)',
      value: kilobytes(total),
      unit: 'KB',
    },
    {
      section,
      subject: page,
      name: 'script files',
      value: scripts.length,
      unit: 'files',
      budget: 'scriptFilesPerPage',
    },
    {
      section,
      subject: page,
      name: 'admin-only files referenced',
      value: adminFiles.length,
      unit: 'files',
      budget: 'adminChunksOnPublicPage',
      note: adminFiles.join(' ') || undefined,
    },
  ]
}

export async function measurePageWeight(baseUrl: string, manifestPath: string): Promise<Figure[]> {
  const manifest = await readManifest(manifestPath)
  const adminOnly = requireAdminOnlyFiles(manifest, manifestPath)
  const gzipSizeOf = cachedGzipSizes(baseUrl)
  const figures: Figure[] = [
    {
      section: 'JavaScript',
      subject: 'build',
      name: 'admin-only files (Vite manifest)',
      value: adminOnly.size,
      unit: 'files',
    },
  ]
  for (const page of publicPages)
    figures.push(...(await scriptFigures(page, await fetchBytes(baseUrl, page), gzipSizeOf, manifest, adminOnly)))
  return [...figures, ...homeHtmlFigures(await fetchBytes(baseUrl, '/'))]
}
