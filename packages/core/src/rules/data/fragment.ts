/**
 * Keys that only ever track in a fragment: AT Internet's `xtor` (`#xtor=RSS-1`), written in
 * the fragment so that servers never see it. (Public documentation of AT Internet / Piano
 * Analytics campaign marking; written for linkcanon.)
 */
export const FRAGMENT_ONLY: ReadonlySet<string> = new Set(['xtor'])
