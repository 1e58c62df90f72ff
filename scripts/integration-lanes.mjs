// Prints the integration test files of one lane (argument: 1 or 2), one per line, for
// scripts/test-integration.sh. The files are dealt out by duration, longest first, each to the
// lane that ends sooner, so the two lanes end at about the same time. A file's duration is the one
// last measured (tests/integration/durations.json, written by `npm run test:lanes` after a run);
// a file without one is guessed from its length, and much more for each property test (fc.assert),
// at the rate of seconds per weight of the files that have one.
import { existsSync, readdirSync, readFileSync } from 'node:fs'

const lane = Number(process.argv[2])
const folder = 'tests/integration'
const measuredPath = `${folder}/durations.json`
const measured = existsSync(measuredPath) ? JSON.parse(readFileSync(measuredPath, 'utf8')) : {}
const weight = (text) => text.length + 40_000 * (text.match(/fc\.assert\(/g) ?? []).length

const files = readdirSync(folder)
  .filter((name) => name.endsWith('.test.ts'))
  .map((name) => ({ name, path: `${folder}/${name}`, weight: weight(readFileSync(`${folder}/${name}`, 'utf8')) }))
const known = files.filter((file) => typeof measured[file.name] === 'number')
const knownWeight = known.reduce((sum, file) => sum + file.weight, 0)
const knownSeconds = known.reduce((sum, file) => sum + measured[file.name], 0)
const secondsPerWeight = knownWeight > 0 && knownSeconds > 0 ? knownSeconds / knownWeight : 1
const seconds = (file) => measured[file.name] ?? file.weight * secondsPerWeight

const lanes = [
  { files: [], seconds: 0 },
  { files: [], seconds: 0 },
]
for (const file of files.sort((a, b) => seconds(b) - seconds(a) || a.path.localeCompare(b.path))) {
  const sooner = lanes[0].seconds <= lanes[1].seconds ? lanes[0] : lanes[1]
  sooner.files.push(file.path)
  sooner.seconds += seconds(file)
}
console.log(lanes[lane - 1].files.join('\n'))
