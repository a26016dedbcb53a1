import { configDefaults, defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['packages/*/test/**/*.test.ts', 'test/**/*.test.ts', 'examples/*/test/**/*.test.ts'],
    // `pnpm test:pack` (vitest.pack.config.ts) installs the packed tarballs from the npm registry.
    exclude: [...configDefaults.exclude, 'test/pack/**'],
    testTimeout: 60_000,
    hookTimeout: 120_000
  }
})
