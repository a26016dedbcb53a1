'use strict'
// `require('eslint-plugin-linkcanon')` (an `eslint.config.cjs`) gives the plugin itself, as
// `import` does, without `.default`: the ES module is loaded by `require` (Node.js 20.19+), so
// both give the same object.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- this file is the CommonJS entry
module.exports = require('../dist/index.js').default
