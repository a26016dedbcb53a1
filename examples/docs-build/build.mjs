// Build docs/*.md into out/*.html, removing tracking parameters from links on the way.
// Usage: node examples/docs-build/build.mjs [outDir]   (default: examples/docs-build/out)
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { basename, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import rehypeStringify from 'rehype-stringify'
import remarkGfm from 'remark-gfm'
import remarkLinkcanon from 'remark-linkcanon'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { VFile } from 'vfile'
import { reporter } from 'vfile-reporter'

const here = fileURLToPath(new URL('.', import.meta.url))
const docs = join(here, 'docs')
const out = resolve(process.argv[2] ?? join(here, 'out'))

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkLinkcanon)
  .use(remarkRehype, { allowDangerousHtml: true })
  .use(rehypeStringify, { allowDangerousHtml: true })

await mkdir(out, { recursive: true })
const files = []
for (const name of (await readdir(docs)).filter((name) => name.endsWith('.md')).sort()) {
  const path = join(docs, name)
  const file = await processor.process(
    new VFile({ path: relative(process.cwd(), path), value: await readFile(path, 'utf8') })
  )
  await writeFile(join(out, `${basename(name, '.md')}.html`), String(file))
  files.push(file)
}

console.error(reporter(files))
console.log(`Built ${files.length} pages into ${out}`)
