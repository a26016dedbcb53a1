// AssemblyScript, not TypeScript: the `share` pipeline for the common URL, compiled to
// WebAssembly by `scripts/build-wasm.mjs` into `src/wasm/module.ts`. The JavaScript engine
// (`src/engine.ts`) stays the reference: this module answers only for URLs it is sure of and
// returns -1 for every other one, which then takes the JavaScript path. The property tests
// hold both paths equal (`test/wasm.test.ts`).
//
// The input is UTF-8. It takes `http(s)://` URLs with a plain authority (user info of plain
// characters, a host the URL parser keeps as written apart from case, a valid port), a path
// without white space or `\` (dot segments are resolved and characters percent-encoded here),
// a query of printable ASCII whose keys hold no `%` or `+`, and a fragment of characters the
// parser keeps. It lower-cases scheme and host, drops the default port, resolves dot segments,
// strips trailing slashes, removes the tracker segments (exact and prefix rules, written to
// memory by the host), sorts the rest by key (stable), writes them as `URLSearchParams` does,
// and reports what it changed in `META`.

/** Where the host writes the input (bytes), and its size. */
const IN: usize = 65536
const CAPACITY: i32 = 16384
/** The output: at most four bytes for one of input (`!` → `%21`, `k` → `k=`). */
const OUT: usize = 81920
/**
 * Results: `i32`s (see `M_*`), then four per removed segment: key start and end, value start
 * (-1 when there is no `=`; `VALUE_ESCAPED` added when it must be decoded) and end.
 */
const META: usize = 163840
/** Kept segments: five `i32`s each (key start, key end, segment start, segment end, plain). */
const SEG: usize = 327680
/** Kept segments' order, one `i32` each. */
const ORDER: usize = 524288
/** A decoded value being written again. */
const SCRATCH: usize = 557056
/**
 * The rules, listed by the character a key starts with: 128 `u16` offsets (from `RULES`; 0 for
 * none), then the lists: a count byte, then for each rule a flags byte (1 prefix, 2
 * case-folded), a length byte and the key (lower case when folded). A list holds only rules
 * whose first character matches, so that character is not compared again.
 */
const RULES: usize = 589824

// META slots.
const M_FLAGS: usize = 0
const M_SCHEME_END: usize = 1
const M_HOST_END: usize = 2
const M_PORT_START: usize = 3
const M_PATH_START: usize = 4
const M_PATH_END: usize = 5
const M_OUT_PATH_START: usize = 6
const M_OUT_PATH_END: usize = 7
const M_STRIPPED: usize = 8
const M_REMOVED: usize = 9
const M_HOST_START: usize = 10
const M_HEADER: usize = 16

/** Set on a removed segment's value start when the value holds `%` or `+`. */
const VALUE_ESCAPED: i32 = 0x40000000

// Flags: the changes made.
const F_LOWER_SCHEME: i32 = 1
const F_LOWER_HOST: i32 = 2
const F_DEFAULT_PORT: i32 = 4
const F_REENCODE: i32 = 8
const F_SORT: i32 = 16
const F_DOT_SEGMENTS: i32 = 32
const F_TRAILING_SLASH: i32 = 64
const F_FORCE_HTTPS: i32 = 128
const F_DROP_FRAGMENT: i32 = 256
/** Not a change: the parser percent-encoded characters of the path, so the output differs from the input. */
const F_ENCODED: i32 = 512
/** Not a change: the output is the start of the input, so the host can slice the input instead of decoding the output. */
const F_PREFIX: i32 = 1024

// Options.
const O_FORCE_HTTPS: i32 = 1
const O_DROP_FRAGMENT: i32 = 2
const O_STRIP_SLASH: i32 = 4
/** The host is the URL parser's own serialization of it (see `HOST`): no punycode or number form to check. */
const O_HOST_PARSED: i32 = 8

/** Returned for a host that only the URL parser can take (non-ASCII, `xn--` labels, a number form): the host may parse it first and ask again. */
const HOST: i32 = -2

// Character classes, one byte for each of the 256 byte values (none above 0x7e), for the
// byte-by-byte work; the scans use the SIMD classes (`S_*`).
const K_PLAIN: u32 = 1 // what the form serializer writes as it is: A-Z a-z 0-9 * . _ -
const K_PATH: u32 = 2 // path characters the URL parser keeps (`/` apart)
const K_UPPER: u32 = 4 // A-Z
const CLASSES = memory.data<u8>([
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 2, 0, 0, 2, 2, 2, 2, 2, 2, 3, 2, 2, 3, 3, 0,
  3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 2, 2, 0, 2, 0, 0,
  2, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7,
  7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 2, 0, 2, 2, 3,
  0, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
  3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 0, 2, 0, 2, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
])

export function inputOffset(): usize {
  return IN
}
export function outputOffset(): usize {
  return OUT
}
export function metaOffset(): usize {
  return META
}
export function rulesOffset(): usize {
  return RULES
}
export function capacity(): i32 {
  return CAPACITY
}

@inline function at(i: i32): u32 {
  return load<u8>(IN + <usize>i)
}

@inline function kind(c: u32): u32 {
  return <u32>load<u8>(CLASSES + <usize>c)
}

@inline function setMeta(slot: usize, value: i32): void {
  store<i32>(META + (slot << 2), value)
}

@inline function hexValue(c: u32): i32 {
  if (c >= 0x30 && c <= 0x39) return <i32>(c - 0x30)
  const lower = c | 0x20
  if (lower >= 0x61 && lower <= 0x66) return <i32>(lower - 0x61 + 10)
  return -1
}

@inline function upperHexValue(c: u32): i32 {
  if (c >= 0x30 && c <= 0x39) return <i32>(c - 0x30)
  if (c >= 0x41 && c <= 0x46) return <i32>(c - 0x41 + 10)
  return -1
}

/** `xn--` in any case at `start`, in a label of at least four characters. */
function isPunycodeLabel(start: i32, end: i32): bool {
  return end - start >= 4 && (at(start) | 0x20) == 0x78 && (at(start + 1) | 0x20) == 0x6e && at(start + 2) == 0x2d && at(start + 3) == 0x2d
}

/** A label the parser reads as a number (the host would be IPv4): digits, or `0x` and hex digits. */
function isNumericLabel(start: i32, end: i32): bool {
  if (end - start >= 2 && at(start) == 0x30 && (at(start + 1) | 0x20) == 0x78) {
    for (let i = start + 2; i < end; i++) if (hexValue(at(i)) < 0) return false
    return true
  }
  for (let i = start; i < end; i++) {
    const c = at(i)
    if (c < 0x30 || c > 0x39) return false
  }
  return true
}

/** 2 for a `..` segment (`.` or `%2e` twice, any case), 1 for `.`, else 0. */
function dotSegment(start: i32, end: i32): i32 {
  let dots = 0
  for (let i = start; i < end; i++) {
    if (at(i) == 0x2e) dots++
    else if (at(i) == 0x25 && i + 2 < end && at(i + 1) == 0x32 && (at(i + 2) | 0x20) == 0x65) {
      dots++
      i += 2
    } else return 0
    if (dots > 2) return 0
  }
  return dots
}

/**
 * The length of the well-formed UTF-8 sequence at `p` (of `end`), or 0. Surrogates, overlong
 * forms and code points above U+10FFFF are not well-formed.
 */
function utf8Length(p: usize, end: usize): i32 {
  const lead = <u32>load<u8>(p)
  if (lead < 0x80) return 1
  let count: i32
  let low: u32 = 0x80
  let high: u32 = 0xbf
  if (lead >= 0xc2 && lead <= 0xdf) count = 1
  else if (lead >= 0xe0 && lead <= 0xef) {
    count = 2
    if (lead == 0xe0) low = 0xa0
    else if (lead == 0xed) high = 0x9f
  } else if (lead >= 0xf0 && lead <= 0xf4) {
    count = 3
    if (lead == 0xf0) low = 0x90
    else if (lead == 0xf4) high = 0x8f
  } else return 0
  if (p + <usize>count >= end) return 0
  for (let k = 1; k <= count; k++) {
    const b = <u32>load<u8>(p + <usize>k)
    if (b < low || b > high) return 0
    low = 0x80
    high = 0xbf
  }
  return count + 1
}

/**
 * At `i`, a `%XX` escape as the form serializer writes it (upper-case hex, of a byte it encodes
 * other than the space, starting a well-formed UTF-8 sequence of such escapes): the index after
 * the sequence; else -1.
 */
function serializedEscape(i: i32, end: i32): i32 {
  let p = i
  let expect = 1
  let bytes = 0
  let first: u32 = 0
  // Read up to four escapes into SCRATCH, as many as the lead byte asks for.
  while (bytes < expect) {
    if (p + 2 >= end || at(p) != 0x25) return -1
    const hi = upperHexValue(at(p + 1))
    const lo = upperHexValue(at(p + 2))
    if (hi < 0 || lo < 0) return -1
    const byte = <u32>(hi * 16 + lo)
    store<u8>(SCRATCH + <usize>bytes, byte)
    if (bytes == 0) {
      first = byte
      if (byte == 0x20 || (kind(byte) & K_PLAIN) != 0) return -1
      expect = byte < 0x80 ? 1 : byte < 0xe0 ? 2 : byte < 0xf0 ? 3 : 4
    }
    bytes++
    p += 3
  }
  if (first >= 0x80 && utf8Length(SCRATCH, SCRATCH + <usize>bytes) != bytes) return -1
  return p
}

/** Whether the key at `[start, end)` is a tracker under the rules in `RULES`. */
function isTracker(start: i32, end: i32): bool {
  const first = at(start)
  if (first >= 128) return false
  const list = <usize>load<u16>(RULES + (<usize>first << 1))
  if (list == 0) return false
  const count = <i32>load<u8>(RULES + list)
  let rule = RULES + list + 1
  const length = end - start
  for (let r = 0; r < count; r++) {
    const flags = <i32>load<u8>(rule)
    const keyLength = <i32>load<u8>(rule + 1)
    const key = rule + 2
    rule = key + <usize>keyLength
    if ((flags & 1) != 0 ? length < keyLength : length != keyLength) continue
    let same = true
    for (let k = 1; k < keyLength; k++) {
      let c = at(start + k)
      if ((flags & 2) != 0 && c >= 0x41 && c <= 0x5a) c |= 0x20
      if (c != <u32>load<u8>(key + <usize>k)) {
        same = false
        break
      }
    }
    if (same) return true
  }
  return false
}

/** Compare the keys `[a, aEnd)` and `[b, bEnd)` as strings. */
function compareKeys(a: i32, aEnd: i32, b: i32, bEnd: i32): i32 {
  const n = min(aEnd - a, bEnd - b)
  for (let k = 0; k < n; k++) {
    const x = at(a + k)
    const y = at(b + k)
    if (x != y) return x < y ? -1 : 1
  }
  return (aEnd - a) - (bEnd - b)
}

@inline function seg(index: i32, field: i32): i32 {
  return load<i32>(SEG + (<usize>(index * 5 + field) << 2))
}

/** Write `byte` as the form serializer does at `o`; the new end. */
function writeFormByte(o: usize, byte: u32): usize {
  if ((kind(byte) & K_PLAIN) != 0) {
    store<u8>(o, byte)
    return o + 1
  }
  if (byte == 0x20) {
    store<u8>(o, 0x2b)
    return o + 1
  }
  return writeEscape(o, byte)
}

/** Write `%XX` (upper-case hex) for `byte` at `o`; the new end. */
function writeEscape(o: usize, byte: u32): usize {
  const hi = byte >> 4
  const lo = byte & 15
  store<u8>(o, 0x25)
  store<u8>(o + 1, hi < 10 ? hi + 0x30 : hi + 0x37)
  store<u8>(o + 2, lo < 10 ? lo + 0x30 : lo + 0x37)
  return o + 3
}

/**
 * Write the value `[start, end)` decoded (`+` is a space, `%XX` a byte) and encoded again as
 * the form serializer does; -1 when the decoded bytes are not well-formed UTF-8 (the JavaScript
 * path writes U+FFFD for them).
 */
function writeValue(o: usize, start: i32, end: i32): isize {
  let n: usize = 0
  for (let i = start; i < end; i++) {
    let c = at(i)
    if (c == 0x2b) c = 0x20
    else if (c == 0x25 && i + 2 < end) {
      const hi = hexValue(at(i + 1))
      const lo = hexValue(at(i + 2))
      if (hi >= 0 && lo >= 0) {
        c = <u32>(hi * 16 + lo)
        i += 2
      }
    }
    store<u8>(SCRATCH + n, c)
    n++
  }
  let p: usize = 0
  while (p < n) {
    const length = utf8Length(SCRATCH + p, SCRATCH + n)
    if (length == 0) return -1
    for (let k = 0; k < length; k++) o = writeFormByte(o, <u32>load<u8>(SCRATCH + p + <usize>k))
    p += <usize>length
  }
  return <isize>o
}

// SIMD scans: from `i`, the index of the first byte not in a class (or `length`), sixteen bytes
// at a time. They read up to 15 bytes past `length`, inside the module's own memory, and
// never count them.

@inline function inRange(v: v128, low: i32, count: i32): v128 {
  return i8x16.lt_u(i8x16.sub(v, i8x16.splat(<i8>low)), i8x16.splat(<i8>count))
}

@inline function byteIs(v: v128, c: i32): v128 {
  return i8x16.eq(v, i8x16.splat(<i8>c))
}

// The byte classes the scans skip.
const S_HOST = 0 // host characters kept as written: a-z 0-9 - _
const S_PLAIN = 1 // `K_PLAIN`: A-Z a-z 0-9 * . _ -
const S_PATH = 2 // `K_PATH`: printable but / ? # \ " < > ` { }
const S_FRAGMENT = 3 // fragment characters the URL parser keeps: printable but " < > `

/** The bytes of `v` in the class `set` (a constant: the other branches fold away). */
@inline function inClass(v: v128, set: i32): v128 {
  if (set == S_HOST) return v128.or(v128.or(inRange(v, 0x61, 26), inRange(v, 0x30, 10)), v128.or(byteIs(v, 0x2d), byteIs(v, 0x5f)))
  if (set == S_PLAIN) {
    const letters = inRange(v128.or(v, i8x16.splat(0x20)), 0x61, 26)
    const marks = v128.or(v128.or(byteIs(v, 0x2a), byteIs(v, 0x2e)), v128.or(byteIs(v, 0x5f), byteIs(v, 0x2d)))
    return v128.or(v128.or(letters, inRange(v, 0x30, 10)), marks)
  }
  let stops = v128.or(v128.or(byteIs(v, 0x22), byteIs(v, 0x3c)), v128.or(byteIs(v, 0x3e), byteIs(v, 0x60)))
  if (set == S_PATH) {
    stops = v128.or(stops, v128.or(v128.or(byteIs(v, 0x2f), byteIs(v, 0x3f)), v128.or(byteIs(v, 0x23), byteIs(v, 0x5c))))
    stops = v128.or(stops, v128.or(byteIs(v, 0x7b), byteIs(v, 0x7d)))
  }
  // Printable ASCII (0x21 to 0x7e) but the stops.
  return v128.andnot(inRange(v, 0x21, 0x5e), stops)
}

/** From `i`, the index of the first byte not in the class `set`, or `length`. */
@inline function skip(i: i32, length: i32, set: i32): i32 {
  while (i < length) {
    const rest = ~i8x16.bitmask(inClass(v128.load(IN + <usize>i), set)) & 0xffff
    if (rest != 0) return min(i + ctz(rest), length)
    i += 16
  }
  return length
}

/** Write the path characters `[start, end)`, percent-encoded where the parser encodes them (`"<>`{}` and non-ASCII bytes). */
function writePathEncoded(o: usize, start: i32, end: i32): usize {
  for (let k = start; k < end; k++) {
    const c = at(k)
    if ((kind(c) & K_PATH) != 0) {
      store<u8>(o, c)
      o++
    } else o = writeEscape(o, c)
  }
  return o
}

/**
 * Copy the input's `[start, end)` to `o`; the new end. Sixteen bytes at a time, so it may write
 * up to 15 bytes past the end, which the next write covers (`memory.copy` costs a call into the
 * engine, more than these short runs).
 */
@inline function copy(o: usize, start: i32, end: i32): usize {
  const from = IN + <usize>start
  const n = <usize>(end - start)
  for (let k: usize = 0; k < n; k += 16) v128.store(o + k, v128.load(from + k))
  return o + n
}

/**
 * Canonicalize the `length` bytes at `IN` under `options`; the output's length at `OUT`; -1
 * when the URL is not one this module takes (the JavaScript path then runs), or `HOST`. Each
 * part is read once, its characters checked by class, and copied in blocks where it stays as
 * written.
 */
export function canonicalize(length: i32, options: i32): i32 {
  if (length < 8 || length > CAPACITY) return -1
  // Scheme.
  if ((at(0) | 0x20) != 0x68 || (at(1) | 0x20) != 0x74 || (at(2) | 0x20) != 0x74 || (at(3) | 0x20) != 0x70) return -1
  let schemeEnd: i32
  if (at(4) == 0x3a) schemeEnd = 4
  else if ((at(4) | 0x20) == 0x73 && at(5) == 0x3a) schemeEnd = 5
  else return -1
  if (at(schemeEnd + 1) != 0x2f || at(schemeEnd + 2) != 0x2f) return -1
  let flags = 0
  for (let i = 0; i < schemeEnd; i++) if (at(i) < 0x61) flags |= F_LOWER_SCHEME
  let https = schemeEnd == 5
  let i = schemeEnd + 3
  // Authority: maybe user info, host labels, then maybe a port.
  const checked = (options & O_HOST_PARSED) != 0
  const authorityStart = i
  let hostStart = i
  let userEnd = -1 // the `@` after the user info
  let colon = -1
  let labelStart = i
  let lastStart = i
  let lastEnd = i
  for (; i < length; i++) {
    i = skip(i, length, S_HOST)
    if (i >= length) break
    const c = at(i)
    const k = kind(c)
    if (c == 0x2f || c == 0x3f || c == 0x23) break
    // After a `:`, a port (digits, checked below) or, when `@` follows, a password.
    if (colon >= 0 && (k & K_UPPER) == 0 && c != 0x40) return -1
    if ((k & K_UPPER) != 0) flags |= F_LOWER_HOST
    else if (c == 0x2e) {
      if (i == labelStart) return -1
      if (!checked && isPunycodeLabel(labelStart, i)) return HOST
      lastStart = labelStart
      lastEnd = i
      labelStart = i + 1
    } else if (c == 0x3a) colon = i
    else if (c == 0x40) {
      // User info of plain characters, as the parser writes it back: a user name and maybe a
      // non-empty password (`user:@`, `:pass@` and a second `@` are rewritten by it).
      if (userEnd >= 0 || i == authorityStart || colon == authorityStart || colon == i - 1) return -1
      userEnd = i
      hostStart = i + 1
      colon = -1
      labelStart = i + 1
      lastStart = i + 1
      lastEnd = i + 1
      flags &= ~F_LOWER_HOST
    } else return c >= 0x80 && !checked ? HOST : -1
  }
  const pathStart = i
  const hostEnd = colon >= 0 ? colon : pathStart
  if (hostEnd == hostStart) return -1
  if (labelStart < hostEnd) {
    if (isPunycodeLabel(labelStart, hostEnd) && !checked) return HOST
    lastStart = labelStart
    lastEnd = hostEnd
  }
  if (!checked && isNumericLabel(lastStart, lastEnd)) return HOST
  let port = -1
  if (colon >= 0) {
    const digits = pathStart - colon - 1
    if (digits == 0 || digits > 5 || (digits > 1 && at(colon + 1) == 0x30)) return -1
    port = 0
    for (let k = colon + 1; k < pathStart; k++) {
      const c = at(k)
      if (c < 0x30 || c > 0x39) return -1
      port = port * 10 + <i32>(c - 0x30)
    }
    if (port > 65535) return -1
    if (port == (https ? 443 : 80)) {
      flags |= F_DEFAULT_PORT
      port = -1
    }
  }
  if ((options & O_FORCE_HTTPS) != 0 && !https) {
    flags |= F_FORCE_HTTPS
    https = true
    if (port == 443) {
      flags |= F_DEFAULT_PORT
      port = -1
    }
  }
  // Write scheme and authority.
  let o = OUT
  store<u32>(o, 0x70747468) // "http"
  o += 4
  if (https) {
    store<u8>(o, 0x73)
    o++
  }
  store<u8>(o, 0x3a)
  store<u8>(o + 1, 0x2f)
  store<u8>(o + 2, 0x2f)
  o += 3
  if (userEnd >= 0) {
    o = copy(o, authorityStart, userEnd)
    store<u8>(o, 0x40)
    o++
  }
  if ((flags & F_LOWER_HOST) != 0) {
    for (let k = hostStart; k < hostEnd; k++) {
      const c = at(k)
      store<u8>(o, (kind(c) & K_UPPER) != 0 ? c | 0x20 : c)
      o++
    }
  } else o = copy(o, hostStart, hostEnd)
  if (port >= 0) {
    store<u8>(o, 0x3a)
    o = copy(o + 1, colon + 1, pathStart)
  }
  // Path: segment by segment, checked, copied, dot segments resolved on the way.
  const outPath = o
  let extra = 0
  let pathEnd = pathStart
  if (pathStart < length && at(pathStart) == 0x2f) {
    let p = pathStart
    for (;;) {
      const start = p + 1
      let end = skip(start, length, S_PATH)
      let stop = end < length ? at(end) : 0x3f // the end of the input ends the path as `?` would
      let encode = false
      if (stop != 0x2f && stop != 0x3f && stop != 0x23) {
        // A character the parser percent-encodes: find the segment's end, and how many more
        // bytes than UTF-16 code units the input has so far (positions are reported in code units).
        encode = true
        for (; end < length; end++) {
          const c = at(end)
          if (c == 0x2f || c == 0x3f || c == 0x23) break
          if (c < 0x21 || c == 0x5c || c == 0x7f) return -1 // white space is trimmed or removed, `\\` is a slash: the JavaScript path
          if (c >= 0x80) {
            if (c < 0xc0) extra++
            else if (c >= 0xf0) extra--
          }
        }
        stop = end < length ? at(end) : 0x3f
        flags |= F_ENCODED
      }
      const last = stop != 0x2f
      const first = start < end ? at(start) : 0
      const dots = !encode && (first == 0x2e || first == 0x25) ? dotSegment(start, end) : 0
      if (dots == 2) {
        flags |= F_DOT_SEGMENTS
        let q = o
        while (q > outPath && load<u8>(q - 1) != 0x2f) q--
        o = q > outPath ? q - 1 : outPath
      } else if (dots == 1) {
        flags |= F_DOT_SEGMENTS
      } else {
        store<u8>(o, 0x2f)
        o = encode ? writePathEncoded(o + 1, start, end) : copy(o + 1, start, end)
      }
      if (last) {
        if (dots != 0) {
          store<u8>(o, 0x2f)
          o++
        }
        pathEnd = end
        break
      }
      p = end
    }
  }
  if (o == outPath) {
    store<u8>(o, 0x2f)
    o++
  }
  setMeta(M_OUT_PATH_END, <i32>(o - OUT))
  let stripped = 0
  if ((options & O_STRIP_SLASH) != 0 && o - outPath > 1 && load<u8>(o - 1) == 0x2f) {
    let q = o
    while (q > outPath && load<u8>(q - 1) == 0x2f) q--
    if (q == outPath) q++
    stripped = <i32>(o - q)
    o = q
    flags |= F_TRAILING_SLASH
  }
  // Query: segments checked, trackers removed, the rest kept in SEG.
  let removed = 0
  let kept = 0
  let queryEnd = pathEnd
  if (pathEnd < length && at(pathEnd) == 0x3f) {
    let reencoded = false
    let sorted = true
    let s = pathEnd + 1
    for (;;) {
      let e = s
      let eq = -1
      let plain = true
      let escaped = 0 // the value holds `%` or `+`: it decodes to other text
      let c: u32 = 0
      for (; e < length; e++) {
        e = skip(e, length, S_PLAIN)
        if (e >= length) break
        c = at(e)
        if (c == 0x26 || c == 0x23) break
        if (c == 0x3d) {
          if (eq < 0) eq = e
          else plain = false
        } else if (c == 0x25 || c == 0x2b) {
          if (eq < 0) return -1 // a key that decodes to other text: the JavaScript path
          escaped = VALUE_ESCAPED
          if (c == 0x25) {
            const next = serializedEscape(e, length)
            if (next >= 0) {
              e = next - 1
              continue
            }
            plain = false
          }
        } else if (c < 0x21 || c > 0x7e) return -1
        else plain = false
      }
      if (e == s) reencoded = true // an empty segment vanishes
      else {
        const keyEnd = eq >= 0 ? eq : e
        if (eq < 0) plain = false // `k` is written `k=`
        if (isTracker(s, keyEnd)) {
          const slot = META + ((M_HEADER + <usize>removed * 4) << 2)
          store<i32>(slot, s - extra)
          store<i32>(slot + 4, keyEnd - extra)
          store<i32>(slot + 8, eq >= 0 ? (eq + 1 - extra) | escaped : -1)
          store<i32>(slot + 12, e - extra)
          removed++
        } else {
          if (!plain) reencoded = true
          if (sorted && kept > 0 && compareKeys(seg(kept - 1, 0), seg(kept - 1, 1), s, keyEnd) > 0) sorted = false
          const record = SEG + (<usize>(kept * 5) << 2)
          store<i32>(record, s)
          store<i32>(record + 4, keyEnd)
          store<i32>(record + 8, eq >= 0 ? eq + 1 : e)
          store<i32>(record + 12, e)
          store<i32>(record + 16, plain ? 1 : 0)
          store<i32>(ORDER + (<usize>kept << 2), kept)
          kept++
        }
      }
      if (e >= length || c == 0x23) {
        queryEnd = e
        break
      }
      s = e + 1
    }
    if (reencoded || (kept == 0 && removed == 0)) flags |= F_REENCODE
    if (!sorted) {
      flags |= F_SORT
      // Stable insertion sort of ORDER by key.
      for (let a = 1; a < kept; a++) {
        const item = load<i32>(ORDER + (<usize>a << 2))
        let b = a - 1
        while (b >= 0) {
          const other = load<i32>(ORDER + (<usize>b << 2))
          if (compareKeys(seg(other, 0), seg(other, 1), seg(item, 0), seg(item, 1)) <= 0) break
          store<i32>(ORDER + (<usize>(b + 1) << 2), other)
          b--
        }
        store<i32>(ORDER + (<usize>(b + 1) << 2), item)
      }
    }
    for (let k = 0; k < kept; k++) {
      const index = load<i32>(ORDER + (<usize>k << 2))
      store<u8>(o, k == 0 ? 0x3f : 0x26)
      o++
      if (seg(index, 4) == 1) o = copy(o, seg(index, 0), seg(index, 3))
      else {
        for (let c = seg(index, 0); c < seg(index, 1); c++) o = writeFormByte(o, at(c))
        store<u8>(o, 0x3d)
        o++
        const end = writeValue(o, seg(index, 2), seg(index, 3))
        if (end < 0) return -1
        o = <usize>end
      }
    }
  }
  // Fragment.
  if (queryEnd < length) {
    if (skip(queryEnd + 1, length, S_FRAGMENT) < length) return -1
    if ((options & O_DROP_FRAGMENT) != 0) flags |= F_DROP_FRAGMENT
    else o = copy(o, queryEnd, length)
  }
  const n = <i32>(o - OUT)
  if ((flags != 0 || removed != 0) && n <= length) {
    let same = true
    for (let k = 0; k < n; k += 16) {
      if (i8x16.bitmask(i8x16.eq(v128.load(OUT + <usize>k), v128.load(IN + <usize>k))) != 0xffff) {
        same = k + 16 > n && (~i8x16.bitmask(i8x16.eq(v128.load(OUT + <usize>k), v128.load(IN + <usize>k))) & ((1 << (n - k)) - 1)) == 0
        break
      }
    }
    if (same) flags |= F_PREFIX
  }
  setMeta(M_FLAGS, flags)
  setMeta(M_SCHEME_END, schemeEnd)
  setMeta(M_HOST_END, hostEnd)
  setMeta(M_PORT_START, colon >= 0 ? colon + 1 : -1)
  setMeta(M_PATH_START, pathStart)
  setMeta(M_PATH_END, pathEnd - extra)
  setMeta(M_OUT_PATH_START, <i32>(outPath - OUT))
  setMeta(M_STRIPPED, stripped)
  setMeta(M_REMOVED, removed)
  setMeta(M_HOST_START, hostStart)
  return <i32>(o - OUT)
}
