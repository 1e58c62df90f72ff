/**
 * The W3C Nu HTML checker (vnu) from the vnu-jar package, run offline with the machine's Java (17 or
 * newer): every document in one JVM, because starting Java costs more than checking a page.
 */
import { execFile } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { basename, join } from 'node:path'
import { z } from 'zod'

export type HtmlDocument = { name: string; html: string }

const NuReportSchema = z.object({
  messages: z.array(
    z.object({
      type: z.string(),
      url: z.string().optional(),
      lastLine: z.number().optional(),
      firstColumn: z.number().optional(),
      message: z.string(),
      extract: z.string().optional(),
    }),
  ),
})

// vnu-jar's main module is the jar's path (a String object).
const jar = String(createRequire(import.meta.url)('vnu-jar'))

/**
 * One short run: the JVM's quick compiler only and one garbage collector thread took about 2.8 s of
 * CPU for 46 documents against 6.6 s by default. The quick compiler's frames are larger, so vnu's
 * schema evaluation needs a larger stack than its documented 512k.
 */
const quickJvm = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xss16m']

function runJava(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    // vnu exits 1 when it found errors; its JSON report is on stderr either way.
    execFile('java', args, { maxBuffer: 64 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (error && error.code !== 1)
        reject(new Error(`java -jar vnu.jar failed (Java 17 or newer must be on the PATH): ${error.message}`))
      else resolve(stderr)
    })
  })
}

function parseReport(report: string) {
  try {
    return NuReportSchema.parse(JSON.parse(report))
  } catch {
    throw new Error(`vnu gave no JSON report:\n${report.slice(0, 2_000)}`)
  }
}

/**
 * Writes the documents into `folder` (kept for reading after a failure) and returns every error
 * vnu reports, one line each: `name line:column message [extract]`. Warnings and info messages are
 * left out (`--errors-only`); a document vnu could not read is an error too.
 */
export async function nuErrors(documents: HtmlDocument[], folder: string): Promise<string[]> {
  await mkdir(folder, { recursive: true })
  const files = documents.map((_, index) => join(folder, `${String(index + 1).padStart(3, '0')}.html`))
  await Promise.all(documents.map((document, index) => writeFile(files[index] ?? '', document.html)))
  const names = new Map(files.map((file, index) => [basename(file), documents[index]?.name]))
  const report = await runJava([
    ...quickJvm,
    '-jar',
    jar,
    '--errors-only',
    '--no-langdetect',
    '--format',
    'json',
    ...files,
  ])
  return parseReport(report).messages.map((message) => {
    const page = names.get(basename(message.url ?? '')) ?? message.url ?? '(no document)'
    const where = message.lastLine ? ` ${message.lastLine}:${message.firstColumn ?? 0}` : ''
    const extract = message.extract ? ` [${message.extract.replace(/\s+/g, ' ').trim().slice(0, 160)}]` : ''
    return `${page}${where} ${message.message}${extract}`
  })
}
