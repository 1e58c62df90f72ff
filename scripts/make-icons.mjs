// Renders public/favicon.svg to the PNG and ICO files browsers ask for. Run once after
// changing the SVG: `node scripts/make-icons.mjs`. Uses sharp, which wrangler already installs.
import { readFile, writeFile } from 'node:fs/promises'
import sharp from 'sharp'

const svg = await readFile('public/favicon.svg')
const png32 = await sharp(svg, { density: 300 }).resize(32, 32).png().toBuffer()
await writeFile('public/apple-touch-icon.png', await sharp(svg, { density: 600 }).resize(180, 180).png().toBuffer())

// An ICO file may hold a PNG image: 6-byte header, one 16-byte directory entry, then the PNG.
const header = Buffer.from([0, 0, 1, 0, 1, 0])
const entry = Buffer.alloc(16)
entry.writeUInt8(32, 0)
entry.writeUInt8(32, 1)
entry.writeUInt16LE(1, 4)
entry.writeUInt16LE(32, 6)
entry.writeUInt32LE(png32.length, 8)
entry.writeUInt32LE(22, 12)
await writeFile('public/favicon.ico', Buffer.concat([header, entry, png32]))
