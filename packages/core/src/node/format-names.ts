/** The kinds a config's `formats` may give an extension (how the CLI reads such files). */
export const formatNames = ['markdown', 'mdx', 'html', 'xml', 'json', 'yaml', 'toml', 'csv', 'tsv', 'text'] as const
