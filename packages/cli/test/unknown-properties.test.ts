// An unknown property of a rule in a config file (top level, an override, a .mjs config with a
// function in it): exit 2 with the core's message naming its path; nothing is checked.
import { describe, expect, it } from 'vitest'
import { linkcanon, scratch } from './run.js'

const page = 'See https://e.com/?utm_source=x\n'
const rule =
  'unknown property of a rule; a rule has key, match, value, valueMatch, caseSensitive, hosts, paths, urls, exceptUrls, withEquals, note, source'

describe('an unknown property of a rule in the options', () => {
  it.each([
    ['linkcanon.config.json', '{"keep": [{"key": "id", "check": true}]}', `"keep": keep[0].check: ${rule}`],
    [
      'linkcanon.config.json',
      '{"overrides": [{"files": "*.md", "rules": ["default", {"key": "x", "hots": ["e.com"]}]}]}',
      `"overrides": entry 1: rules[1].hots: ${rule}`
    ],
    [
      'linkcanon.config.mjs',
      'export default { rules: [{ name: "s", remove: [{ key: "x", test: (key) => key === "x" }] }] }\n',
      `"rules": rules[0].remove[0].test: ${rule}`
    ]
  ])('%s %s', (name, text, message) => {
    const dir = scratch({ [name]: text, 'a.md': page })
    for (const command of ['check', 'fix']) {
      const run = linkcanon([command, 'a.md'], { cwd: dir })
      expect(run.code).toBe(2)
      expect(run.stdout).toBe('')
      expect(run.stderr).toContain(`${name}: ${message}`)
    }
  })

  it('the documented properties pass', () => {
    const config = {
      keep: [{ key: 'id', note: 'ours', caseSensitive: false, hosts: ['e.com'], paths: ['/**'] }],
      rules: ['default', { key: 'x', match: 'prefix', source: 'team list' }]
    }
    const run = linkcanon(['check', 'a.md'], {
      cwd: scratch({ 'linkcanon.config.json': JSON.stringify(config), 'a.md': page })
    })
    expect(run.code).toBe(1)
    expect(run.stdout).toBe('a.md:1:5  Remove tracking parameter "utm_source": https://e.com/\n')
  })
})
