import { frontEndPreset } from './presets.js'
import { cachedRunner } from './entry/options.js'
import type { Runner } from './entry/runner.js'
import { isLinkcanonError, type LinkcanonError } from './errors.js'
import { formatChange, removedKeys, type Locale } from './messages.js'
import type { Note } from './notes.js'
import { isNameUrl } from './source/names.js'
import type { CanonicalizeOptions, CanonicalizeResult, Change, PresetName } from './types.js'

/**
 * Why a front end leaves a URL as it is instead of replacing its text:
 * `signed` (the core's rule: a signed URL), `escaped` (the raw text spells the URL with
 * escapes or character references), `dynamic` (the part to change runs into an expression),
 * `boundary` (the characters around the URL's text do not end a URL, so its span may be
 * cut short or run on), `reads-differently` (the new text would not be read back as the new URL).
 */
export type LeftReason = 'signed' | 'escaped' | 'dynamic' | 'boundary' | 'reads-differently'

/** What a front end has to say about one URL. */
export interface Finding {
  /**
   * `tracked`: the preset changes the URL (trackers out, or other changes under `share`);
   * `signed`: it would, but the URL is signed and is left as it is (a warning, not an error);
   * `invalid`: the core cannot read it.
   */
  kind: 'tracked' | 'signed' | 'invalid'
  /** The URL as given. */
  url: string
  /** The URL the preset gives (`url` itself when `signed` or `invalid`). */
  canonical: string
  changes: Change[]
  notes: Note[]
  /** The human message, in the locale asked for. */
  message: string
  /** Why the URL's text is left as it is, when it is (`signed`, or what the front end said). */
  reason?: LeftReason
  /** The front end's words for this case of `reason` (`the URL runs into "é", …`), when it gave some. */
  detail?: string
  /** `invalid`: the core's error. */
  error?: LinkcanonError
}

/** How `inspectUrl` looks at a URL. */
export interface InspectOptions {
  /** The core's options. */
  options?: CanonicalizeOptions | undefined
  /** Default `'minimal'`, as in every front end. */
  defaultPreset?: PresetName | undefined
  /** Default `'en'`. */
  locale?: Locale | undefined
  /** The URL's raw text cannot be replaced exactly, and why (the finding is reported, not fixed). */
  notExact?: LeftReason | undefined
  /** Words for this case of `notExact` (from `editProblem`, say), said instead of the reason's general words. */
  detail?: string | undefined
}

/**
 * Why a front end read a text only up to some point: a quoted HTML or XML attribute value
 * (`unclosed-attribute`) or a JSON or TOML string (`unclosed-string`) whose quote never closes.
 */
export type StopReason = 'unclosed-attribute' | 'unclosed-string'

/** What is left unread after such a stop: the rest of the `file`, or of one piece of raw `html` (in Markdown). */
export type StopScope = 'file' | 'html'

interface FindingWords {
  removeParams: (keys: readonly string[]) => string
  /** When the URL changes with no change to name (the parser's serialization alone). */
  rewrite: string
  signed: (key: string) => string
  invalid: (why: string) => string
  notFixed: (message: string, why: string) => string
  reasons: Readonly<Record<LeftReason, string>>
  /** The `read-stopped` warning: reading stopped at a quote that never closes. */
  readStopped: (why: string, scope: StopScope) => string
  stopReasons: Readonly<Record<StopReason, string>>
}

const quoted = (keys: readonly string[], open = '"', close = '"', joint = ', '): string =>
  keys.map((key) => `${open}${key}${close}`).join(joint)

/** The one table of finding messages, in each language of the change messages. */
export const findingMessages: Readonly<Record<Locale, FindingWords>> = {
  en: {
    removeParams: (keys) => `Remove tracking parameter${keys.length === 1 ? '' : 's'} ${quoted(keys)}`,
    rewrite: 'Rewrite as',
    signed: (key) => `Signed: left as is (parameter "${key}"); editing it would break its signature`,
    invalid: (why) => `Cannot read the URL: ${why}`,
    notFixed: (message, why) => `${message} (not fixed: ${why})`,
    reasons: {
      signed: 'a signed URL; editing it would break its signature',
      escaped: "escapes or character references in the URL's text",
      dynamic: 'the part to change continues into an expression',
      boundary: 'the characters around the URL do not end a URL here',
      'reads-differently':
        'the new URL would not read back as itself here (a literal URL whose end would move); edit it by hand'
    },
    readStopped: (why, scope) =>
      `skipped from here on, ${why}; the rest of the ${scope === 'file' ? 'file' : 'HTML'} is not checked`,
    stopReasons: {
      'unclosed-attribute': 'an attribute value whose quote opens here is not closed',
      'unclosed-string': 'a string that opens here is not closed'
    }
  },
  ko: {
    removeParams: (keys) => `추적 파라미터 ${quoted(keys)} 제거`,
    rewrite: '다음으로 다시 쓰기',
    signed: (key) => `서명됨: 그대로 둠 (파라미터 "${key}"); 고치면 서명이 깨짐`,
    invalid: (why) => `URL을 읽을 수 없음: ${why}`,
    notFixed: (message, why) => `${message} (고치지 않음: ${why})`,
    reasons: {
      signed: '서명된 URL이라 고치면 서명이 깨짐',
      escaped: 'URL 텍스트에 이스케이프나 문자 참조가 있음',
      dynamic: '바꿀 부분이 식(expression) 안으로 이어짐',
      boundary: 'URL 앞뒤의 문자가 URL을 끝내는 문자가 아님',
      'reads-differently': '바꾼 URL이 이 자리에서 그대로 읽히지 않음; 직접 고치세요'
    },
    readStopped: (why, scope) =>
      `여기서부터 건너뜀: ${why}; ${scope === 'file' ? '파일' : 'HTML'}의 나머지는 검사하지 않음`,
    stopReasons: {
      'unclosed-attribute': '여기서 열린 속성 값의 따옴표가 닫히지 않음',
      'unclosed-string': '여기서 열린 문자열이 닫히지 않음'
    }
  },
  zh: {
    removeParams: (keys) => `删除跟踪参数${quoted(keys, '“', '”', '、')}`,
    rewrite: '改写为',
    signed: (key) => `已签名：保持原样（参数“${key}”）；修改会使签名失效`,
    invalid: (why) => `无法读取该 URL：${why}`,
    notFixed: (message, why) => `${message}（未修复：${why}）`,
    reasons: {
      signed: '这是带签名的 URL，修改会使签名失效',
      escaped: 'URL 文本中含有转义或字符引用',
      dynamic: '要修改的部分延续到表达式中',
      boundary: 'URL 两侧的字符不是 URL 的结束字符',
      'reads-differently': '新 URL 在此处不会被读回原样；请手动修改'
    },
    readStopped: (why, scope) => `从此处起跳过：${why}；${scope === 'file' ? '文件' : 'HTML'}的其余部分未检查`,
    stopReasons: {
      'unclosed-attribute': '此处开始的属性值引号未闭合',
      'unclosed-string': '此处开始的字符串未闭合'
    }
  }
}

function wordsOf(locale: Locale | undefined): FindingWords {
  return findingMessages[locale ?? 'en'] ?? findingMessages.en
}

/**
 * The `read-stopped` warning of a front end that read a text only up to `reason`'s quote: the
 * links before it are reported, the rest of `scope` is not read. The CLI (a file) and
 * remark-linkcanon (raw HTML in Markdown) word it alike through this.
 */
export function readStoppedMessage(reason: StopReason, scope: StopScope, locale?: Locale): string {
  const words = wordsOf(locale)
  return words.readStopped(words.stopReasons[reason], scope)
}

/** `Remove tracking parameters "a", "b"; <other changes>: <canonical>` in `locale`. */
function trackedMessage(canonical: string, changes: readonly Change[], words: FindingWords, locale: Locale): string {
  const keys = removedKeys(changes)
  const parts = keys.length > 0 ? [words.removeParams(keys)] : []
  for (const change of changes) if (change.type !== 'remove-param') parts.push(formatChange(change, locale))
  return `${parts.length > 0 ? parts.join('; ') : words.rewrite}: ${canonical}`
}

/**
 * The finding with its URL's text left as it is, for `reason`, its message saying so (with
 * `detail` when given, else the reason's words). A front end calls it when it learns only
 * later that the text cannot be replaced.
 */
export function leaveAsIs(finding: Finding, reason: LeftReason, locale?: Locale, detail?: string): Finding {
  if (finding.kind !== 'tracked' || finding.reason !== undefined) return finding
  const words = wordsOf(locale)
  const left: Finding = {
    ...finding,
    reason,
    message: words.notFixed(finding.message, detail ?? words.reasons[reason])
  }
  if (detail !== undefined) left.detail = detail
  return left
}

/**
 * The finding for a canonicalization's outcome (`result`, or the error the core threw), or
 * `undefined` when there is nothing to say (the URL is canonical, or a name such as `http://www.w3.org/2000/svg`:
 * `isNameUrl`). `scanText` and `inspectUrl` share it.
 */
export function findingOf(
  url: string,
  outcome: CanonicalizeResult | LinkcanonError,
  settings: InspectOptions = {}
): Finding | undefined {
  const locale = settings.locale ?? 'en'
  const words = wordsOf(locale)
  // (`invalid` and `signed` leave the URL as it is.)
  const asIs = (kind: Finding['kind'], notes: Note[], message: string): Finding => {
    return { kind, url, canonical: url, changes: [], notes, message }
  }
  if (isLinkcanonError(outcome)) return { ...asIs('invalid', [], words.invalid(outcome.message)), error: outcome }
  // A namespace name (`http://www.w3.org/2000/svg`) is no link, wherever it is written.
  if (isNameUrl(url)) return undefined
  const notes = outcome.notes ?? []
  if (outcome.url === url) {
    const signed = notes.find((note) => note.type === 'signed-url')
    if (signed === undefined) return undefined
    return { ...asIs('signed', notes, words.signed(signed.key)), reason: 'signed' }
  }
  const finding: Finding = {
    kind: 'tracked',
    url,
    canonical: outcome.url,
    changes: outcome.changes,
    notes,
    message: trackedMessage(outcome.url, outcome.changes, words, locale)
  }
  return settings.notExact === undefined ? finding : leaveAsIs(finding, settings.notExact, locale, settings.detail)
}

/** Run a compiled preset, giving the core's error instead of throwing it (anything else propagates). */
export function outcomeOf(run: Runner, url: string): CanonicalizeResult | LinkcanonError {
  try {
    return run(url)
  } catch (error) {
    if (isLinkcanonError(error)) return error
    throw error
  }
}

/**
 * Turn a URL that a front end found into a finding: what the core says about it, worded for
 * people; `undefined` when there is nothing to say (the URL is canonical as it is). A URL the
 * core rejects is an `invalid` finding, never thrown. The one function remark, ESLint and the
 * CLI share, so that they report and word findings alike.
 */
export function inspectUrl(url: string, settings: InspectOptions = {}): Finding | undefined {
  return findingOf(
    url,
    outcomeOf(cachedRunner(settings.options, settings.defaultPreset ?? frontEndPreset), url),
    settings
  )
}
