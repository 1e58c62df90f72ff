import { scanEach } from './accessibility-scan'
import { phonePaths } from './routes'

/** axe at 390 px (the mobile project) on one page of each layout. */
scanEach(phonePaths)
