/** Prints the demo seed as SQL. Usage: npm run db:seed (scripts/local-db.sh). */
import { seedStatements } from './seed-data'

process.stdout.write(`${seedStatements().join('\n')}\n`)
