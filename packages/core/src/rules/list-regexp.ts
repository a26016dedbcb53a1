/**
 * A case-insensitive regular expression from an imported list: a provider's URL pattern, an
 * exception or a redirection (each checked by `checkListRegExp` when the list was imported).
 */
export function listRegExp(source: string): RegExp {
  return new RegExp(source, 'i')
}
