import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { canonicalize, formatChange, type Change, type Locale, type PresetName } from '@linkcanon/core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ui } from '../src/i18n.js'
import { distDir, ensureBuilt, pageFile } from './support/build.js'
import { optionalTool } from '../../../test/helpers/tools.js'
import { findChromium, load, openSession, type Session } from './support/chromium.js'
import { serveStatic, type StaticServer } from './support/static-server.js'

const SEED_INPUT = 'https://example.com/blog/?utm_source=news&ref=xyz&b=2&a=1'
const SEED_OUTPUT = 'https://example.com/blog?a=1&b=2'
/** Seed 000's four changes, in order. */
const SEED_CHANGES: Array<Pick<Change, 'type' | 'key' | 'value'>> = [
  { type: 'remove-param', key: 'utm_source', value: 'news' },
  { type: 'remove-param', key: 'ref', value: 'xyz' },
  { type: 'sort-params' },
  { type: 'remove-trailing-slash' }
]
/**
 * Where the seed example's screenshot goes: a temporary folder, so tests never write into the working
 * tree; `pnpm docs:screenshot` sets LINKCANON_SCREENSHOT to refresh docs/playground.png on purpose.
 */
const screenshotDir = process.env.LINKCANON_SCREENSHOT
  ? undefined
  : mkdtempSync(join(tmpdir(), 'linkcanon-playground-'))
const SCREENSHOT =
  screenshotDir === undefined ? resolve(process.env.LINKCANON_SCREENSHOT!) : join(screenshotDir, 'playground.png')

/** Inputs where the browser's URL parser and Node's could disagree; the page must still match the core in Node. */
const PARITY_INPUTS = [
  SEED_INPUT,
  'HTTPS://Example.COM.:443/Path/../Docs?b=2&a=1&utm_source=news#top',
  'https://bücher.example/straße?q=a b',
  'example.com/foo/?fbclid=1',
  'http://example.com:8080/a/?Ref=1&ref=2&referrer=3&utm_SOURCE=4',
  'http://user:pw@[::1]:80/x/./y/../?q=a%20b&flag#frag',
  'http://0x7f.1/?gclid=1',
  'http://ex<ample.com/',
  'http://a_b.example/',
  'http://example.com/?a=%zz&utm_x=1',
  'http://example.com:99999/',
  'ftp://example.com/file',
  'javascript:alert(1)'
]

/** What the page should show for `input`: the URL, or the core's English error message. */
function inNode(input: string, preset: PresetName): string {
  try {
    return canonicalize(input, { preset }).url
  } catch (error) {
    return (error as Error).message
  }
}

function messages(locale: Locale): string[] {
  return SEED_CHANGES.map((change) => formatChange(change, locale))
}

/** Chromium is optional for `pnpm test`: the browser tests skip without it, except in CI (they fail there). */
const browser = optionalTool('chromium', 'chromium not found')

let executablePath = ''
let server: StaticServer | undefined
/** Set when Chromium is missing in CI or the build fails: then every test that runs fails with it. */
let setupError: unknown

beforeAll(async () => {
  try {
    if (!browser.skip) executablePath = findChromium()
    ensureBuilt()
    server = await serveStatic(distDir)
  } catch (error) {
    setupError = error
  }
})

beforeEach(() => {
  if (setupError !== undefined) throw setupError
})

afterAll(async () => {
  await server?.close()
  if (screenshotDir !== undefined) rmSync(screenshotDir, { recursive: true, force: true })
})

/** The server's origin (`beforeEach` has already failed the test when there is no server). */
function origin(): string {
  return server!.origin
}

/** A browser session for one describe block; not opened when setup failed. */
function useSession(locale: string, isAllowed: (url: string) => boolean): () => Session {
  let session: Session | undefined
  beforeAll(async () => {
    if (setupError === undefined) session = await openSession(executablePath, { locale, isAllowed })
  })
  afterAll(async () => {
    await session?.close()
  })
  return () => session!
}

/** Reads of the page by test id. */
function view(session: Session) {
  const { page } = session
  const changes = page.getByTestId('changes').locator('li')
  return {
    input: page.getByTestId('input'),
    forceHttps: page.getByTestId('force-https'),
    preset: page.getByTestId('preset'),
    lang: page.getByTestId('lang'),
    copy: page.getByTestId('copy'),
    batchInput: page.getByTestId('batch-input'),
    batchRows: page.getByTestId('batch-results').locator('li'),
    result: () => page.getByTestId('result').textContent(),
    error: page.getByTestId('error'),
    changeTexts: () => changes.allTextContents(),
    changeTypes: () => changes.evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.type)),
    changeRules: () => changes.evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.rule ?? null))
  }
}

describe('playground page (built file)', () => {
  it('is one self-contained HTML file under a strict Content-Security-Policy', () => {
    const html = readFileSync(pageFile, 'utf8')
    expect(html).not.toMatch(/<script[^>]*\ssrc=/)
    expect(html).not.toMatch(/<link[^>]*rel="stylesheet"/)
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)?.[1] ?? ''
    const directives = policy.split(';').map((part) => part.trim())
    expect(directives).toEqual(
      expect.arrayContaining(["default-src 'none'", "connect-src 'none'", "form-action 'none'"])
    )
    expect(policy).not.toContain('unsafe')
    expect(policy).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/)
  })
})

describe.skipIf(browser.skip)(`playground over http (en-US)${browser.note}`, () => {
  const current = useSession(
    'en-US',
    (url) => url.startsWith(`${origin()}/`) || url.startsWith('data:') || url.startsWith('blob:')
  )
  let session: Session
  beforeEach(() => {
    session = current()
  })

  afterEach(() => {
    expect(session?.problems ?? []).toEqual([])
  })

  it("gives seed 000's example result and its four changes in order", async () => {
    await load(session, `${origin()}/`)
    const page = view(session)
    await expect.poll(() => page.lang.inputValue()).toBe('en')
    expect(await page.forceHttps.isChecked()).toBe(false)
    expect(await page.preset.inputValue()).toBe('share')

    await page.input.fill(SEED_INPUT)
    expect(await page.result()).toBe(SEED_OUTPUT)
    expect(await page.changeTypes()).toEqual(SEED_CHANGES.map((change) => change.type))
    const texts = await page.changeTexts()
    expect(texts).toEqual(messages('en'))
    expect(texts[0]).toContain('utm_source')
    expect(texts[1]).toContain('ref')
    // Explain: each removal names its rule (shown after the message by style.css).
    expect(await page.changeRules()).toEqual(['utm_* (default)', 'ref (default)', null, null])
    expect(await page.error.isHidden()).toBe(true)
  })

  it('fills in the seed example from its button, and takes the screenshot of docs/playground.png', async () => {
    await load(session, `${origin()}/`)
    const page = view(session)
    await session.page.getByTestId('example').click()
    expect(await page.input.inputValue()).toBe(SEED_INPUT)
    expect(await page.result()).toBe(SEED_OUTPUT)
    await page.batchInput.fill('http://example.com/b/?fbclid=1&q=linkcanon\nftp://example.com/file')
    expect(await page.batchRows.count()).toBe(2)
    await page.batchInput.blur()
    await session.page.mouse.move(0, 0)

    mkdirSync(dirname(SCREENSHOT), { recursive: true })
    await session.page.screenshot({ path: SCREENSHOT })
    expect(readFileSync(SCREENSHOT).subarray(1, 4).toString('latin1')).toBe('PNG')
  })

  it('updates the result as you type', async () => {
    await load(session, `${origin()}/`)
    const page = view(session)
    await page.input.pressSequentially('example.com')
    expect(await page.result()).toBe(canonicalize('example.com').url)
    await page.input.pressSequentially('/x/?utm_medium=mail')
    expect(await page.result()).toBe('http://example.com/x')
  })

  it('switches http to https only when the checkbox is on', async () => {
    await load(session, `${origin()}/`)
    const page = view(session)
    await page.input.fill('http://example.com/a?b=1')
    expect(await page.result()).toBe('http://example.com/a?b=1')
    expect(await page.changeTexts()).toEqual([])

    await page.forceHttps.check()
    expect(await page.result()).toBe('https://example.com/a?b=1')
    expect(await page.changeTypes()).toEqual(['force-https'])

    await page.forceHttps.uncheck()
    expect(await page.result()).toBe('http://example.com/a?b=1')
  })

  it('shows an error, no result and no changes for ftp://', async () => {
    await load(session, `${origin()}/`)
    const page = view(session)
    await page.input.fill(SEED_INPUT)
    await page.input.fill('ftp://example.com/file')
    expect(await page.error.isVisible()).toBe(true)
    expect(await page.error.textContent()).toContain('ftp')
    expect(await page.result()).toBe('')
    expect(await page.changeTexts()).toEqual([])
    expect(await page.copy.isDisabled()).toBe(true)
  })

  it('applies the chosen preset', async () => {
    await load(session, `${origin()}/`)
    const page = view(session)
    await page.preset.selectOption('cache-key')
    await page.input.fill('HTTPS://Example.COM.:443/Path/../Docs?b=2&a=1&utm_source=news#top')
    expect(await page.result()).toBe('https://example.com/Docs?a=1&b=2')

    await page.preset.selectOption('minimal')
    await page.input.fill(SEED_INPUT)
    expect(await page.result()).toBe('https://example.com/blog/?b=2&a=1')
    expect(await page.changeTypes()).toEqual(['remove-param', 'remove-param'])
  })

  it('copies the result to the clipboard', async () => {
    await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: origin() })
    await load(session, `${origin()}/`)
    const page = view(session)
    await page.input.fill(SEED_INPUT)
    await page.copy.click()
    await expect.poll(() => page.copy.getAttribute('data-state')).toBe('copied')
    expect(await session.page.evaluate(() => navigator.clipboard.readText())).toBe(SEED_OUTPUT)
  })

  it('gives one batch row per non-empty line, with its result or error', async () => {
    await load(session, `${origin()}/`)
    const page = view(session)
    await page.batchInput.fill(`${SEED_INPUT}\n\n  ftp://example.com/file\r\n   \nhttp://example.com/a/?fbclid=1\n`)
    expect(await page.batchRows.count()).toBe(3)
    expect(await page.batchRows.evaluateAll((rows) => rows.map((row) => (row as HTMLElement).dataset.status))).toEqual([
      'ok',
      'error',
      'ok'
    ])
    expect(await page.batchRows.nth(0).locator('.batch-output').textContent()).toBe(SEED_OUTPUT)
    expect(await page.batchRows.nth(1).locator('.batch-error').textContent()).toContain('ftp')
    expect(await page.batchRows.nth(2).locator('.batch-output').textContent()).toBe('http://example.com/a')

    await page.forceHttps.check()
    expect(await page.batchRows.nth(2).locator('.batch-output').textContent()).toBe('https://example.com/a')
  })

  it('honours # linkcanon-disable comments in the batch, and reports unused ones', async () => {
    await load(session, `${origin()}/`)
    const page = view(session)
    await page.batchInput.fill(
      [
        '# links to check',
        '# linkcanon-disable-next-line',
        'https://a.example/?utm_source=x',
        '# linkcanon-disable-next-line utm_source',
        'https://b.example/?utm_source=x&fbclid=1',
        'https://c.example/?fbclid=1',
        '# linkcanon-disable-next-line',
        ''
      ].join('\n')
    )
    expect(await page.batchRows.evaluateAll((rows) => rows.map((row) => (row as HTMLElement).dataset.status))).toEqual([
      'kept',
      'ok',
      'ok',
      'directive'
    ])
    const shown = await page.batchRows.evaluateAll((rows) => rows.map((row) => row.lastElementChild?.textContent ?? ''))
    expect(shown.slice(0, 3)).toEqual([
      'https://a.example/?utm_source=x',
      'https://b.example/?utm_source=x',
      'https://c.example/'
    ])
    expect(shown[3]).toMatch(/^Unused directive "linkcanon-disable-next-line"/)
  })

  it('gives what the core gives in Node, for every preset', async () => {
    await load(session, `${origin()}/`)
    const page = view(session)
    for (const preset of ['share', 'cache-key', 'minimal'] as const) {
      await page.preset.selectOption(preset)
      await page.batchInput.fill(PARITY_INPUTS.join('\n'))
      const shown = await page.batchRows.evaluateAll((rows) =>
        rows.map((row) => row.lastElementChild?.textContent ?? '')
      )
      expect(shown, preset).toEqual(PARITY_INPUTS.map((input) => inNode(input, preset)))
    }
  })

  it('lets no request leave the page: only its own origin, and the policy blocks fetch', async () => {
    const hits = server!.hits
    hits.length = 0
    await load(session, `${origin()}/`)
    const page = view(session)
    await page.input.fill(SEED_INPUT)
    await page.batchInput.fill(`${SEED_INPUT}\nhttp://example.com/?gclid=1`)
    await page.copy.click()

    const violated = await session.page.evaluate(async () => {
      const violation = new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), {
          once: true
        })
      })
      await fetch('/probe').catch(() => undefined)
      return violation
    })
    expect(violated).toBe('connect-src')
    session.problems.length = 0 // the blocked probe logs one console error, which is the point

    expect(session.requests.length).toBeGreaterThan(0)
    const foreign = session.requests.filter(
      (url) => !url.startsWith(`${origin()}/`) && !url.startsWith('data:') && !url.startsWith('blob:')
    )
    expect(foreign).toEqual([])
    expect(session.refused).toEqual([])
    expect(hits.every((path) => path === '/')).toBe(true)
  })
})

describe.skipIf(browser.skip)(`playground in a Korean browser (ko-KR)${browser.note}`, () => {
  const current = useSession('ko-KR', (url) => url.startsWith(`${origin()}/`) || url.startsWith('data:'))
  let session: Session
  beforeEach(() => {
    session = current()
  })

  afterEach(() => {
    expect(session?.problems ?? []).toEqual([])
  })

  it('speaks Korean, with the core Korean change messages, and switches language', async () => {
    await load(session, `${origin()}/`)
    const page = view(session)
    expect(await page.lang.inputValue()).toBe('ko')
    expect(await session.page.locator('html').getAttribute('lang')).toBe('ko')
    expect(await session.page.locator('h1').textContent()).toBe(ui.ko.title)
    expect(await session.page.getByText('HTTPS 강제 / force HTTPS').isVisible()).toBe(true)

    await page.input.fill(SEED_INPUT)
    expect(await page.result()).toBe(SEED_OUTPUT)
    expect(await page.changeTexts()).toEqual(messages('ko'))

    await page.input.fill('ftp://example.com/file')
    expect(await page.error.textContent()).toContain(ui.ko.errors['unsupported-scheme'])

    await page.lang.selectOption('zh')
    await page.input.fill(SEED_INPUT)
    expect(await session.page.locator('h1').textContent()).toBe(ui.zh.title)
    expect(await page.changeTexts()).toEqual(messages('zh'))
    expect(session.refused).toEqual([])
  })
})

describe.skipIf(browser.skip)(`playground from file://${browser.note}`, () => {
  const pageUrl = pathToFileURL(pageFile).href
  const current = useSession('en-US', (url) => url === pageUrl || url.startsWith('data:'))
  let session: Session
  beforeEach(() => {
    session = current()
  })

  it("runs from the file system: seed 000's example, and no other request", async () => {
    await load(session, pageUrl)
    const page = view(session)
    await page.input.fill(SEED_INPUT)
    expect(await page.result()).toBe(SEED_OUTPUT)
    expect(await page.changeTexts()).toEqual(messages('en'))
    expect(session.problems).toEqual([])
    expect(session.requests.filter((url) => url !== pageUrl && !url.startsWith('data:'))).toEqual([])
    expect(session.refused).toEqual([])
  })
})
