/**
 * Worker secrets and optional settings. `wrangler types` writes the bindings and [vars] of
 * wrangler.toml into worker-configuration.d.ts; secrets are declared here because they are
 * not in any committed file (see .dev.vars.example).
 */
declare namespace Cloudflare {
  interface Env {
    SIGNING_SECRET: string
    SESSION_SECRET: string
    ADMIN_PASSWORD_HASH?: string
    ADMIN_API_TOKEN?: string
    MAIL_API_KEY?: string
    MAIL_API_TIMEOUT_MS?: string
  }
}
