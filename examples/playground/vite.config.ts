import { defineConfig } from 'vite'
import { inlineBundle } from './build/inline-bundle.js'

// One self-contained dist/index.html that opens from file:// or any static server.
export default defineConfig({
  base: './',
  plugins: [inlineBundle()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    cssCodeSplit: false,
    assetsInlineLimit: Number.POSITIVE_INFINITY,
    modulePreload: { polyfill: false }
  }
})
