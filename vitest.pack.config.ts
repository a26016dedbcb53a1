import { defineConfig } from 'vitest/config'

// `pnpm test:pack`: pack the four packages, install the tarballs with npm in a temporary app and use
// them there (test/pack/pack.test.ts); run the language: node pre-commit hooks, which pre-commit installs with npm
// (test/pack/pre-commit.test.ts). Needs the npm registry, so it is not part of `pnpm test`; .ci/run runs it.
export default defineConfig({
  test: {
    include: ['test/pack/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 600_000
  }
})
