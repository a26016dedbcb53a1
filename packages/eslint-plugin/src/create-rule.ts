import type { JSRuleDefinition, JSRuleDefinitionTypeOptions } from 'eslint'

type Definition<Options extends Partial<JSRuleDefinitionTypeOptions>> = JSRuleDefinition<Options>
type Meta<Options extends Partial<JSRuleDefinitionTypeOptions>> = NonNullable<Definition<Options>['meta']>

/** A rule as written in `src/rules/`: everything but `meta.docs.url`, which this factory fills in. */
export interface RuleSource<Options extends Partial<JSRuleDefinitionTypeOptions>> {
  meta: Omit<Meta<Options>, 'docs'> & { docs: Omit<NonNullable<Meta<Options>['docs']>, 'url'> }
  create: Definition<Options>['create']
}

/** Where the rules' documentation lives: `docs/rules/<name>.md`. */
const docs = 'https://github.com/linkcanon/linkcanon/blob/main/packages/eslint-plugin/docs/rules/'

/** Make a rule of this plugin: one place for what every rule's `meta` shares. */
export function createRule<Options extends Partial<JSRuleDefinitionTypeOptions>>(
  name: string,
  rule: RuleSource<Options>
): Definition<Options> {
  return {
    meta: { ...rule.meta, docs: { ...rule.meta.docs, url: `${docs}${name}.md` } } as Meta<Options>,
    create: rule.create
  }
}
