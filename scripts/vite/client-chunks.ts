/**
 * How the browser's JavaScript is cut into files (docs/decisions/025-javascript-in-few-files.md).
 * Rolldown's default makes a file of every set of modules that the same routes share, which gave
 * the calculator pages 31 files to fetch before React could start. These groups make three shared
 * files instead: the framework, the form library, and our own code that the hydrated public pages
 * share. Route modules, the validation library and the owner's code keep the default split, so a
 * page that does not need them does not load them.
 */
import type { ChunkingContext, ModuleInfo, OutputOptions } from 'rolldown'

type CodeSplitting = Exclude<NonNullable<OutputOptions['codeSplitting']>, boolean>

const framework = /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/
const forms = /node_modules[\\/]@conform-to[\\/](react|dom)[\\/]/
const ownCode = /[\\/]app[\\/](components|lib|content)[\\/]/
const ownerCode = /[\\/]app[\\/](components|routes)[\\/]admin[\\/]/
const validation = /node_modules[\\/](zod|@conform-to[\\/]zod)[\\/]|[\\/]app[\\/]lib[\\/]zod\.ts$/
const alwaysLoaded = /[\\/]app[\\/](entry\.client\.tsx|root\.tsx|routes[\\/]site[\\/]layout\.tsx)$/
const publicRoute = /[\\/]app[\\/]routes[\\/]site[\\/]/
const hydrationMarker = /[\\/]app[\\/]lib[\\/]hydration\.ts$/

/**
 * Our code goes in the shared file when a page with JavaScript reaches it by static imports, and
 * it does not pull in the validation library (which only the forms that validate in the browser
 * load, in their own file).
 */
function sharedSiteCode() {
  const reachable = new Map<string, boolean>()
  const validating = new Map<string, boolean>()
  const info = (id: string, ctx: ChunkingContext): ModuleInfo | null => ctx.getModuleInfo(id)

  const loadedByPublicPage = (id: string, ctx: ChunkingContext): boolean => {
    const known = reachable.get(id)
    if (known !== undefined) return known
    reachable.set(id, false) // a cycle adds nothing
    const module = info(id, ctx)
    const result =
      module !== null &&
      (alwaysLoaded.test(id) ||
        (publicRoute.test(id) && module.importedIds.some((imported) => hydrationMarker.test(imported))) ||
        module.importers.some((importer) => loadedByPublicPage(importer, ctx)))
    reachable.set(id, result)
    return result
  }

  const pullsInValidation = (id: string, ctx: ChunkingContext): boolean => {
    const known = validating.get(id)
    if (known !== undefined) return known
    validating.set(id, false)
    const module = info(id, ctx)
    const result =
      validation.test(id) ||
      (module !== null && module.importedIds.some((imported) => pullsInValidation(imported, ctx)))
    validating.set(id, result)
    return result
  }

  return (id: string, ctx: ChunkingContext) =>
    ownCode.test(id) && !ownerCode.test(id) && loadedByPublicPage(id, ctx) && !pullsInValidation(id, ctx)
      ? 'site'
      : null
}

export const clientCodeSplitting: CodeSplitting = {
  groups: [
    { name: 'framework', test: framework, priority: 3 },
    { name: 'forms', test: forms, priority: 2 },
    { name: sharedSiteCode(), minShareCount: 2, priority: 1 },
  ],
}
