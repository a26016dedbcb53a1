import { execFileSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type BrowserContext, type Page } from 'playwright-core'

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic'
]

/** The Debian Chromium on PATH; throws when it is missing (the test skips first, outside CI). */
export function findChromium(): string {
  let path = ''
  try {
    path = execFileSync('/bin/sh', ['-c', 'command -v chromium'], { encoding: 'utf8' }).trim()
  } catch {
    // handled below
  }
  if (path === '') {
    throw new Error(
      "Chromium is not installed: the playground browser test needs Debian's chromium on PATH " +
        '(`command -v chromium` found nothing). Install it as root: apt-get update && apt-get install -y chromium'
    )
  }
  return path
}

export interface Session {
  context: BrowserContext
  page: Page
  /** Every request the browser made, in order. */
  requests: string[]
  /** Requests that `isAllowed` refused (aborted before they left). */
  refused: string[]
  /** Console errors and uncaught page errors (a CSP violation shows up here). */
  problems: string[]
  close(): Promise<void>
}

export interface SessionOptions {
  locale: string
  isAllowed: (url: string) => boolean
}

/** A headless Chromium with a fresh profile, recording every request and refusing the ones not allowed. */
export async function openSession(executablePath: string, options: SessionOptions): Promise<Session> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'linkcanon-chromium-'))
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath,
    headless: true,
    args: ARGS,
    locale: options.locale,
    viewport: { width: 1200, height: 800 },
    deviceScaleFactor: 1,
    colorScheme: 'light'
  })
  const requests: string[] = []
  const refused: string[] = []
  const problems: string[] = []
  context.on('request', (request) => requests.push(request.url()))
  await context.route('**', (route) => {
    const url = route.request().url()
    if (options.isAllowed(url)) return route.continue()
    refused.push(url)
    return route.abort('blockedbyclient')
  })
  const page = context.pages()[0] ?? (await context.newPage())
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  return {
    context,
    page,
    requests,
    refused,
    problems,
    close: async () => {
      await context.close()
      await rm(userDataDir, { recursive: true, force: true })
    }
  }
}

/** Open `url` and wait until the page's script has run (it marks `<html data-ready>`). */
export async function load(session: Session, url: string): Promise<void> {
  await session.page.goto(url)
  try {
    await session.page.waitForSelector('html[data-ready="true"]', { state: 'attached', timeout: 10_000 })
  } catch (error) {
    throw new Error(`The page script did not run at ${url}:\n${session.problems.join('\n') || '(no console errors)'}`, {
      cause: error
    })
  }
}
