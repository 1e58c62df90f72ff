/**
 * What the test suite checks of the built site's weight (tests/e2e/budgets.spec.ts); `npm run
 * bench` reports the same and more. The JavaScript budgets of ADR 012/014/015 are withdrawn
 * (ADR 019): pages either load no JavaScript or load React Router's as it is.
 */
import { budgets } from '../../../scripts/bench/budgets'

/** The public pages whose routes ask for JavaScript (`handle = hydrate`), and some that do not. */
export const pagesWithJavaScript = ['/tarieven', '/calculator', '/boeken']
export const pagesWithoutJavaScript = [
  '/',
  '/over-ons',
  '/geschiedenis',
  '/agenda',
  '/contact',
  '/diensten/vergaderen',
  '/nieuwsbrief',
  '/tarieven/aanvragen?soort=boeking',
  '/bestaat-niet',
]

/** Files of JavaScript a page with JavaScript may load (docs/decisions/025-javascript-in-few-files.md). */
export const SCRIPT_FILES_PER_PAGE = budgets.scriptFilesPerPage.limit
/** zod's error class: only forms that validate in the browser load the library. */
export const ZOD_MARKER = 'ZodError'

export const HOME_HTML_BUDGET_KB = budgets.homeHtmlGzip.limit
/** The hero image's preload must start within this many bytes of the home page's HTML. */
export const HERO_PRELOAD_WITHIN_BYTES = budgets.heroPreloadOffset.limit

/** Words only the owner's pages use: none may appear in a public page's JavaScript. */
export const adminOnlyMarkers = [
  'Contactgeschiedenis',
  'Klant toevoegen',
  'Opgemaakte e-mail',
  'Boeking bevestigen',
  'Uitloggen',
]
