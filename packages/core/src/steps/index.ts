import type { StepName } from '../presets.js'
import { fragmentStep } from './fragment.js'
import { hostStep } from './host.js'
import { pathStep } from './path.js'
import { portStep } from './port.js'
import { queryStep } from './query.js'
import { schemeStep } from './scheme.js'
import type { Step } from './types.js'
import { userinfoStep } from './userinfo.js'

export const steps: Readonly<Record<StepName, Step>> = {
  scheme: schemeStep,
  userinfo: userinfoStep,
  host: hostStep,
  port: portStep,
  path: pathStep,
  query: queryStep,
  fragment: fragmentStep
}

export type { Step } from './types.js'
