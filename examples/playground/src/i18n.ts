import type { LinkcanonErrorCode, Locale } from '@linkcanon/core'

/** The interface strings of the page. Change messages are not here: they come from the core's table. */
export interface UiStrings {
  title: string
  tagline: string
  language: string
  singleTitle: string
  inputLabel: string
  placeholder: string
  example: string
  presetLabel: string
  presetShare: string
  presetCacheKey: string
  presetMinimal: string
  resultTitle: string
  copy: string
  copied: string
  copyFailed: string
  changesTitle: string
  noChanges: string
  emptyInput: string
  batchTitle: string
  batchHint: string
  batchPlaceholder: string
  /** The title of a batch row that a `# linkcanon-disable…` line keeps as it is. */
  keptByDirective: string
  privacy: string
  rules: string
  /** Shown above the core's (English) error message when the page is not in English. */
  errors: Record<LinkcanonErrorCode, string>
}

export const locales: readonly Locale[] = ['en', 'ko', 'zh']

export const ui: Readonly<Record<Locale, UiStrings>> = {
  en: {
    title: 'linkcanon playground',
    tagline: 'Strip tracking parameters and get one canonical URL.',
    language: 'Language',
    singleTitle: 'One URL',
    inputLabel: 'URL',
    placeholder: 'Paste a link, e.g. https://example.com/blog/?utm_source=news',
    example: 'Try an example',
    presetLabel: 'Preset',
    presetShare: 'share (seed rules)',
    presetCacheKey: 'cache-key',
    presetMinimal: 'minimal (trackers only)',
    resultTitle: 'Canonical URL',
    copy: 'Copy',
    copied: 'Copied',
    copyFailed: 'Copy failed',
    changesTitle: 'Applied changes',
    noChanges: 'No changes: the URL is already canonical.',
    emptyInput: 'Type or paste a URL above.',
    batchTitle: 'Batch',
    batchHint: 'Paste many URLs, one a line:',
    batchPlaceholder: 'https://example.com/?utm_source=a\nhttp://example.com/b/?fbclid=1',
    keptByDirective: 'Kept as it is by a # linkcanon-disable comment',
    privacy: 'Everything runs in this page: the URLs you enter are never sent anywhere.',
    rules:
      'Removed: every key starting with utm_, and fbclid, gclid, msclkid, yclid, affiliate, ref (exact, case-sensitive); click and subscriber ids (mc_eid, _hsenc, mkt_tok, igshid, srsltid, ttclid…); si on YouTube and Spotify, s and t on X.',
    errors: {
      'invalid-url': 'This is not a valid URL.',
      'unsupported-scheme': 'Only http and https URLs are supported.',
      'invalid-port': 'The port is not valid.',
      'invalid-host': 'The host name is not valid.',
      'invalid-options': 'The options are not valid.',
      'invalid-rules': 'The rule list is not valid.'
    }
  },
  ko: {
    title: 'linkcanon 플레이그라운드',
    tagline: '추적 파라미터를 지우고 하나의 표준 URL로 정리합니다.',
    language: '언어',
    singleTitle: 'URL 하나',
    inputLabel: 'URL',
    placeholder: '링크를 붙여 넣으세요. 예: https://example.com/blog/?utm_source=news',
    example: '예시 넣기',
    presetLabel: '프리셋',
    presetShare: 'share (기본 규칙)',
    presetCacheKey: 'cache-key',
    presetMinimal: 'minimal (추적기만)',
    resultTitle: '표준 URL',
    copy: '복사',
    copied: '복사됨',
    copyFailed: '복사 실패',
    changesTitle: '적용된 변경 사항',
    noChanges: '변경 없음: 이미 표준형 URL입니다.',
    emptyInput: '위에 URL을 입력하거나 붙여 넣으세요.',
    batchTitle: '일괄 처리',
    batchHint: '여러 URL을 한 줄에 하나씩 붙여 넣으세요:',
    batchPlaceholder: 'https://example.com/?utm_source=a\nhttp://example.com/b/?fbclid=1',
    keptByDirective: '# linkcanon-disable 주석으로 그대로 둠',
    privacy: '모든 처리는 이 페이지 안에서 이뤄지며, 입력한 URL은 외부로 전송되지 않습니다.',
    rules:
      '제거 대상: utm_로 시작하는 모든 키, 그리고 fbclid·gclid·msclkid·yclid·affiliate·ref (정확히 일치, 대소문자 구분); 클릭·구독자 ID (mc_eid·_hsenc·mkt_tok·igshid·srsltid·ttclid 등); YouTube·Spotify의 si, X의 s·t.',
    errors: {
      'invalid-url': '올바른 URL이 아닙니다.',
      'unsupported-scheme': 'http와 https URL만 지원합니다.',
      'invalid-port': '포트가 올바르지 않습니다.',
      'invalid-host': '호스트 이름이 올바르지 않습니다.',
      'invalid-options': '옵션이 올바르지 않습니다.',
      'invalid-rules': '규칙 목록이 올바르지 않습니다.'
    }
  },
  zh: {
    title: 'linkcanon 在线演示',
    tagline: '删除跟踪参数，得到唯一的规范 URL。',
    language: '语言',
    singleTitle: '单个 URL',
    inputLabel: 'URL',
    placeholder: '粘贴链接，例如 https://example.com/blog/?utm_source=news',
    example: '试试示例',
    presetLabel: '预设',
    presetShare: 'share（默认规则）',
    presetCacheKey: 'cache-key',
    presetMinimal: 'minimal（仅跟踪参数）',
    resultTitle: '规范 URL',
    copy: '复制',
    copied: '已复制',
    copyFailed: '复制失败',
    changesTitle: '已应用的更改',
    noChanges: '没有更改：该 URL 已是规范形式。',
    emptyInput: '请在上方输入或粘贴 URL。',
    batchTitle: '批量处理',
    batchHint: '粘贴多个 URL，每行一个：',
    batchPlaceholder: 'https://example.com/?utm_source=a\nhttp://example.com/b/?fbclid=1',
    keptByDirective: '按 # linkcanon-disable 注释保持原样',
    privacy: '所有处理都在本页面内完成，输入的 URL 不会发送到任何地方。',
    rules:
      '删除：所有以 utm_ 开头的键，以及 fbclid、gclid、msclkid、yclid、affiliate、ref（完全匹配，区分大小写）；点击与订阅者标识（mc_eid、_hsenc、mkt_tok、igshid、srsltid、ttclid 等）；YouTube 和 Spotify 上的 si，X 上的 s 和 t。',
    errors: {
      'invalid-url': '这不是有效的 URL。',
      'unsupported-scheme': '只支持 http 和 https URL。',
      'invalid-port': '端口无效。',
      'invalid-host': '主机名无效。',
      'invalid-options': '选项无效。',
      'invalid-rules': '规则列表无效。'
    }
  }
}

/** The keys of `UiStrings` that are plain strings (usable from `data-i18n`). */
export type TextKey = { [K in keyof UiStrings]: UiStrings[K] extends string ? K : never }[keyof UiStrings]

export function isTextKey(key: string): key is TextKey {
  return key in ui.en && typeof ui.en[key as keyof UiStrings] === 'string'
}

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value)
}

/** The first of the browser's languages that the page speaks (by primary subtag), else English. */
export function pickLocale(languages: readonly string[]): Locale {
  for (const language of languages) {
    const primary = language.toLowerCase().split('-')[0] ?? ''
    if (isLocale(primary)) return primary
  }
  return 'en'
}
