// `@linkcanon/core/config`: the linkcanon config file, found and read the same way by the CLI,
// remark-linkcanon and eslint-plugin-linkcanon. Node only (it reads files): the browser build
// of the core never imports it.
export * from './config.js'
export { ConfigError, configKeys, formatNames, validateConfig } from './validate.js'
export { overrideKeys, type ConfigOverride } from './overrides.js'
export { clearConfigCache, configForFile, fileIncluded, optionsForFile } from './resolve.js'
export { readRuleFile, ruleFilesProblem, type RuleFile } from './rule-files.js'
