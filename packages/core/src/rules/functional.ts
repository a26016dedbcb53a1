import { makeNote, type KeptReason, type Note } from '../notes.js'
import type { ParamContext } from './compile.js'
import { API_HOST_PATH, API_PATH, FUNCTIONAL_KEYS, GIT_SOURCE, VERSION_LIKE } from './data/functional.js'

/**
 * Which functional parameters a preset keeps although a rule names them (see `keptNote`):
 * `all` (`minimal`): on git and module sources, on code-hosting API paths, and wherever the
 * value looks like a version, branch or commit; `source` (`share`): on git and module sources
 * and code-hosting API paths only, so that the fixed tracker list's `?ref=xyz` still goes; `off`.
 */
export type FunctionalMode = 'all' | 'source' | 'off'

function isApiPath(context: ParamContext): boolean {
  return API_PATH.test(context.path) || (context.host.startsWith('api.') && API_HOST_PATH.test(context.path))
}

/** The `kept-param` note when `key=value` does real work here and stays (see `FunctionalMode`), else `undefined`. */
export function keptNote(
  mode: FunctionalMode,
  key: string,
  value: string,
  context: () => ParamContext
): Note | undefined {
  if (mode === 'off' || !FUNCTIONAL_KEYS.includes(key)) return undefined
  const where = context()
  const reason: KeptReason | undefined = GIT_SOURCE.test(where.path)
    ? 'git-source'
    : isApiPath(where)
      ? 'code-host-api'
      : mode === 'all' && VERSION_LIKE.some((re) => re.test(value))
        ? 'version-like'
        : undefined
  return reason === undefined ? undefined : makeNote('kept-param', { key, reason })
}
