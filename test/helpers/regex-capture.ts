// Record the regular expressions code under packages/ builds with `new RegExp` while `run`
// runs: patterns made from rule data, which no source scan can see.

export interface CapturedRegex {
  source: string
  flags: string
}

const FROM_PACKAGES = /[/\\]packages[/\\][^/\\]+[/\\](?:dist|src)[/\\]/

/** Replace the global RegExp with a recording proxy while `run` runs. */
export async function captureRegExps(run: () => Promise<void>): Promise<CapturedRegex[]> {
  const original = globalThis.RegExp
  const seen = new Map<string, CapturedRegex>()
  const record = (made: RegExp): void => {
    // Only calls made from a package's own code (not the test runner's).
    const caller = (new Error().stack ?? '').split('\n').slice(3, 4).join('')
    if (FROM_PACKAGES.test(caller))
      seen.set(`/${made.source}/${made.flags}`, { source: made.source, flags: made.flags })
  }
  const proxy = new Proxy(original, {
    construct(target, args, newTarget) {
      const made = Reflect.construct(target, args, newTarget) as RegExp
      record(made)
      return made
    },
    apply(target, thisArg, args) {
      const made = Reflect.apply(target, thisArg, args) as RegExp
      record(made)
      return made
    }
  })
  globalThis.RegExp = proxy
  try {
    await run()
  } finally {
    globalThis.RegExp = original
  }
  return [...seen.values()]
}
