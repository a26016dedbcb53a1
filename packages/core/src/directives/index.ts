export { DirectiveSet, keptByDirective, unusedMessage, type DirectiveVerdict } from './apply.js'
export {
  directiveNames,
  findDirectives,
  type CommentSyntax,
  type Directive,
  type DirectiveName,
  type DirectiveProblem
} from './find.js'
