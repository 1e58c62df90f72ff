import type { Config } from '@react-router/dev/config'

// The venue's future flags, so the comparison measures the app, not a different mode.
export default {
  ssr: true,
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config
