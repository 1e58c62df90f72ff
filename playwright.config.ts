import { defineConfig, devices } from '@playwright/test'
// iDEAL is on in the e2e server (scripts/e2e-server.sh), against the fake Mollie API started beside it.
import { FAKE_MOLLIE_API_KEY, FAKE_MOLLIE_E2E_PORT } from './tests/support/fake-mollie-constants'
import { FAKE_MONEYBIRD_E2E_PORT } from './tests/support/fake-moneybird-constants'

/**
 * End-to-end journeys in Debian's Chromium, its headless shell (docs/decisions/029-e2e-headless-shell.md),
 * against the built Worker, served by wrangler dev.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8788)
/** The fake calendar's port: .dev.vars.example allows http://127.0.0.1:8797 (CALENDAR_HTTP_ORIGINS). */
export const FAKE_CALENDAR_E2E_PORT = 8797
const chromium = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  outputDir: 'test-results/playwright',
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    launchOptions: chromium,
    locale: 'nl-NL',
    // The browser asks for reduced motion, as many visitors' do: the home hero's entrance and
    // floating circles stay still (app/styles/app.css), so axe never reads a half-faded text and a
    // page does not draw frames for five seconds. tests/e2e/home.spec.ts plays them once in full.
    reducedMotion: 'reduce',
    timezoneId: 'Europe/Amsterdam',
    // A failed test keeps its trace (every action, the console, the network) and a screenshot of the
    // end. Without the DOM snapshots and screencast of every action, which took about a quarter of
    // the browser's time in every passing test: PW_TRACE=full records them for a run to debug.
    trace:
      process.env.PW_TRACE === 'full'
        ? 'retain-on-failure'
        : { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      testMatch: [
        'site.spec.ts',
        'assets.spec.ts',
        'forms.spec.ts',
        'rates.spec.ts',
        'booking-page.spec.ts',
        'admin.spec.ts',
        'home.spec.ts',
        'accessibility.spec.ts',
        'headers.spec.ts',
        'budgets.spec.ts',
        'early-refusals.spec.ts',
        'early-input.spec.ts',
        'owner.spec.ts',
        'customer.spec.ts',
        'privacy.spec.ts',
        'calendar.spec.ts',
        'html-validity.spec.ts',
        'optie.spec.ts',
        'e-invoices.spec.ts',
        'multi-day.spec.ts',
        'own-calendar.spec.ts',
      ],
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    {
      name: 'mobile',
      testMatch: ['mobile.spec.ts', 'accessibility-phone.spec.ts', 'calendar.spec.ts'],
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium },
    },
    // The journey that publishes new prices runs after every other: no journey meets a price list
    // it did not expect (the server's database is shared by the whole run).
    {
      name: 'prices',
      testMatch: ['prices.spec.ts'],
      dependencies: ['desktop', 'mobile', 'no-js'],
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    // The aanbetaling's journey runs the cron months ahead, and the day's journey a few days ahead,
    // which would move every other journey's bookings on (and age their mail): they run last, beside
    // the price list journey, which reads neither bookings nor mail and prices other dates. Neither
    // cron reaches what the other waits for: the day's is before the aanbetaling's first reminder,
    // and the aanbetaling's is months past the day's thank-you.
    {
      name: 'deposits',
      testMatch: ['deposits.spec.ts', 'the-day.spec.ts'],
      dependencies: ['desktop', 'mobile', 'no-js'],
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    // The owner connects Moneybird (docs/decisions/046-bookkeeping-pushes.md): from then on every journey's
    // invoices would go to the fake Moneybird, so it runs after them, beside the quote's journey.
    {
      name: 'bookkeeping',
      testMatch: ['bookkeeping.spec.ts'],
      dependencies: ['prices', 'deposits'],
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    // A quote accepted at its price after a dearer list: it publishes lists for dates the two
    // journeys above price, and switches the owner's setting for quotes, so it runs after them.
    {
      name: 'agreement',
      testMatch: ['quote-acceptance.spec.ts'],
      dependencies: ['prices', 'deposits'],
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    {
      name: 'no-js',
      testMatch: ['no-js.spec.ts', 'customer-no-js.spec.ts', 'multi-day-no-js.spec.ts'],
      use: { ...devices['Desktop Chrome'], javaScriptEnabled: false, launchOptions: chromium },
    },
  ],
  webServer: [
    {
      command: `bash scripts/e2e-server.sh ${E2E_PORT}`,
      env: {
        E2E_MOLLIE_API_URL: `http://127.0.0.1:${FAKE_MOLLIE_E2E_PORT}/v2`,
        E2E_MOLLIE_API_KEY: FAKE_MOLLIE_API_KEY,
        E2E_MONEYBIRD_API_URL: `http://127.0.0.1:${FAKE_MONEYBIRD_E2E_PORT}/api/v2`,
      },
      url: `http://127.0.0.1:${E2E_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // Mollie's API, for iDEAL and refunds (tests/e2e/deposits.spec.ts, customer.spec.ts).
    {
      command: `npx tsx tests/support/node/serve-fake-mollie.ts ${FAKE_MOLLIE_E2E_PORT}`,
      url: `http://127.0.0.1:${FAKE_MOLLIE_E2E_PORT}/__refunds`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // Moneybird's API, for the bookkeeping (tests/e2e/bookkeeping.spec.ts).
    {
      command: `npx tsx tests/support/node/serve-fake-moneybird.ts ${FAKE_MONEYBIRD_E2E_PORT}`,
      url: `http://127.0.0.1:${FAKE_MONEYBIRD_E2E_PORT}/__state`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // The owner's own calendar (tests/e2e/own-calendar.spec.ts), at the origin .dev.vars allows over http.
    {
      command: `npx tsx tests/support/node/serve-fake-calendar.ts ${FAKE_CALENDAR_E2E_PORT}`,
      url: `http://127.0.0.1:${FAKE_CALENDAR_E2E_PORT}/werkoverleg.ics`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})
