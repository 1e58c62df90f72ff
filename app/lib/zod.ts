/**
 * zod, configured once: without its JIT, which probes `new Function` and so trips the
 * Content-Security-Policy (no 'unsafe-eval') in every browser that parses a schema.
 * Import `z` from here, not from 'zod'.
 */
import { z } from 'zod'

z.config({ jitless: true })

export { z }
