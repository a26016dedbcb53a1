/**
 * A case-insensitive regular expression from an imported list: a provider's URL pattern, an
 * exception or a redirection (each checked by `checkListRegExp` when the list was imported).
 */
export function listRegExp(source: string): RegExp {
  return new RegExp(source, 'i')
}

/**
 * A run of letters, digits and `-` that every match of `source` contains (the provider's name
 * in a ClearURLs `urlPattern`, like `amazon`), lower-cased; `null` when none of 3 or more
 * characters is found outside groups and classes (`http` and `https` do not count). A URL
 * without it cannot match: the pattern need not run.
 */
export function requiredLiteral(source: string): string | null {
  let best = ''
  let run = ''
  let depth = 0
  const flush = (): void => {
    // (`http` and `https` begin every URL canonicalized: they would rule none out.)
    if (run.length > best.length && !/^https?$/i.test(run)) best = run
    run = ''
  }
  for (let i = 0; i < source.length; i++) {
    const c = source[i] as string
    if (c === '\\') {
      flush()
      i++
      continue
    }
    if (c === '[') {
      flush()
      while (i < source.length && source[i] !== ']') i += source[i] === '\\' ? 2 : 1
      continue
    }
    if (c === '(') {
      flush()
      depth++
      continue
    }
    if (c === ')') {
      depth--
      continue
    }
    if (depth === 0 && c === '|') return null
    if (depth > 0) continue
    if (/[A-Za-z0-9-]/.test(c)) {
      const next = source[i + 1]
      if (next === '?' || next === '*' || next === '{') {
        flush()
        continue
      }
      run += c
    } else flush()
  }
  flush()
  return best.length >= 3 ? best.toLowerCase() : null
}
