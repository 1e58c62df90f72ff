/**
 * Prints a PBKDF2 hash for the admin password, to store as a Worker secret:
 *   npm run admin:password -- 'een lang wachtwoord'   (or without argument: asks for it)
 *   npx wrangler secret put ADMIN_PASSWORD_HASH      (paste the printed line)
 */
import { createInterface } from 'node:readline/promises'
import { hashPassword } from '../app/server/admin/password.server'

let password = process.argv[2]
if (!password) {
  const prompt = createInterface({ input: process.stdin, output: process.stderr })
  password = await prompt.question('Nieuw beheerwachtwoord (minstens 12 tekens): ')
  prompt.close()
}
if (password.length < 12) {
  console.error('Kies een wachtwoord van minstens 12 tekens.')
  process.exit(1)
}
console.log(await hashPassword(password))
