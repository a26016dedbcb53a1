/**
 * Copy `text` to the clipboard: the async Clipboard API when the page has it (secure
 * contexts: https, localhost, file://), else the selection of `source` and `execCommand`.
 */
export async function copyText(text: string, source: HTMLElement): Promise<boolean> {
  if (typeof navigator.clipboard?.writeText === 'function') {
    try {
      await navigator.clipboard.writeText(text)
      return true
    } catch {
      // Permission refused or no user activation: try the selection below.
    }
  }
  const selection = window.getSelection()
  if (!selection) return false
  const range = document.createRange()
  range.selectNodeContents(source)
  selection.removeAllRanges()
  selection.addRange(range)
  try {
    return document.execCommand('copy')
  } finally {
    selection.removeAllRanges()
  }
}
