import type { CanonicalizeOptions } from '@linkcanon/core'
import { optionsForFile, type LoadedConfig } from '@linkcanon/core/config'
import { changesOnlyQuery } from '@linkcanon/core/rules'
import type { ScanSettings } from '../scan/file.js'

/**
 * The scan settings of each file: the config's `overrides` that match its path change the core
 * options, and the flags (`withFlags`) still win over them. Without overrides every file gets
 * `scan`. One settings object for each set of matching overrides.
 */
export function fileSettings(
  config: LoadedConfig | undefined,
  scan: ScanSettings,
  withFlags: (base: CanonicalizeOptions | undefined) => CanonicalizeOptions | undefined
): (path: string) => ScanSettings {
  if (config === undefined || (config.config.overrides ?? []).length === 0) return () => scan
  const byOptions = new Map<CanonicalizeOptions | undefined, ScanSettings>()
  return (path) => {
    const base = optionsForFile(config, path)
    let settings = byOptions.get(base)
    if (settings === undefined) {
      settings = { ...scan, core: withFlags(base) }
      // (An override's rules may bring raw rules: then the Markdown prefilter would miss changes.)
      if (!changesOnlyQuery(settings.core)) settings.fast = false
      byOptions.set(base, settings)
    }
    return settings
  }
}
