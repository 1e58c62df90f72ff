/**
 * The app's own words, read from its source: every string literal and JSX text of every module,
 * comments left out. Tests read them to keep facts and forms of address out of hand-typed text.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** Every .ts and .tsx file under `dir`. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : []
  })
}

/** The text of a module's string literals and JSX text, without its comments. */
export function literals(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1')
  return code.match(/'[^'\n]*'|"[^"\n]*"|`[^`]*`|>[^<>{}]+</g) ?? []
}

/** Every literal of every module under the folders, with the file it is in. */
export function sourceLiterals(...dirs: string[]): { path: string; literal: string }[] {
  return dirs
    .flatMap(sourceFiles)
    .flatMap((path) => literals(readFileSync(path, 'utf8')).map((literal) => ({ path, literal })))
}
