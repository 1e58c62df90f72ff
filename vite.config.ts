import { cloudflare } from '@cloudflare/vite-plugin'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { clientCodeSplitting } from './scripts/vite/client-chunks'
import { fontkitNextTick } from './scripts/vite/fontkit-next-tick'

export default defineConfig({
  plugins: [cloudflare({ viteEnvironment: { name: 'ssr' } }), fontkitNextTick(), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // build/client/.vite/manifest.json maps source files to chunks; npm run bench reads it to find
  // admin-only code. public/.assetsignore keeps it off the static assets.
  build: { manifest: true },
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: clientCodeSplitting } } } },
  },
  optimizeDeps: {
    include: ['@conform-to/react', '@conform-to/zod/v4', 'zod'],
  },
})
