// `linkcanon/config`: the config loader, which lives in `@linkcanon/core/config` (Node only) so
// that remark-linkcanon and eslint-plugin-linkcanon read the same files the same way.
export * from '@linkcanon/core/config'
