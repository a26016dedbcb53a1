// @linkcanon/core/messages: the wording tables (en, ko, zh) behind `formatChange`, `formatNote`
// and `inspectUrl`, and the helpers front ends word their own reports with.
export { changeMessages, removedKeys } from '../messages.js'
export { noteMessages } from '../notes.js'
export { findingMessages, leaveAsIs, readStoppedMessage } from '../finding.js'
export type { StopReason, StopScope } from '../finding.js'
