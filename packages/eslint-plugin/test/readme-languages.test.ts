// The README's configs for each language, evaluated as written, lint a document of that language.
import { readFileSync } from 'node:fs'
import json from '@eslint/json'
import markdown from '@eslint/markdown'
import * as astroParser from 'astro-eslint-parser'
import { Linter } from 'eslint'
import linkcanon from 'eslint-plugin-linkcanon'
import { fromConfigFile } from 'eslint-plugin-linkcanon/config-file'
import svelteParser from 'svelte-eslint-parser'
import vueParser from 'vue-eslint-parser'
import { describe, expect, it } from 'vitest'

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')

const modules: Record<string, unknown> = {
  '@eslint/json': json,
  '@eslint/markdown': markdown,
  'astro-eslint-parser': astroParser,
  'eslint-plugin-linkcanon': linkcanon,
  'eslint-plugin-linkcanon/config-file': { fromConfigFile },
  'svelte-eslint-parser': svelteParser,
  'vue-eslint-parser': vueParser
}

/** The first ```js block under `heading`, evaluated: its imports are the modules above. */
function configUnder(heading: string): Linter.Config[] {
  const section = readme.slice(readme.indexOf(`\n${heading}\n`))
  const block = /```js\n([\s\S]*?)```/.exec(section)![1]!
  const names: string[] = []
  const values: unknown[] = []
  const body = block
    .replace(/^import (?:\* as )?(\w+|\{ \w+ \}) from '([^']+)'\n/gm, (_, name: string, from: string) => {
      expect(Object.keys(modules)).toContain(from)
      const inner = /^\{ (\w+) \}$/.exec(name)?.[1]
      names.push(inner ?? name)
      values.push(inner ? (modules[from] as Record<string, unknown>)[inner] : modules[from])
      return ''
    })
    .replace('export default', 'return')
  return new Function(...names, body)(...values) as Linter.Config[]
}

const linter = new Linter()
const found = (config: Linter.Config[], name: string, text: string) =>
  linter.verify(text, config, name).map((message) => `${message.ruleId} ${message.message}`)
const REMOVED = 'linkcanon/no-tracking-params Remove tracking parameter "utm_source": https://example.com/'

describe('README: a config for each language', () => {
  it('Markdown', () => {
    const config = configUnder('### Markdown')
    expect(found(config, 'a.md', '[a](https://example.com/?utm_source=x)\n')).toEqual([REMOVED])
    // Its front matter is read as YAML, through the value's quotes and escapes.
    const front = '---\nimage: "https://example.com/?utm_source=x\\u0026id=1"\n---\n'
    expect(found(config, 'a.md', front)).toEqual([REMOVED.replace('https://example.com/', 'https://example.com/?id=1')])
  })

  it('JSON, JSONC and JSON5', () => {
    const config = configUnder('### JSON')
    expect(found(config, 'a.json', '{"a": "https://example.com/?utm_source=x"}')).toEqual([REMOVED])
    expect(found(config, 'a.jsonc', '// c\n{"a": "https://example.com/?utm_source=x"}')).toEqual([REMOVED])
    expect(found(config, 'a.json5', "{a: 'https://example.com/?utm_source=x'}")).toEqual([REMOVED])
  })

  it('Vue, Svelte and Astro', () => {
    const config = configUnder('### Vue, Svelte and Astro')
    const markup = '<a href="https://example.com/?utm_source=x">x</a>'
    expect(found(config, 'a.vue', `<template>${markup}</template>\n`)).toEqual([REMOVED])
    expect(found(config, 'a.svelte', `${markup}\n`)).toEqual([REMOVED])
    expect(found(config, 'a.astro', `${markup}\n`)).toEqual([REMOVED])
  })

  it('fromConfigFile (no config file: the rule on for JavaScript and TypeScript)', () => {
    const config = configUnder('## Config file')
    expect(found(config, 'a.ts', "export const a = 'https://example.com/?utm_source=x'\n")).toEqual([REMOVED])
  })
})
