// Find every regular expression in packages/*/src/**/*.ts by parsing the source with the
// TypeScript compiler: literals (`/re/flags`) and `new RegExp(…)` / `RegExp(…)` calls.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url))

export interface RegexSite {
  /** Path from the repo root, `/`-separated. */
  file: string
  line: number
  /** What the source says: `/re/flags` for a literal, the call's text for a constructor. */
  text: string
  /** Pattern and flags when they are known from the source alone, else `null`. */
  pattern: { source: string; flags: string } | null
}

/** Every `.ts`/`.tsx`/`.mts` file under `packages/<name>/src/`, found at run time. */
export function sourceFiles(): string[] {
  const files: string[] = []
  const packages = join(repoRoot, 'packages')
  for (const name of readdirSync(packages).sort()) {
    const src = join(packages, name, 'src')
    let entries: string[]
    try {
      entries = readdirSync(src, { recursive: true, encoding: 'utf8' })
    } catch {
      continue
    }
    for (const entry of entries.sort()) {
      if (/\.(?:ts|tsx|mts|cts)$/.test(entry) && !entry.endsWith('.d.ts')) files.push(join(src, entry))
    }
  }
  return files
}

function literalPattern(text: string): { source: string; flags: string } {
  const end = text.lastIndexOf('/')
  return { source: text.slice(1, end), flags: text.slice(end + 1) }
}

/** The string value of a constant expression (string literal or template without holes). */
function constantString(node: ts.Expression | undefined): string | null {
  if (node === undefined) return null
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text
  return null
}

function constructorPattern(call: ts.NewExpression | ts.CallExpression): { source: string; flags: string } | null {
  const [first, second] = call.arguments ?? []
  const source = constantString(first)
  if (source === null) return null
  if (second === undefined) return { source, flags: '' }
  const flags = constantString(second)
  return flags === null ? null : { source, flags }
}

function isRegExpCall(node: ts.Node): node is ts.NewExpression | ts.CallExpression {
  return (
    (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
    ts.isIdentifier(node.expression) &&
    node.expression.text === 'RegExp'
  )
}

export function scanFile(path: string): RegexSite[] {
  const text = readFileSync(path, 'utf8')
  const kind = path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind)
  const name = relative(repoRoot, path).split('\\').join('/')
  const sites: RegexSite[] = []
  const visit = (node: ts.Node): void => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const literal = node.getText(file)
      sites.push({ file: name, line: line(file, node), text: literal, pattern: literalPattern(literal) })
    } else if (isRegExpCall(node)) {
      sites.push({ file: name, line: line(file, node), text: node.getText(file), pattern: constructorPattern(node) })
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return sites
}

function line(file: ts.SourceFile, node: ts.Node): number {
  return file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1
}

export function scanSources(): RegexSite[] {
  return sourceFiles().flatMap(scanFile)
}
