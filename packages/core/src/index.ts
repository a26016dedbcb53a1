// The public API of @linkcanon/core: what readme.md documents, nothing else (a test pins the list).
// Ten values; what front ends share beyond them lives in documented subpaths (see exports/).
export { canonicalize, createCanonicalizer, validateOptions } from './entry/canonicalize.js'
export { LinkcanonError, isLinkcanonError } from './errors.js'
export type { LinkcanonErrorCode } from './errors.js'
export { formatChange } from './messages.js'
export type { ChangeDetails, Locale } from './messages.js'
export { importRules } from './rules/import/index.js'
export type { ImportedRuleSet, ImportOptions, ImportReport, RuleListFormat } from './rules/import/index.js'
export type { Preset, StepName } from './presets.js'
export type {
  KeepOption,
  KeyMatch,
  ParamPattern,
  RawRule,
  RedirectRule,
  RuleEntry,
  RuleSet,
  RuleSetName,
  RulesOption
} from './rules/types.js'
export type { RuleRef } from './rules/rule-ref.js'
export type { CanonicalizeOptions, CanonicalizeResult, Change, ChangeType, PresetName, Span } from './types.js'
export { extractUrls } from './extract/extract-urls.js'
export type { ExtractOptions } from './extract/extract-urls.js'
export type { LocatedUrl } from './extract/scan.js'
export type { RejectedUrl, ScannedUrl, ScanResult } from './extract/scan-text.js'
export { inspectUrl } from './finding.js'
export type { InspectOptions, LeftReason, Finding } from './finding.js'
export { formatNote } from './notes.js'
export type { KeptReason, Note, NoteType, RawLeftReason } from './notes.js'
export type { SignedParam, SignedRule } from './rules/signed.js'
