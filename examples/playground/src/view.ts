import { formatChange, type Locale } from '@linkcanon/core'
import type { Outcome } from './canonicalize.js'
import { isTextKey, ui } from './i18n.js'

/** The elements the page renders into (found once by id). */
export interface Elements {
  input: HTMLInputElement
  forceHttps: HTMLInputElement
  preset: HTMLSelectElement
  lang: HTMLSelectElement
  example: HTMLButtonElement
  result: HTMLOutputElement
  copy: HTMLButtonElement
  error: HTMLElement
  changes: HTMLOListElement
  changesNote: HTMLElement
  batchInput: HTMLTextAreaElement
  batchResults: HTMLOListElement
}

/** Put the interface strings of `locale` into every `data-i18n` element. */
export function applyLocale(locale: Locale, elements: Elements): void {
  const strings = ui[locale]
  document.documentElement.lang = locale
  document.title = strings.title
  for (const element of document.querySelectorAll<HTMLElement>('[data-i18n]')) {
    const key = element.dataset.i18n ?? ''
    if (isTextKey(key)) element.textContent = strings[key]
  }
  elements.input.placeholder = strings.placeholder
  elements.batchInput.placeholder = strings.batchPlaceholder
  elements.lang.value = locale
}

/** The error text: the core's message, led by a translation of its code when the page is not English. */
function errorText(outcome: Extract<Outcome, { kind: 'error' }>, locale: Locale): string {
  const known = outcome.code === undefined ? undefined : ui[locale].errors[outcome.code as keyof typeof ui.en.errors]
  return locale === 'en' || known === undefined ? outcome.message : `${known} (${outcome.message})`
}

/** Show one outcome: result and changes, or the error and nothing else. */
export function renderSingle(outcome: Outcome, locale: Locale, elements: Elements): void {
  const strings = ui[locale]
  const ok = outcome.kind === 'ok'
  elements.result.textContent = ok ? outcome.result.url : ''
  elements.result.classList.toggle('empty', !ok)
  elements.copy.disabled = !ok
  elements.copy.textContent = strings.copy
  elements.error.hidden = outcome.kind !== 'error'
  elements.error.textContent = outcome.kind === 'error' ? errorText(outcome, locale) : ''

  const items = ok
    ? outcome.result.changes.map((change) => {
        const item = document.createElement('li')
        item.dataset.type = change.type
        item.textContent = formatChange(change, locale)
        // Explain: the rule that removed a parameter, shown after the message (style.css).
        if (change.rule !== undefined) item.dataset.rule = `${change.rule.key} (${change.rule.set})`
        return item
      })
    : []
  elements.changes.replaceChildren(...items)
  elements.changesNote.textContent =
    outcome.kind === 'empty' ? strings.emptyInput : ok && items.length === 0 ? strings.noChanges : ''
}

/** What a batch row shows after its input. */
function batchText(outcome: Exclude<Outcome, { kind: 'empty' }>, locale: Locale): string {
  switch (outcome.kind) {
    case 'ok':
      return outcome.result.url
    case 'kept':
      return outcome.input
    case 'directive':
      return outcome.message
    default:
      return errorText(outcome, locale)
  }
}

/** One row for each non-empty line: the input, then its canonical URL or its error. */
export function renderBatch(outcomes: readonly Outcome[], locale: Locale, elements: Elements): void {
  const rows: HTMLLIElement[] = []
  for (const outcome of outcomes) {
    if (outcome.kind === 'empty') continue
    const row = document.createElement('li')
    row.dataset.status = outcome.kind
    const input = document.createElement('code')
    input.className = 'batch-input'
    input.textContent = outcome.input
    const code = outcome.kind === 'ok' || outcome.kind === 'kept'
    const output = document.createElement(code ? 'code' : 'span')
    output.className = code ? 'batch-output' : outcome.kind === 'directive' ? 'batch-note' : 'batch-error'
    if (outcome.kind === 'kept') output.title = ui[locale].keptByDirective
    output.textContent = batchText(outcome, locale)
    row.append(input, output)
    rows.push(row)
  }
  elements.batchResults.replaceChildren(...rows)
}
