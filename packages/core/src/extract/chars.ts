/**
 * Character classes of the URL scanner, as bit flags in one table indexed by char code
 * (ASCII only: every code point from U+0080 up is outside every class). The path
 * characters live in `grammar.ts`, as the regular expression that scans them.
 */

/** A character of a host label: letters, digits, `-` (the URL grammar, RFC 1034/1123). */
export const LABEL = 1
/** Punctuation a reader does not count as part of a URL at its end: `. , ; : ! ? ' *`. */
export const TRAILING = 2
/** A character of user info (`user:pass@`): unreserved, `%`, sub-delims but `( )`, `:`. */
export const USERINFO = 4
/**
 * A character that, right after a host or a port, shows that the host or port goes on
 * in a form the grammar does not accept (`foo_bar.com`, `a.com@b`, `a.com%41`, `:80x`).
 */
export const CONTINUES = 8
/** A character that, right before `http`, makes the scheme part of a longer word (letters, digits). */
export const WORD = 16

function build(): Uint8Array {
  const table = new Uint8Array(128)
  const add = (chars: string, flag: number): void => {
    for (let i = 0; i < chars.length; i++) table[chars.charCodeAt(i)]! |= flag
  }
  add('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', LABEL | USERINFO | CONTINUES | WORD)
  add('-', LABEL | USERINFO | CONTINUES)
  add('_', USERINFO | CONTINUES)
  add('@', CONTINUES)
  add('%', USERINFO | CONTINUES)
  add(".~!$&'*+,;=:", USERINFO)
  add(".,;:!?'*", TRAILING)
  return table
}

/** The class flags of each ASCII character. */
export const CLASSES: Uint8Array = build()

/**
 * Letters outside ASCII that continue a word in scripts written with spaces (Latin with
 * diacritics, Greek, Cyrillic: U+00C0–U+052F but `×` and `÷`). Right after a host they mean an
 * internationalized host name, which the grammar does not cover, so nothing is found there;
 * Korean, Chinese and Japanese text right after a host ends the URL instead.
 */
export function isWordLetterBeyondAscii(code: number): boolean {
  return code >= 0xc0 && code <= 0x52f && code !== 0xd7 && code !== 0xf7
}
