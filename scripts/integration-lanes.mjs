// Prints the integration test files of one lane (argument: 1 or 2), one per line, for
// scripts/test-integration.sh. The files are dealt out by weight, heaviest first, each to the lighter
// lane, so the two lanes end at about the same time. The weight is a guess that needs no earlier
// run: a file's length, and much more for each property test (fc.assert), which runs its body
// dozens of times.
import { readdirSync, readFileSync } from 'node:fs'

const lane = Number(process.argv[2])
const folder = 'tests/integration'
const weight = (text) => text.length + 40_000 * (text.match(/fc\.assert\(/g) ?? []).length

const files = readdirSync(folder)
  .filter((name) => name.endsWith('.test.ts'))
  .map((name) => ({ path: `${folder}/${name}`, weight: weight(readFileSync(`${folder}/${name}`, 'utf8')) }))
  .sort((a, b) => b.weight - a.weight || a.path.localeCompare(b.path))
const lanes = [
  { files: [], weight: 0 },
  { files: [], weight: 0 },
]
for (const file of files) {
  const lighter = lanes[0].weight <= lanes[1].weight ? lanes[0] : lanes[1]
  lighter.files.push(file.path)
  lighter.weight += file.weight
}
console.log(lanes[lane - 1].files.join('\n'))
