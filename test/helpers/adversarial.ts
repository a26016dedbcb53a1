// Large hostile inputs (100 KB – 1 MB) that would hang canonicalize if any step were
// super-linear. Each family is a function of a size, so a known slow family can run smaller.

export interface Family {
  name: string
  make(size: number): string
}

/** `unit` repeated until the run is about `size` characters long. */
const run = (unit: string, size: number): string => unit.repeat(Math.max(1, Math.floor(size / unit.length)))

export const FULL_SIZE = 1_000_000
export const SMALL_SIZE = 100_000

export const families: readonly Family[] = [
  { name: '100k "&" in the query', make: (n) => 'http://example.com/?' + run('&', n) },
  { name: 'query of a=1& pairs', make: (n) => 'http://example.com/?' + run('a=1&', n) },
  { name: 'query of tracker pairs', make: (n) => 'http://example.com/?' + run('utm_source=x&ref=y&', n) + 'b=2' },
  { name: 'query of bare keys', make: (n) => 'http://example.com/?' + run('k&', n) },
  { name: '100k "=" in the query', make: (n) => 'http://example.com/?a' + run('=', n) },
  { name: 'query of "=&=" runs', make: (n) => 'http://example.com/?' + run('=&', n) },
  { name: 'long host label', make: (n) => 'http://' + run('a', n) + '.com/' },
  { name: 'many host labels', make: (n) => 'http://' + run('a.', n) + 'com/' },
  { name: 'host of dots', make: (n) => 'http://a' + run('.', n) + '/' },
  { name: 'long non-ASCII host label', make: (n) => 'http://' + run('ü', n) + '.com/' },
  { name: 'long xn-- label', make: (n) => 'http://xn--' + run('a', n) + '.com/' },
  { name: 'digit host (IPv4-like)', make: (n) => 'http://' + run('1.', n) + '1/' },
  { name: 'host of hyphens', make: (n) => 'http://a' + run('-', n) + 'a.com/' },
  { name: '"%" run in the path', make: (n) => 'http://example.com/' + run('%', n) },
  { name: '"%" run in the query', make: (n) => 'http://example.com/?q=' + run('%', n) },
  { name: '"%2" run in the query key', make: (n) => 'http://example.com/?' + run('%2', n) + '=1&utm_x=1' },
  { name: '"%25" run in the query', make: (n) => 'http://example.com/?' + run('%25', n) + '=%' },
  { name: 'invalid UTF-8 escapes in the query', make: (n) => 'http://example.com/?q=' + run('%C3%28', n) },
  { name: '"%" run in the host', make: (n) => 'http://a' + run('%', n) + '.com/' },
  { name: '"/./" run', make: (n) => 'http://example.com' + run('/.', n) + '/' },
  { name: '"/%2e/" run', make: (n) => 'http://example.com' + run('/%2e', n) + '/x' },
  { name: '"../" run', make: (n) => 'http://example.com/' + run('../', n) + 'x' },
  { name: '"/../" with names', make: (n) => 'http://example.com' + run('/a/..', n) + '/' },
  { name: 'slash run', make: (n) => 'http://example.com' + run('/', n) },
  { name: 'backslash run', make: (n) => 'http://example.com' + run('\\', n) + 'x' },
  { name: '"?" run', make: (n) => 'http://example.com/' + run('?', n) },
  { name: '"#" run', make: (n) => 'http://example.com/' + run('#', n) },
  { name: '":" run in the authority', make: (n) => 'http://example.com' + run(':', n) + '/' },
  { name: '"@" run in the authority', make: (n) => 'http://' + run('@', n) + 'example.com/' },
  { name: '"[" run in the host', make: (n) => 'http://[' + run('[', n) + '/' },
  { name: 'IPv6-like host', make: (n) => 'http://[' + run('0:', n) + ']/' },
  { name: 'long port', make: (n) => 'http://example.com:' + run('0', n) + '/' },
  { name: 'long scheme-like prefix', make: (n) => run('a', n) + ':' },
  { name: 'scheme-less host', make: (n) => run('a', n) + '.com:80/x' },
  { name: 'C0 controls at both ends', make: (n) => run('\x00', n / 2) + 'http://example.com/' + run('\x1f', n / 2) },
  { name: 'tabs and newlines inside', make: (n) => 'http://example.com/' + run('\t\n', n) + 'x?utm_a=1' },
  { name: 'space run inside the path', make: (n) => 'http://example.com/a' + run(' ', n) + 'b?utm_a=1' },
  // A space at an edge sends the input through the edge trim, and the run inside with it.
  {
    name: 'leading space, tabs and newlines inside',
    make: (n) => ' http://example.com/' + run('\t\n', n) + 'x?utm_a=1'
  },
  {
    name: 'leading space, space run inside the path',
    make: (n) => ' http://example.com/a' + run(' ', n) + 'b?utm_a=1 '
  },
  {
    name: 'unsubscribe path with a newline, then vero_id',
    make: (n) => 'http://example.com/' + run('unsubscribe', n) + '\n?vero_id=1'
  },
  {
    name: 'preferences path with a newline, then _hsenc',
    make: (n) => 'http://example.com' + run('/hs/manage-preferences/', n) + '\n?_hsenc=1'
  },
  { name: 'api path with ref', make: (n) => 'http://api.github.com/repos' + run('/a', n) + '?ref=main' },
  { name: 'amazon host with a long label', make: (n) => 'http://www.amazon.' + run('a', n) + '/?pd_rd_w=1' },
  { name: 'amazon-like host of many labels', make: (n) => 'http://' + run('amazon.', n) + 'com/?pd_rd_w=1' }
]
