import type { ParamPattern } from '../types.js'

/**
 * The `minimal` preset's built-in exceptions: places where a key of the default list
 * does real work. Turned off with `builtinKeep: false`.
 */
export const minimalKeep: readonly ParamPattern[] = [
  {
    key: 'ref',
    hosts: ['api.github.com'],
    paths: ['/repos/**'],
    note: 'GitHub REST API: `ref` names the branch, tag or commit (`/repos/o/r/contents/p?ref=main`)'
  },
  {
    key: 'ref',
    paths: ['/api/v4/projects/**'],
    note: 'GitLab REST API (gitlab.com and self-hosted): `ref` names the branch, tag or commit'
  },
  {
    key: 'ref',
    paths: ['/api/v1/repos/**'],
    note: 'Gitea, Forgejo and Codeberg API: `ref` names the branch, tag or commit'
  }
]
