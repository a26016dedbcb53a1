/** The documentation the SARIF rules link to. */
export const docs = 'https://github.com/linkcanon/linkcanon/blob/main/packages/cli/readme.md'

/** One rule as SARIF describes it (`reportingDescriptor`; `name`: the id in PascalCase), from its words and help. */
function rule(id: string, anchor: string, short: string, full: string, help: string) {
  return {
    id,
    name: id.replace(/(?:^|-)(\w)/g, (_, letter: string) => letter.toUpperCase()),
    shortDescription: { text: short },
    fullDescription: { text: full },
    help: { text: `${full} ${help}`, markdown: `${full}\n\n${help}\n\nSee [the documentation](${docs}#${anchor}).` },
    helpUri: `${docs}#${anchor}`,
    defaultConfiguration: { level: 'warning' },
    properties: { tags: ['links', 'privacy'] }
  } as const
}

/**
 * The rules of the SARIF log, in the order of their `ruleIndex`. GitHub code scanning shows
 * `shortDescription` as the alert's title and `help` on the alert's page; each has every field
 * its documentation lists for rules.
 */
export const sarifRules = [
  rule(
    'no-tracking-params',
    'no-tracking-params',
    'Links should not carry tracking parameters',
    'A link carries a parameter that the active rules call a tracker (utm_*, fbclid, gclid…).',
    'Run `linkcanon fix` to remove it; only the characters of the URL change. Keep a parameter on purpose with ' +
      '`keep` in linkcanon.config.json or a `linkcanon-disable-next-line` comment.'
  ),
  rule(
    'invalid-url',
    'invalid-url',
    'Links should be URLs linkcanon can read',
    "A link's URL cannot be read as a URL (a bad host or port, an http: URL without //); " +
      'a placeholder such as <http://localhost:port> is one.',
    'A warning: it fails the run only with `--max-warnings`. Correct the URL, or write a placeholder as code.'
  ),
  rule(
    'signed-url',
    'signed-urls',
    'Signed URLs are left as they are (editing one would break its signature)',
    'A URL that carries a signature parameter (S3 or GCS presigned, CloudFront, Azure SAS) has tracking parameters, ' +
      'but removing them would break its signature.',
    'linkcanon leaves it as it is; replace the link by one without trackers if you can.'
  ),
  rule(
    'linkcanon-directive',
    'directives',
    'linkcanon-disable comments should be known and needed',
    'A `linkcanon-…` comment is unknown, or keeps nothing (no finding on the lines it covers).',
    'Remove it, or correct its name or keys.'
  ),
  rule(
    'read-stopped',
    'files-other-than-markdown',
    'Files, and raw HTML in Markdown, should be read to their end',
    'A string or attribute value whose quote never closes stopped the reading; ' +
      'the rest of the file (or of that HTML) was not checked.',
    'Close the quote so that the rest is checked.'
  )
]
