import { cloudflare } from '@cloudflare/vite-plugin'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { fontkitNextTick } from './scripts/vite/fontkit-next-tick'

export default defineConfig({
  plugins: [
    cloudflare({ viteEnvironment: { name: 'ssr' } }),
    fontkitNextTick(),
    tailwindcss(),
    reactRouter(),
    // The 'site' chunk group below needs entry chunks that may export more than their module
    // (React Router asks for 'exports-only'); route modules still export what they export.
    {
      name: 'client-entry-signatures',
      enforce: 'post',
      configEnvironment(name, config) {
        if (name === 'client' && config.build?.rollupOptions)
          config.build.rollupOptions.preserveEntrySignatures = 'allow-extension'
      },
    },
  ],
  resolve: { tsconfigPaths: true },
  // build/client/.vite/manifest.json maps source files to chunks; npm run bench reads it to find
  // admin-only code. public/.assetsignore keeps it off the static assets.
  build: { manifest: true },
  optimizeDeps: {
    include: ['@conform-to/react', '@conform-to/zod/v4', 'zod'],
  },
  environments: {
    client: {
      build: {
        // A lazily loaded chunk (ADR 015) fetches what it imports when it runs; listing those
        // files for Vite to preload would cost bytes in every page that can load one.
        modulePreload: false,
        rolldownOptions: {
          output: {
            // What every public page loads (root, site layout, header, footer, newsletter form,
            // toasts, SEO tags) as one chunk instead of fifteen small ones: it compresses better
            // (home page JavaScript -3.4 KB gzip). Only modules that every public page needs
            // belong here; admin pages load it too, as they use root and forms.tsx anyway.
            codeSplitting: {
              groups: [
                {
                  name: 'site',
                  test: /\/app\/(root\.tsx|routes\/site\/layout\.tsx|components\/(error-page|toast|icons|site-header|site-footer|newsletter-form|use-hydrated|forms|use-fetcher-result|use-public-form)\.tsx?|content\/(venue|images|navigation|newsletter)\.ts|lib\/(seo|form-rules)\.ts)$/,
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
    },
  },
})
