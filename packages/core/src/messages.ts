import type { RuleRef } from './rules/rule-ref.js'
import type { Change, ChangeType } from './types.js'

/** Languages the message table has. */
export type Locale = 'en' | 'ko' | 'zh'

/** The details a message may use. */
export type ChangeDetails = Omit<Change, 'type' | 'message'>

type Template = (details: ChangeDetails) => string

/**
 * The one table of change messages. A translation is one more column here; the
 * playground and the front ends read it through `formatChange`.
 */
export const changeMessages: Readonly<Record<Locale, Readonly<Record<ChangeType, Template>>>> = {
  en: {
    'remove-param': (d) => `Removed tracking parameter "${d.key}"`,
    'sort-params': () => 'Sorted the parameters by key',
    'remove-trailing-slash': () => 'Removed the trailing slash',
    'force-https': () => 'Switched http to https',
    'add-scheme': () => 'Added the missing scheme http://',
    'lowercase-scheme': (d) => `Lowercased the scheme "${d.from}"`,
    'lowercase-host': (d) => `Lowercased the host "${d.from}"`,
    'remove-default-port': (d) => `Removed the default port ${d.port}`,
    'remove-trailing-dot': (d) => `Removed the trailing dot of the host "${d.from}"`,
    'punycode-host': (d) => `Encoded the host "${d.from}" as punycode "${d.to}"`,
    'resolve-dot-segments': () => 'Resolved the dot segments of the path',
    'drop-fragment': () => 'Dropped the fragment',
    'drop-userinfo': () => 'Dropped the user name and password',
    'reencode-query': () => 'Re-encoded the query as form data',
    'unwrap-redirect': (d) => `Replaced the redirect link by its target "${d.to}"`,
    'remove-raw-match': (d) => `Removed "${d.value}" (a raw rule of the list)`
  },
  ko: {
    'remove-param': (d) => `추적 파라미터 "${d.key}" 제거`,
    'sort-params': () => '파라미터를 키 기준으로 정렬',
    'remove-trailing-slash': () => '끝 슬래시 제거',
    'force-https': () => 'http를 https로 변경',
    'add-scheme': () => '빠진 프로토콜 http:// 추가',
    'lowercase-scheme': (d) => `프로토콜 "${d.from}"을 소문자로 변경`,
    'lowercase-host': (d) => `호스트 "${d.from}"을 소문자로 변경`,
    'remove-default-port': (d) => `기본 포트 ${d.port} 제거`,
    'remove-trailing-dot': (d) => `호스트 "${d.from}" 끝의 점 제거`,
    'punycode-host': (d) => `호스트 "${d.from}"을 퓨니코드 "${d.to}"로 변환`,
    'resolve-dot-segments': () => '경로의 점 세그먼트(. 과 ..) 정리',
    'drop-fragment': () => '프래그먼트(#) 제거',
    'drop-userinfo': () => '사용자 이름과 비밀번호 제거',
    'reencode-query': () => '쿼리를 폼 데이터 형식으로 다시 인코딩',
    'unwrap-redirect': (d) => `리디렉트 링크를 대상 주소 "${d.to}"로 교체`,
    'remove-raw-match': (d) => `"${d.value}" 제거 (목록의 원시 규칙)`
  },
  zh: {
    'remove-param': (d) => `删除跟踪参数“${d.key}”`,
    'sort-params': () => '按键名排序查询参数',
    'remove-trailing-slash': () => '删除结尾斜杠',
    'force-https': () => '将 http 改为 https',
    'add-scheme': () => '补上缺少的协议 http://',
    'lowercase-scheme': (d) => `将协议“${d.from}”转为小写`,
    'lowercase-host': (d) => `将主机“${d.from}”转为小写`,
    'remove-default-port': (d) => `删除默认端口 ${d.port}`,
    'remove-trailing-dot': (d) => `删除主机“${d.from}”末尾的点`,
    'punycode-host': (d) => `将主机“${d.from}”转为 punycode“${d.to}”`,
    'resolve-dot-segments': () => '消解路径中的点段',
    'drop-fragment': () => '丢弃片段标识',
    'drop-userinfo': () => '丢弃用户名和密码',
    'reencode-query': () => '按表单格式重新编码查询参数',
    'unwrap-redirect': (d) => `将跳转链接替换为目标地址“${d.to}”`,
    'remove-raw-match': (d) => `删除“${d.value}”（列表的原始规则）`
  }
}

/** The message of a change in `locale` (default English). */
export function formatChange(change: Pick<Change, 'type'> & ChangeDetails, locale: Locale = 'en'): string {
  const table = changeMessages[locale] ?? changeMessages.en
  return table[change.type](change)
}

/** Build a change with its English message. */
export function makeChange(type: ChangeType, details?: ChangeDetails): Change {
  if (details === undefined) return { type, message: changeMessages.en[type](NO_DETAILS) }
  return Object.assign({ type, message: changeMessages.en[type](details) }, details)
}

const NO_DETAILS: ChangeDetails = {}

/** A change with `from` and `to` (`lowercase-host`…), built without the generic path. */
export function changeFromTo(
  type:
    | 'lowercase-scheme'
    | 'lowercase-host'
    | 'punycode-host'
    | 'resolve-dot-segments'
    | 'force-https'
    | 'unwrap-redirect',
  from: string,
  to: string
): Change {
  return { type, message: changeMessages.en[type]({ from, to }), from, to }
}

/** `makeChange('remove-param', {key, value})`, without the generic path (it is the hot one). */
export function removeParam(key: string, value: string, rule: RuleRef | undefined): Change {
  const change: Change = { type: 'remove-param', message: changeMessages.en['remove-param']({ key }), key, value }
  if (rule !== undefined) change.rule = rule
  return change
}

/**
 * The keys of the parameters that `changes` removed, each once, in the order removed: what the
 * front ends name in their reports (`Remove tracking parameters "utm_source", "ref"`).
 */
export function removedKeys(changes: readonly Change[]): string[] {
  const keys = new Set<string>()
  for (const change of changes) if (change.type === 'remove-param' && change.key !== undefined) keys.add(change.key)
  return [...keys]
}
