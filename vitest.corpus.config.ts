import { defineConfig } from 'vitest/config'

// `pnpm test:corpus`: the corpus tests (which `pnpm test` runs on the vendored slice) on the whole
// Markdown corpus, named by LINKCANON_CORPUS (CI: ../shared/corpora/markdown), held to the figures
// measured on it.
if ((process.env.LINKCANON_CORPUS ?? '') === '') {
  throw new Error('test:corpus needs the Markdown corpus: LINKCANON_CORPUS=/path/to/markdown pnpm test:corpus')
}

export default defineConfig({
  test: {
    include: ['test/fix-safety.test.ts', 'packages/cli/test/corpus-fix.test.ts', 'packages/cli/test/fast-path.test.ts'],
    testTimeout: 900_000,
    hookTimeout: 120_000
  }
})
