/**
 * @pdf-lib/fontkit ships a browser `process` polyfill inside its bundle. Its `nextTick` keeps one
 * module-wide queue drained by a `setTimeout`, so in a Worker every request that builds a PDF
 * shares it: a request whose callbacks were queued behind another request's timer waits on that
 * request, and workerd cancels it ("code had hung") or refuses the cross-request I/O. Font
 * subsetting (pdf-lib's embedFont with `subset: true`) runs on that queue.
 *
 * This plugin points the bundle's `nextTick` at the runtime's own `process.nextTick`
 * (`node:process` under the `nodejs_compat` flag), which is scheduled per request. It fails the
 * build when the polyfill is not found, so an upgrade of fontkit cannot silently bring the hang
 * back. See docs/decisions/016-request-safe-pdf-fonts.md.
 */
import type { Plugin } from 'vite'

const FONTKIT_BUNDLE = /@pdf-lib[\\/]fontkit[\\/]dist[\\/]fontkit\.es\.js$/
const POLYFILL_NEXT_TICK = 'function nextTick(fun) {'

export function fontkitNextTick(): Plugin {
  return {
    name: 'fontkit-request-safe-next-tick',
    enforce: 'pre',
    // The dev server's dependency optimiser pre-bundles packages without running plugins: keep
    // fontkit out of it, so this transform applies in `npm run dev` too (its CommonJS dependency
    // pako still needs the optimiser).
    configEnvironment(name) {
      return name === 'client'
        ? undefined
        : { optimizeDeps: { exclude: ['@pdf-lib/fontkit'], include: ['@pdf-lib/fontkit > pako'] } }
    },
    transform(code, id) {
      if (!FONTKIT_BUNDLE.test(id.split('?')[0] ?? '')) return undefined
      if (code.split(POLYFILL_NEXT_TICK).length !== 2) {
        throw new Error(
          `${id}: the bundled process.nextTick polyfill was not found exactly once; check ` +
            `docs/decisions/016-request-safe-pdf-fonts.md`,
        )
      }
      const patched = code.replace(
        POLYFILL_NEXT_TICK,
        `${POLYFILL_NEXT_TICK}\n  return __runtimeNextTick.apply(null, arguments);`,
      )
      return { code: `import { nextTick as __runtimeNextTick } from 'node:process';\n${patched}`, map: null }
    },
  }
}
