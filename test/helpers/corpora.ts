// Read the third-party data vendored in test/fixtures/third-party (see its README).
import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** `<repo>/test/fixtures/third-party/`: this file is `<repo>/test/helpers/corpora.ts`. */
export const thirdPartyDir = fileURLToPath(new URL('../fixtures/third-party/', import.meta.url))

/** The WPT URL suite (urltestdata, IdnaTestV2, toascii) and ada's extra cases. */
export const wptDir = thirdPartyDir + 'wpt-url/'

/**
 * True when `LINKCANON_CORPUS` names the whole Markdown corpus (`pnpm test:corpus`): the corpus tests
 * then hold it to the figures measured on the whole corpus; otherwise they run on the vendored slice.
 */
export const wholeCorpus = (process.env.LINKCANON_CORPUS ?? '') !== ''

/** The Markdown corpus the corpus tests read (never write: copy it first): the whole one, or the slice. */
export const markdownCorpus = wholeCorpus ? resolve(process.env.LINKCANON_CORPUS!) + '/' : thirdPartyDir + 'markdown/'

export function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8')) as unknown
}

/** One object of urltestdata.json and of ada's files of the same shape. */
export interface UrlTestEntry {
  input: string
  base?: string | null
  href?: string
  failure?: boolean
}

/** One entry of a setters file (`{attribute: [{href, new_value, expected}]}`). */
export interface SetterEntry {
  href: string
  new_value: string
  expected: { href?: string }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

function urlTestEntries(data: unknown[], file: string): UrlTestEntry[] {
  const entries: UrlTestEntry[] = []
  for (const item of data) {
    if (typeof item === 'string') continue // comments
    if (!isObject(item) || typeof item.input !== 'string')
      throw new Error(`${file}: unexpected entry ${JSON.stringify(item)}`)
    entries.push(item as unknown as UrlTestEntry)
  }
  return entries
}

function setterEntries(data: Record<string, unknown>, file: string): Array<SetterEntry & { attribute: string }> {
  const entries: Array<SetterEntry & { attribute: string }> = []
  for (const [attribute, list] of Object.entries(data)) {
    if (attribute === 'comment') continue
    if (!Array.isArray(list)) throw new Error(`${file}: "${attribute}" is not a list`)
    for (const item of list as unknown[]) {
      if (
        !isObject(item) ||
        typeof item.href !== 'string' ||
        typeof item.new_value !== 'string' ||
        !isObject(item.expected)
      ) {
        throw new Error(`${file}: unexpected setter entry ${JSON.stringify(item)}`)
      }
      entries.push({ ...(item as unknown as SetterEntry), attribute })
    }
  }
  return entries
}

/** One string to canonicalize, and where it came from. */
export interface WptInput {
  file: string
  input: string
}

/** The http(s) entries whose expected `href` share's output must agree with. */
export interface HrefExpectation {
  file: string
  input: string
  href: string
}

export interface WptSuite {
  /** Each file read, with the number of entries it held. */
  files: Array<{ file: string; entries: number }>
  inputs: WptInput[]
  hrefs: HrefExpectation[]
}

/** The href of `input` against `base`, or `null` when either does not parse. */
function resolveAgainst(input: string, base: string): string | null {
  try {
    return new URL(input, new URL(base)).href
  } catch {
    return null
  }
}

/**
 * An absolute http(s) input: parses alone as http/https, and (when the entry has a base)
 * the base does not change its meaning (`http:foo` is relative to an http base).
 */
function isAbsoluteHttp(entry: UrlTestEntry): boolean {
  let alone: URL
  try {
    alone = new URL(entry.input)
  } catch {
    return false
  }
  if (alone.protocol !== 'http:' && alone.protocol !== 'https:') return false
  return entry.base == null || resolveAgainst(entry.input, entry.base) === alone.href
}

function addUrlTestFile(suite: WptSuite, file: string, data: unknown[]): void {
  const entries = urlTestEntries(data, file)
  suite.files.push({ file, entries: entries.length })
  for (const entry of entries) {
    suite.inputs.push({ file, input: entry.input })
    if (entry.base != null) {
      const resolved = resolveAgainst(entry.input, entry.base)
      if (resolved !== null) suite.inputs.push({ file: `${file} (resolved against base)`, input: resolved })
    }
    if (entry.failure !== true && typeof entry.href === 'string' && isAbsoluteHttp(entry)) {
      suite.hrefs.push({ file, input: entry.input, href: entry.href })
    }
  }
}

function addSetterFile(suite: WptSuite, file: string, data: Record<string, unknown>): void {
  const entries = setterEntries(data, file)
  suite.files.push({ file, entries: entries.length })
  for (const entry of entries) {
    suite.inputs.push({ file: `${file} (href)`, input: entry.href })
    if (entry.attribute === 'href') suite.inputs.push({ file: `${file} (new_value)`, input: entry.new_value })
    if (entry.expected.href !== undefined)
      suite.inputs.push({ file: `${file} (expected href)`, input: entry.expected.href })
  }
}

/** urltestdata.json and every file of ada_extra/, whatever its shape (a new shape fails loudly). */
export function loadWptSuite(): WptSuite {
  const suite: WptSuite = { files: [], inputs: [], hrefs: [] }
  const main = readJson(wptDir + 'urltestdata.json')
  if (!Array.isArray(main)) throw new Error('urltestdata.json is not a list')
  addUrlTestFile(suite, 'urltestdata.json', main)
  for (const name of readdirSync(wptDir + 'ada_extra').sort()) {
    if (!name.endsWith('.json')) continue
    const file = `ada_extra/${name}`
    const data = readJson(wptDir + file)
    if (Array.isArray(data)) addUrlTestFile(suite, file, data)
    else if (isObject(data)) addSetterFile(suite, file, data)
    else throw new Error(`${file}: unknown shape`)
  }
  return suite
}

/** One entry of IdnaTestV2.json or toascii.json: `output: null` means an error is expected. */
export interface IdnaEntry {
  file: string
  input: string
  output: string | null
  comment: string
}

export function loadIdna(): IdnaEntry[] {
  const entries: IdnaEntry[] = []
  for (const file of ['IdnaTestV2.json', 'toascii.json']) {
    const data = readJson(wptDir + file)
    if (!Array.isArray(data)) throw new Error(`${file} is not a list`)
    for (const item of data as unknown[]) {
      if (typeof item === 'string') continue
      if (
        !isObject(item) ||
        typeof item.input !== 'string' ||
        (item.output !== null && typeof item.output !== 'string')
      ) {
        throw new Error(`${file}: unexpected entry ${JSON.stringify(item)}`)
      }
      entries.push({
        file,
        input: item.input,
        output: item.output as string | null,
        comment: typeof item.comment === 'string' ? item.comment : ''
      })
    }
  }
  return entries
}
