#!/usr/bin/env node
/**
 * No line of code over 120 characters (the formatter's width; it cannot break long strings).
 * Checks the files git tracks (and untracked ones it does not ignore); prints each long line and
 * exits 1 if there is any. Run by `npm run lint` and `npm test`.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const MAX = 120
const code = /\.(ts|tsx|js|mjs|cjs|css|sh|toml)$/
const skip = /^(migrations\/|worker-configuration\.d\.ts$)/

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => code.test(file) && !skip.test(file))

let long = 0
for (const file of files) {
  let text
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    continue // deleted in the working tree
  }
  text.split('\n').forEach((line, index) => {
    if ([...line].length > MAX) {
      long += 1
      console.log(`${file}:${index + 1}: ${[...line].length} characters`)
    }
  })
}
if (long > 0) {
  console.log(`${long} lines over ${MAX} characters`)
  process.exit(1)
}
