import { makeNote, type KeptReason, type Note } from '../notes.js'
import type { ParamContext } from './compile.js'

/**
 * Which functional parameters a preset keeps although a rule names them (see `keptReason`):
 * `all` (`minimal`): on git and module sources, on code-hosting API paths, and wherever the
 * value looks like a version, branch or commit; `source` (`share`): on git and module sources
 * and code-hosting API paths only, so that seed 000's `?ref=xyz` still goes; `off`.
 */
export type FunctionalMode = 'all' | 'source' | 'off'

/** The keys that are pins in some places: only `ref` for now (a list: compared without hashing each key). */
const FUNCTIONAL_KEYS: readonly string[] = ['ref']

/**
 * A git or module source: a path segment ending in `.git` (`/org/infra.git`), or a `//`
 * that starts a subdirectory (Terraform `…/infra.git//modules/vpc`, Kustomize `…/repo//base`).
 */
const GIT_SOURCE = /\.git(?:\/|$)|\/\/[^/]/i

/**
 * Code-hosting API paths on any host, under any prefix: GitHub Enterprise (`/api/v3/repos/`,
 * `/api/v3/repositories/`), GitLab (`/api/v4/projects/`, and the `/-/pipelines/new` form),
 * Gitea, Forgejo and Codeberg (`/api/v1/repos/`).
 */
const API_PATH = /\/api\/v[134]\/(?:repos|repositories|projects)\/|\/-\/pipelines\/new\/?$/i

/** GitHub's API host (`api.github.com`, `api.<tenant>.ghe.com`): `/repos/…` and `/repositories/<id>/…`. */
const API_HOST_PATH = /^\/(?:repos|repositories)\//i

/**
 * A value that names a version, branch or commit: `v1.4.0`, `1.2.3`, `v2`, a 7–40 digit
 * hexadecimal commit (with a letter and a digit), `main`, `master`, `develop`, `release/…`,
 * `refs/heads/…`, `tags/…`.
 */
const VERSION_LIKE = [
  /^v?\d+(?:\.\d+)+(?:[-+][\w.-]+)?$/,
  /^v\d+$/,
  /^(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{7,40}$/i,
  /^(?:main|master|develop|development|trunk|stable|HEAD)$/,
  /^(?:release|releases|hotfix|refs|heads|tags)\/\S+$/
]

function isApiPath(context: ParamContext): boolean {
  return API_PATH.test(context.path) || (context.host.startsWith('api.') && API_HOST_PATH.test(context.path))
}

/** Whether `key` can be a pin somewhere (a cheap test before `keptReason`). */
export function isFunctionalKey(key: string): boolean {
  return FUNCTIONAL_KEYS.includes(key)
}

/** Why the parameter `key=value` does real work here and must stay, or `undefined` when it may go. */
export function keptReason(
  mode: FunctionalMode,
  key: string,
  value: string,
  context: () => ParamContext
): KeptReason | undefined {
  if (mode === 'off' || !FUNCTIONAL_KEYS.includes(key)) return undefined
  const where = context()
  if (GIT_SOURCE.test(where.path)) return 'git-source'
  if (isApiPath(where)) return 'code-host-api'
  if (mode === 'all' && VERSION_LIKE.some((re) => re.test(value))) return 'version-like'
  return undefined
}

/** The `kept-param` note when `key=value` stays (see `keptReason`), else `undefined`. */
export function keptNote(
  mode: FunctionalMode,
  key: string,
  value: string,
  context: () => ParamContext
): Note | undefined {
  const reason = keptReason(mode, key, value, context)
  return reason === undefined ? undefined : makeNote('kept-param', { key, reason })
}
