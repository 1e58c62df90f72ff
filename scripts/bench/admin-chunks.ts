/**
 * Which built JavaScript files belong only to the admin routes (app/routes/admin/*), found in
 * Vite's client manifest (build/client/.vite/manifest.json, kept by `build.manifest`).
 */
import { readFile } from 'node:fs/promises'

type ManifestChunk = {
  file: string
  imports?: string[]
  dynamicImports?: string[]
  isEntry?: boolean
  isDynamicEntry?: boolean
}
export type Manifest = Record<string, ManifestChunk>

// Keys are source paths, route modules with a query: app/routes/admin/index.tsx?__react-router-build-client-route
const isAdminRoute = (key: string) => key.split('?')[0]?.startsWith('app/routes/admin/') ?? false

/** The public URL of every file the given manifest entries load, statically or on demand. */
function reachableFiles(manifest: Manifest, entryKeys: string[]): Set<string> {
  const files = new Set<string>()
  const seen = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || seen.has(key)) return
    seen.add(key)
    files.add(`/${chunk.file}`)
    for (const imported of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(imported)
  }
  entryKeys.forEach(visit)
  return files
}

export function adminOnlyFiles(manifest: Manifest): Set<string> {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry || manifest[key]?.isDynamicEntry)
  const admin = reachableFiles(manifest, entries.filter(isAdminRoute))
  const everythingElse = reachableFiles(
    manifest,
    entries.filter((key) => !isAdminRoute(key)),
  )
  return new Set([...admin].filter((file) => file.endsWith('.js') && !everythingElse.has(file)))
}

/**
 * The given files and every file they import statically, however deep: what the browser must
 * fetch before they run. Files the manifest does not know are kept as they are.
 */
export function withStaticImports(manifest: Manifest, files: string[]): string[] {
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]))
  const result = new Set<string>()
  const visit = (file: string) => {
    if (result.has(file)) return
    result.add(file)
    for (const imported of manifest[keyOf.get(file) ?? '']?.imports ?? []) {
      const chunk = manifest[imported]
      if (chunk) visit(`/${chunk.file}`)
    }
  }
  files.forEach(visit)
  return [...result]
}

export async function readManifest(manifestPath: string): Promise<Manifest> {
  return JSON.parse(await readFile(manifestPath, 'utf8'))
}

/** Throws when the manifest names no admin code: then nothing could be verified. */
export function requireAdminOnlyFiles(manifest: Manifest, manifestPath: string): Set<string> {
  const files = adminOnlyFiles(manifest)
  if (files.size === 0) throw new Error(`${manifestPath} names no admin-only JavaScript: cannot check the public pages`)
  return files
}

export async function readAdminOnlyFiles(manifestPath: string): Promise<Set<string>> {
  return requireAdminOnlyFiles(await readManifest(manifestPath), manifestPath)
}
