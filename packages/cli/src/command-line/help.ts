import { frontEndPreset } from '@linkcanon/core/rules'
import { coreFlagsHelp } from './core-flags.js'

/** The core options' lines of `url` (its default preset is `share`; it has no `--no-builtin-keep`). */
const urlFlags = coreFlagsHelp('share', 'no-builtin-keep')

/** The help texts, one a command (the core options' lines come from the core's option table). */
export const help = {
  main: `Usage: linkcanon <command> [options]

Find and remove tracking parameters from links.

Commands:
  url [URL...]        Canonicalize URLs (arguments, or one a line from standard input)
  extract [PATH...]   List the URLs in text files, folders, globs (or standard input)
  check [PATH...]     Report tracked links in Markdown, MDX and text files
  fix [PATH...]       Remove tracking parameters in place (minimal edits)
  rules import FILE   Read a community rule list and print what was read

Options:
  -h, --help          Show help (also "linkcanon <command> --help")
  -v, --version       Show the version

Exit codes: 0 nothing found, 1 findings (url: invalid input), 2 usage, config or I/O error.
`,
  rules: `Usage: linkcanon rules import FILE --format F [options]

Read a community rule list (never fetched) the way "ruleFiles" in the config does, and print
what was read: counts per kind and each skipped entry with its line or JSON path. Broken input
or an unsafe regular expression is an error naming its line or path (exit 2).

Options:
  --format <name>       clearurls | removeparam | brave
  --name <name>         The set's name in explanations (default: the format)
  --referral-marketing  ClearURLs: also apply referralMarketing
  --json                One JSON object: {"file","name","format","counts","skipped","completeProviders","rules"}
`,
  url: `Usage: linkcanon url [options] [URL...]

Canonicalize each URL (preset "share" unless given). Without URL arguments, reads one URL a
line from standard input, streaming. Prints one line of output for each line of input: the
canonical URL, or an empty line when the input is invalid (the error goes to standard error),
so input and output line up. Blank lines and "#" comment lines are copied as they are
(skipped with --json).

Options:
${urlFlags}  --explain           Under each URL, one line a change; a removed parameter names its rule
  --config <file>     Take the options of a config file (preset, rules, ruleFiles…); flags
                      override it. Without it no config file is read
  --json              One JSON object a line: {"input","url","changes"} or {"input","error"}

Exit code 1 when any input was invalid.
`,
  extract: `Usage: linkcanon extract [options] [PATH...|-]

Print the URLs found in each file's text (the core's URL grammar), one a line; "-" or no
PATH reads standard input, streaming. A file is read as it is; a folder or a glob is walked as
"check" walks it (.gitignore, the config's include/exclude/formats; binary and non-UTF-8
files skipped with a note).

Options:
  --include-code      In folders and globs, also read JavaScript and TypeScript files
  --json              One JSON object a line: {"url","start","end","line","column"} (and
                      "file" when reading files). start/end are UTF-16 offsets into the file;
                      line and column are 1-based, columns count UTF-16 code units (as ESLint)
                      and a byte order mark is not counted.
`,
  check: `Usage: linkcanon check [options] [PATH...]

Report links with tracking parameters (and, as warnings, URLs that cannot be read). PATH is a file, a
folder (walked, honouring .gitignore) or a glob; default ".". Markdown and MDX (.md,
.markdown, .mdx) are read through their syntax tree, so code is skipped; other text files
through the URL grammar; JavaScript/TypeScript only with --include-code (use the ESLint
plugin for those). Binary and non-UTF-8 files are skipped with a note, and so is a named
file that the config excludes or that is code without --include-code. The last line on
standard error says how many files were checked (text format; --quiet drops it). With
--format github, paths are relative to the repository root. Comments such as
<!-- linkcanon-disable-next-line --> or # linkcanon-disable-line utm_source keep links on
purpose (see the readme's "Directives").

Options:
  --format <name>     text (file:line:column  message) | json | sarif | github
  --by-value          Instead of each finding, each removed key=value with its count and the
                      keep entry that would keep it (text or json)
${coreFlagsHelp(frontEndPreset)}  --images            Also check Markdown images
  -q, --quiet         No summary line on standard error
  --include-code      Also read JavaScript and TypeScript files as text
  --config <file>     Use this config file instead of searching for one
  --no-config         Do not read a config file
  --full-parse        Parse every Markdown and MDX file whole (slower; same findings)
  --max-file-ms <n>   Skip a Markdown file whose parse takes longer (default 10000; 0: no limit);
                      files from 16 kB are parsed in a worker thread (even with --concurrency
                      off), except those whose .mjs config options cannot be sent to a thread:
                      parsed on the main thread, with no limit
  --cache             Reuse the findings of unchanged files (by content; fix: files without findings)
  --cache-location <path>  The cache file, or a folder for cache.json
                      (default node_modules/.cache/linkcanon/cache.json)
  --concurrency <n>   Worker threads that scan files: a number, auto (the default: one per
                      core but one; off below 4 cores) or off (no worker until a file needs
                      one: see --max-file-ms, and files nested too deeply for the main thread;
                      that worker then also takes queued files); runs under 1 MB stay on one
                      thread; the output is the same whatever the setting
  --max-warnings <n>  Fail (exit 1) when there are more than n warnings: URLs that cannot
                      be read (<http://localhost:port>), signed URLs, unused directives, files
                      read only in part (default -1, written --max-warnings=-1: warnings never fail)
  --allow-unchecked   A file skipped because its parse ran out of time (--max-file-ms) or of
                      call stack does not fail the run (it is still listed)
  --shard <i>/<n>     Only part i of n of the files (split by a hash of each path), for CI
                      machines that share a run; the parts together are the whole run

Exit codes: 0 no tracked links (warnings alone do not fail), 1 tracked links (or more
warnings than --max-warnings), 2 usage, config or I/O error, or a file not checked (a
parse out of time or call stack, unless --allow-unchecked; a file that cannot be read or
parsed).
`,
  fix: `Usage: linkcanon fix [options] [PATH...]

Remove tracking parameters in place. Only the characters of each URL change: line endings,
a byte order mark, spacing and escapes stay. URLs read through escapes (HTML character
references such as &amp;, JSON, YAML and TOML strings) are fixed with their escapes kept as
written; a URL whose text cannot be edited exactly (a Markdown backslash escape, an escape
that the edit would cut) is reported as not fixed, with the reason. Files are replaced
atomically; a file that changes while it is being fixed is left untouched.

Options: those of "check", and
  --dry-run           Print a unified diff of what would change; write nothing (format text only)

Exit codes: 0 nothing left to fix, 1 tracked links left that fix cannot fix (or more
warnings than --max-warnings, or, with --dry-run, anything to change), 2 usage, config or
I/O error, or a file not checked (as for "check").
`
} as const
