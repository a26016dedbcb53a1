import { frontEndPreset, getPreset } from './presets.js'
import { resolveRuleSets } from './rules/compile.js'
import type { CanonicalizeOptions, PresetName } from './types.js'

/**
 * Whether, under these options, a URL can change only where a tracker key follows its `?`:
 * the `minimal` preset without `forceHttps`, `unwrap`, `fragment` or raw rules (imported
 * ClearURLs `rawRules`). Front ends may then pass over text without a `?` unread; otherwise a
 * redirect link, a fragment or a path can change too.
 */
export function changesOnlyQuery(
  options: CanonicalizeOptions | undefined,
  defaultPreset: PresetName = frontEndPreset
): boolean {
  const preset = getPreset(options?.preset ?? defaultPreset)
  if (
    preset.name !== 'minimal' ||
    options?.forceHttps === true ||
    options?.unwrap === true ||
    options?.fragment === true
  )
    return false
  return !resolveRuleSets(options?.rules ?? preset.rules).some((set) => (set.rawRules ?? []).length > 0)
}
