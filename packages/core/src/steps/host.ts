import { LinkcanonError } from '../errors.js'
import { changeFromTo, makeChange } from '../messages.js'
import { withoutTrailingDots } from '../parse/parts.js'
import type { Change } from '../types.js'
import type { Step } from './state.js'

const NON_ASCII = /[^\x00-\x7f]/

/**
 * The change the URL parser made when it wrote the host `from` as `to`: lower case, punycode
 * under UTS 46, or none. Other rewrites (IPv4 number forms, IPv6 compression, percent-decoding)
 * are the parser's serialization of the same host, not a change of the URL.
 */
export function hostChange(from: string, to: string): Change | null {
  if (from === to) return null
  if (from.toLowerCase() === to) return changeFromTo('lowercase-host', from, to)
  return NON_ASCII.test(from) ? changeFromTo('punycode-host', from, to) : null
}

/**
 * Report what the URL parser did to the host (`hostChange`), and remove the trailing dot when
 * the preset asks.
 */
export const hostStep: Step = (state, preset) => {
  const { raw, out, changes } = state
  const change = hostChange(raw.host, out.host)
  if (change !== null) changes.push(change)
  if (preset.removeTrailingDot && out.host.endsWith('.') && !out.host.startsWith('[')) {
    const host = withoutTrailingDots(out.host)
    if (host === '') {
      throw new LinkcanonError('invalid-host', `"${state.input}" has no host name, only dots`, state.input)
    }
    changes.push(makeChange('remove-trailing-dot', { from: out.host, to: host }))
    out.host = reparse(host, state.input)
  }
}

const NUMERIC_LAST_LABEL = /(?:^|\.)(?:\d+|0[xX][0-9a-fA-F]*)$/

/**
 * Without its dots a host may end in a number (`foo.09..` → `foo.09`), which the URL parser
 * reads as IPv4: check it again, so that the output parses and a second run changes nothing.
 */
function reparse(host: string, input: string): string {
  if (!NUMERIC_LAST_LABEL.test(host)) return host
  try {
    return new URL(`http://${host}/`).hostname
  } catch {
    throw new LinkcanonError(
      'invalid-host',
      `"${input}" is not a valid URL: without its trailing dots the host "${host}" is not valid`,
      input
    )
  }
}
