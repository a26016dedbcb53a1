/** The keys that are pins in some places: only `ref` for now (a list: compared without hashing each key). */
export const FUNCTIONAL_KEYS: readonly string[] = ['ref']

/**
 * A git or module source: a path segment ending in `.git` (`/org/infra.git`), or a `//`
 * that starts a subdirectory (Terraform `…/infra.git//modules/vpc`, Kustomize `…/repo//base`).
 */
export const GIT_SOURCE = /\.git(?:\/|$)|\/\/[^/]/i

/**
 * Code-hosting API paths on any host, under any prefix: GitHub Enterprise (`/api/v3/repos/`,
 * `/api/v3/repositories/`), GitLab (`/api/v4/projects/`, and the `/-/pipelines/new` form),
 * Gitea, Forgejo and Codeberg (`/api/v1/repos/`).
 */
export const API_PATH = /\/api\/v[134]\/(?:repos|repositories|projects)\/|\/-\/pipelines\/new\/?$/i

/** GitHub's API host (`api.github.com`, `api.<tenant>.ghe.com`): `/repos/…` and `/repositories/<id>/…`. */
export const API_HOST_PATH = /^\/(?:repos|repositories)\//i

/**
 * A value that names a version, branch or commit: `v1.4.0`, `1.2.3`, `v2`, a 7–40 digit
 * hexadecimal commit (with a letter and a digit), `main`, `master`, `develop`, `release/…`,
 * `refs/heads/…`, `tags/…`.
 */
export const VERSION_LIKE: readonly RegExp[] = [
  /^v?\d+(?:\.\d+)+(?:[-+][\w.-]+)?$/,
  /^v\d+$/,
  /^(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{7,40}$/i,
  /^(?:main|master|develop|development|trunk|stable|HEAD)$/,
  /^(?:release|releases|hotfix|refs|heads|tags)\/\S+$/
]
