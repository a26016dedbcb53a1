import { noTrackingParams, ruleName, type NoTrackingParamsRule } from './no-tracking-params.js'

export type { NoTrackingParamsRule } from './no-tracking-params.js'

/** Every rule of the plugin, by name. */
export const rules: { [ruleName]: NoTrackingParamsRule } = { [ruleName]: noTrackingParams }
