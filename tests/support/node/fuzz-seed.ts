import { execFileSync } from 'node:child_process'

/**
 * The fuzz suite's seed (tests/integration/fuzz.test.ts): FUZZ_SEED when set, to replay a run;
 * otherwise derived from the commit checked out, so every commit tries inputs that no earlier
 * commit's run tried, and the same commit always tries the same ones.
 */
export function fuzzSeed(): string {
  const given = process.env.FUZZ_SEED
  if (given) {
    if (!/^-?\d+$/.test(given)) throw new Error(`FUZZ_SEED must be a whole number, not ${given}`)
    return given
  }
  const commit = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim()
  // fast-check takes a 32-bit integer: the commit's first eight hex digits.
  return String(Number.parseInt(commit.slice(0, 8), 16) | 0)
}
