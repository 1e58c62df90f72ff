/**
 * The team's e-invoice validator (scripts/ensure-einvoice-validator.sh: UBL 2.1 schema, EN 16931
 * and the Dutch Peppol rules) as a small service on loopback, for the tests inside workerd, which
 * cannot run it themselves: POST /validate with the XML answers { ok, errors }. It counts what it
 * checked, so the run can say how many documents passed.
 *
 * A document it has seen answers the verdict it had: the validator is a pure function of the XML,
 * and the tests validate every stored e-invoice again after each step (tests/support/worker/einvoices.ts),
 * so most documents arrive more than once. Each parse of the schema costs about 150 ms.
 */
import { createHash } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { compileWasmQuickly } from './quick-wasm'

type Validate = (xml: string, options: { xsd: boolean; rules: boolean }) => Promise<{ ok: boolean; errors: unknown[] }>

export function createEinvoiceValidatorApi(): Server & { checked: () => { documents: number; failed: number } } {
  compileWasmQuickly()
  const module = resolve('.tools/einvoice-validate/validate.mjs')
  const validator = import(pathToFileURL(module).href) as Promise<{ validate: Validate }>
  let documents = 0
  let failed = 0
  const verdicts = new Map<string, Promise<{ ok: boolean; errors: unknown[] }>>()
  const server = createServer(async (req, res) => {
    if (req.method !== 'POST' || req.url !== '/validate') {
      res.writeHead(404).end()
      return
    }
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const xml = Buffer.concat(chunks).toString('utf8')
    const key = createHash('sha256').update(xml).digest('hex')
    try {
      let verdict = verdicts.get(key)
      if (!verdict) {
        verdict = validator.then(({ validate }) => validate(xml, { xsd: true, rules: true }))
        verdicts.set(key, verdict)
        documents++
        if (!(await verdict).ok) failed++
      }
      const result = await verdict
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result))
    } catch (error) {
      // A validator that did not run has no verdict to remember.
      verdicts.delete(key)
      res.writeHead(500, { 'content-type': 'text/plain' }).end(`The validator did not run: ${String(error)}`)
    }
  })
  return Object.assign(server, { checked: () => ({ documents, failed }) })
}
