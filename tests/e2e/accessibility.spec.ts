import { scanEach } from './accessibility-scan'
import { pagePaths } from './routes'

/** axe on every page at desktop width; tests/e2e/accessibility-phone.spec.ts scans each layout on a phone. */
scanEach(pagePaths)
