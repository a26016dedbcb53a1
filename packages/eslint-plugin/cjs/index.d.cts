import type { LinkcanonPlugin } from '../dist/index.js'

declare const plugin: LinkcanonPlugin
export = plugin
