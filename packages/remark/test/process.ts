import remarkGfm from 'remark-gfm'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import remarkStringify from 'remark-stringify'
import remarkLinkcanon, { type Options } from 'remark-linkcanon'
import { unified } from 'unified'
import type { VFile } from 'vfile'
type VFileMessage = VFile['messages'][number]

/** How a fixture is processed: `options.json`. */
export interface FixtureConfig {
  /** Plugin options. */
  plugin?: Options
  /** Use remark-gfm (default true). */
  gfm?: boolean
}

/** Run the plugin the way a fixture says. */
export async function run(input: string, config: FixtureConfig, mdx: boolean): Promise<VFile> {
  const processor = unified().use(remarkParse)
  if (config.gfm !== false) processor.use(remarkGfm)
  if (mdx) processor.use(remarkMdx)
  return processor.use(remarkLinkcanon, config.plugin).use(remarkStringify).process(input)
}

/** A message as stored in `messages.json`. */
export function messageJson(message: VFileMessage): Record<string, unknown> {
  const place = message.place && 'start' in message.place ? message.place : undefined
  return {
    place: place ? `${place.start.line}:${place.start.column}-${place.end.line}:${place.end.column}` : null,
    ruleId: message.ruleId,
    source: message.source,
    reason: message.reason,
    // `null`: an info message (a link the plugin rewrote).
    fatal: message.fatal ?? null,
    expected: message.expected ?? null,
    url: message.url ?? null
  }
}
