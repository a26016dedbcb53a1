import { HelpShown } from './command-line/args.js'
import { help } from './command-line/help.js'
import { warn, type Io } from './io/streams.js'
import { ConfigError } from '@linkcanon/core/config'
import { CliError, exitCodes, messageOf } from './errors.js'
import { version } from './version.js'

type Command = (args: readonly string[], io: Io) => Promise<number>

/** Each command is loaded when it runs (`url` does not load the Markdown parser). */
const commands: Record<string, () => Promise<Command>> = {
  url: async () => (await import('./commands/url.js')).runUrl,
  extract: async () => (await import('./commands/extract.js')).runExtract,
  check: async () => (await import('./commands/check.js')).runCheck,
  fix: async () => (await import('./commands/fix.js')).runFix,
  rules: async () => (await import('./commands/rules.js')).runRules
}

/** Run the CLI with `args` (without `node` and the script); resolves to the exit code. */
export async function main(args: readonly string[], io: Io): Promise<number> {
  const [command, ...rest] = args
  try {
    if (command === undefined || command === '-h' || command === '--help' || command === 'help') {
      io.stdout.write(help.main)
      return command === undefined ? exitCodes.error : exitCodes.ok
    }
    if (command === '-v' || command === '--version') {
      io.stdout.write(`${version}\n`)
      return exitCodes.ok
    }
    const load = Object.hasOwn(commands, command) ? commands[command] : undefined
    if (load === undefined) {
      const what = command.startsWith('-') ? 'option' : 'command'
      const known = Object.keys(commands).join(', ')
      throw new CliError('usage', `unknown ${what} "${command}"; commands: ${known} (see "linkcanon --help")`)
    }
    return await (
      await load()
    )(rest, io)
  } catch (error) {
    if (error instanceof HelpShown) return exitCodes.ok
    if (error instanceof CliError || error instanceof ConfigError) {
      warn(io, error.message)
      return exitCodes.error
    }
    warn(io, `internal error: ${messageOf(error)}`)
    if (error instanceof Error && error.stack) io.stderr.write(`${error.stack}\n`)
    return exitCodes.error
  }
}
