import { cloudflare } from '@cloudflare/vite-plugin'
import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  // Keep Vite's cache here instead of the project's node_modules.
  cacheDir: '.vite-cache',
  plugins: [cloudflare({ viteEnvironment: { name: 'ssr' } }), reactRouter()],
})
