import { execFileSync } from 'node:child_process'
import { readdirSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const packageDir = fileURLToPath(new URL('../..', import.meta.url))
export const distDir = join(packageDir, 'dist')
export const pageFile = join(distDir, 'index.html')

/** What the page is built from: its own sources and the core's built `dist/`. */
function sourcePaths(): string[] {
  const coreDist = dirname(fileURLToPath(import.meta.resolve('@linkcanon/core')))
  return [
    ...['index.html', 'vite.config.ts', 'package.json', 'tsconfig.json'].map((name) => join(packageDir, name)),
    join(packageDir, 'src'),
    join(packageDir, 'build'),
    coreDist
  ]
}

function newestMtime(path: string): number {
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)))
  return newest
}

function builtMtime(): number | undefined {
  try {
    return statSync(pageFile).mtimeMs
  } catch {
    return undefined
  }
}

/** Run the package's `build` script when `dist/index.html` is missing or older than a source. */
export function ensureBuilt(): void {
  const built = builtMtime()
  if (built !== undefined && built >= Math.max(...sourcePaths().map(newestMtime))) return
  try {
    execFileSync('npm', ['run', 'build', '--silent'], { cwd: packageDir, stdio: 'pipe', encoding: 'utf8' })
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string }
    throw new Error(
      `Building the playground failed (npm run build in ${packageDir}):\n${stdout ?? ''}${stderr ?? ''}`,
      { cause: error }
    )
  }
}
