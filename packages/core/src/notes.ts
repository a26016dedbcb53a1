import type { Locale } from './messages.js'

/** Why a parameter that a rule names was kept (`kept-param` notes). */
export type KeptReason = 'git-source' | 'code-host-api' | 'version-like'

/**
 * Why a raw rule (ClearURLs `rawRules`) was not applied: its result would not be an http(s)
 * URL (`not-a-url`), would point at another scheme, host or port (`moves-origin`), or the rules
 * do not settle (`unsettled`: applying them again keeps changing the URL).
 */
export type RawLeftReason = 'not-a-url' | 'moves-origin' | 'unsettled'

/** Every kind of note `canonicalize` can add to its result. */
export type NoteType = 'signed-url' | 'kept-param' | 'raw-rule-left'

/**
 * Something the preset did not do, and why: not a change (the output does not differ because
 * of it), but worth telling a user.
 *
 * - `signed-url`: the URL carries a signature parameter (`key`); editing it would make it
 *   answer 403, so it was left as it is (`minimal`) or its query and path were (`share`).
 * - `kept-param`: a parameter a rule names (`key`, `ref`) does real work here (`reason`), so
 *   it was kept.
 * - `raw-rule-left`: a raw rule of an imported list (`key`: the rule as `/pattern/gi`) was not
 *   applied, and why (`reason`).
 */
export interface Note {
  type: NoteType
  /** The parameter the note is about, decoded, as written (`raw-rule-left`: the raw rule). */
  key: string
  /** `kept-param`: why it was kept; `raw-rule-left`: why the rule was not applied. */
  reason?: KeptReason | RawLeftReason
  /** English text from the note table (`formatNote` gives other languages). */
  message: string
}

/** The details a note's message may use. */
export type NoteDetails = Omit<Note, 'type' | 'message'>

type Template = (details: NoteDetails) => string

/** The words for each `reason` of a note, in each language of the note table. */
const reasons: Readonly<Record<Locale, Readonly<Record<KeptReason | RawLeftReason, string>>>> = {
  en: {
    'git-source': 'it pins the version of a git or module source',
    'code-host-api': 'it names the branch, tag or commit on a code-hosting API',
    'version-like': 'its value looks like a version, branch or commit',
    'not-a-url': 'the result would not be an http(s) URL',
    'moves-origin': 'the result would point at another scheme, host or port',
    unsettled: 'applying the rules again keeps changing the URL'
  },
  ko: {
    'git-source': 'git 또는 모듈 소스의 버전을 고정하는 값',
    'code-host-api': '코드 호스팅 API에서 브랜치, 태그 또는 커밋을 가리키는 값',
    'version-like': '값이 버전, 브랜치 또는 커밋처럼 보임',
    'not-a-url': '결과가 http(s) URL이 아님',
    'moves-origin': '결과가 다른 프로토콜, 호스트 또는 포트를 가리킴',
    unsettled: '규칙을 다시 적용하면 URL이 계속 바뀜'
  },
  zh: {
    'git-source': '它固定了 git 或模块来源的版本',
    'code-host-api': '它在代码托管 API 中指定分支、标签或提交',
    'version-like': '它的值看起来像版本、分支或提交',
    'not-a-url': '结果不是 http(s) URL',
    'moves-origin': '结果会指向另一个协议、主机或端口',
    unsettled: '再次应用规则时 URL 仍会改变'
  }
}

/** The one table of note messages (as `changeMessages` is for changes). */
export const noteMessages: Readonly<Record<Locale, Readonly<Record<NoteType, Template>>>> = {
  en: {
    'signed-url': (d) => `Left as is: a signed URL (parameter "${d.key}"); editing it would break its signature`,
    'kept-param': (d) => `Kept "${d.key}": ${reasons.en[d.reason ?? 'version-like']}`,
    'raw-rule-left': (d) => `Raw rule ${d.key} not applied: ${reasons.en[d.reason ?? 'not-a-url']}`
  },
  ko: {
    'signed-url': (d) => `그대로 둠: 서명된 URL(파라미터 "${d.key}")이라 고치면 서명이 깨짐`,
    'kept-param': (d) => `"${d.key}" 유지: ${reasons.ko[d.reason ?? 'version-like']}`,
    'raw-rule-left': (d) => `원시 규칙 ${d.key} 적용 안 함: ${reasons.ko[d.reason ?? 'not-a-url']}`
  },
  zh: {
    'signed-url': (d) => `保持原样：这是带签名的 URL（参数“${d.key}”），修改会使签名失效`,
    'kept-param': (d) => `保留“${d.key}”：${reasons.zh[d.reason ?? 'version-like']}`,
    'raw-rule-left': (d) => `未应用原始规则 ${d.key}：${reasons.zh[d.reason ?? 'not-a-url']}`
  }
}

/** The message of a note in `locale` (default English). */
export function formatNote(note: Pick<Note, 'type'> & NoteDetails, locale: Locale = 'en'): string {
  const table = noteMessages[locale] ?? noteMessages.en
  return table[note.type](note)
}

/** A note with its English message. */
export function makeNote(type: NoteType, details: NoteDetails): Note {
  return { type, ...details, message: noteMessages.en[type](details) }
}
