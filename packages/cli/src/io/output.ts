import { once } from 'node:events'
import type { Writable } from 'node:stream'

const FLUSH_AT = 1 << 16

/**
 * Buffered output that respects backpressure: text is written in chunks of about 64 KiB,
 * and `write` waits for `drain` when the stream asks it to.
 */
export class Output {
  readonly #stream: Writable
  #buffer = ''

  constructor(stream: Writable) {
    this.#stream = stream
  }

  async write(text: string | Iterable<string>): Promise<void> {
    for (const piece of typeof text === 'string' ? [text] : text) {
      this.#buffer += piece
      if (this.#buffer.length >= FLUSH_AT) await this.flush()
    }
  }

  async flush(): Promise<void> {
    if (this.#buffer === '') return
    const text = this.#buffer
    this.#buffer = ''
    if (!this.#stream.write(text)) await once(this.#stream, 'drain')
  }
}
