// @linkcanon/core/directives: `linkcanon-disable…` and `linkcanon-enable` comments, found in any
// comment syntax and applied to findings alike by every front end.
export { DirectiveSet, type DirectiveVerdict } from '../directives/apply.js'
export * from '../directives/find.js'
export * from '../directives/document.js'
