import type { Locale } from '@linkcanon/core'
import { isPresetName, outcomeOf, type PageOptions } from './canonicalize.js'
import { batchOutcomes } from './batch.js'
import { copyText } from './copy.js'
import { isLocale, pickLocale, ui } from './i18n.js'
import { applyLocale, renderBatch, renderSingle, type Elements } from './view.js'
import './style.css'

/** Seed 000's own example. */
const EXAMPLE = 'https://example.com/blog/?utm_source=news&ref=xyz&b=2&a=1'

function byId<T extends HTMLElement>(id: string, type: new () => T): T {
  const element = document.getElementById(id)
  if (!(element instanceof type)) throw new Error(`playground: #${id} is missing from index.html`)
  return element
}

const elements: Elements = {
  input: byId('input', HTMLInputElement),
  forceHttps: byId('force-https', HTMLInputElement),
  preset: byId('preset', HTMLSelectElement),
  lang: byId('lang', HTMLSelectElement),
  example: byId('example', HTMLButtonElement),
  result: byId('result', HTMLOutputElement),
  copy: byId('copy', HTMLButtonElement),
  error: byId('error', HTMLElement),
  changes: byId('changes', HTMLOListElement),
  changesNote: byId('changes-note', HTMLElement),
  batchInput: byId('batch-input', HTMLTextAreaElement),
  batchResults: byId('batch-results', HTMLOListElement)
}

let locale: Locale = pickLocale([navigator.language, ...navigator.languages])

function options(): PageOptions {
  const preset = elements.preset.value
  return { preset: isPresetName(preset) ? preset : 'share', forceHttps: elements.forceHttps.checked }
}

function update(): void {
  const current = options()
  renderSingle(outcomeOf(elements.input.value, current), locale, elements)
  renderBatch(batchOutcomes(elements.batchInput.value, current), locale, elements)
}

elements.input.addEventListener('input', update)
elements.forceHttps.addEventListener('change', update)
elements.preset.addEventListener('change', update)
elements.batchInput.addEventListener('input', update)
elements.lang.addEventListener('change', () => {
  if (isLocale(elements.lang.value)) locale = elements.lang.value
  applyLocale(locale, elements)
  update()
})
elements.example.addEventListener('click', () => {
  elements.input.value = EXAMPLE
  update()
  elements.input.focus()
})
elements.copy.addEventListener('click', () => {
  const text = elements.result.textContent ?? ''
  if (text === '') return
  void copyText(text, elements.result).then((copied) => {
    elements.copy.textContent = copied ? ui[locale].copied : ui[locale].copyFailed
    elements.copy.dataset.state = copied ? 'copied' : 'failed'
    setTimeout(() => {
      elements.copy.textContent = ui[locale].copy
      delete elements.copy.dataset.state
    }, 1500)
  })
})

applyLocale(locale, elements)
update()
document.documentElement.dataset.ready = 'true'
