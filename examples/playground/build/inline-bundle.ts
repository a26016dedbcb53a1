import { createHash } from 'node:crypto'
import type { Plugin } from 'vite'

/**
 * Turn Vite's `index.html` + `assets/*.js` + `assets/*.css` into one self-contained
 * `index.html`, and pin the inlined code with a strict Content-Security-Policy.
 *
 * Why: Chromium refuses module scripts loaded from `file://`, so a page that must open
 * from the file system cannot load its bundle from a second file. Inline code is then
 * allowed by its SHA-256 hash only, so nothing else can run or load.
 */
export function inlineBundle(): Plugin {
  return {
    name: 'linkcanon:inline-bundle',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html']
      if (page === undefined || page.type !== 'asset') {
        this.error('inline-bundle: index.html is not in the bundle')
      }
      const fail = (message: string): never => this.error(message)
      let html = String(page.source)
      const scriptHashes: string[] = []
      const styleHashes: string[] = []

      for (const [fileName, output] of Object.entries(bundle)) {
        if (fileName === 'index.html') continue
        if (output.type === 'chunk') {
          const code = escapeClosingTag(output.code, 'script')
          html = replaceTag(
            html,
            new RegExp(`<script\\b[^>]*\\ssrc="\\.?/?${escapeRegExp(fileName)}"[^>]*>\\s*</script>`),
            `<script type="module">${code}</script>`,
            fileName,
            fail
          )
          scriptHashes.push(sha256(code))
        } else if (fileName.endsWith('.css')) {
          const css = escapeClosingTag(String(output.source), 'style')
          html = replaceTag(
            html,
            new RegExp(`<link\\b[^>]*\\shref="\\.?/?${escapeRegExp(fileName)}"[^>]*>`),
            `<style>${css}</style>`,
            fileName,
            fail
          )
          styleHashes.push(sha256(css))
        } else {
          fail(`inline-bundle: cannot inline ${fileName}; keep the page free of separate assets`)
        }
        delete bundle[fileName]
      }

      const policy = [
        "default-src 'none'",
        `script-src ${scriptHashes.map(quoteHash).join(' ') || "'none'"}`,
        `style-src ${styleHashes.map(quoteHash).join(' ') || "'none'"}`,
        'img-src data:',
        "connect-src 'none'",
        "form-action 'none'",
        "base-uri 'none'"
      ].join('; ')
      const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}">`
      // Right after <meta charset>: before every script and style the policy governs.
      html = replaceTag(html, /<meta charset="[^"]*">/i, (charset) => `${charset}\n    ${meta}`, '<meta charset>', fail)
      page.source = html
    }
  }
}

function replaceTag(
  html: string,
  tag: RegExp,
  replacement: string | ((found: string) => string),
  what: string,
  fail: (message: string) => never
): string {
  if (!tag.test(html)) fail(`inline-bundle: no tag for ${what} in index.html`)
  // Always a function, so `$&` and friends inside the code are not replacement patterns.
  return html.replace(tag, typeof replacement === 'string' ? () => replacement : replacement)
}

/** `</script` inside inlined code would end the element early; `<\/script` means the same in JS and CSS strings. */
function escapeClosingTag(code: string, tagName: string): string {
  return code.replace(new RegExp(`</(${tagName})`, 'gi'), '<\\/$1')
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('base64')
}

function quoteHash(hash: string): string {
  return `'sha256-${hash}'`
}
