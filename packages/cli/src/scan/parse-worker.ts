// The worker thread of `budget.ts`: finds the findings of one file at a time.
import { parentPort } from 'node:worker_threads'
import { findingsOf, type ScanSettings } from './file.js'
import type { FileKind } from '../files/kinds.js'

/** One file to scan. */
export interface ParseRequest {
  id: number
  name: string
  text: string
  kind: FileKind
  settings: ScanSettings
}

/** Its findings, or what the parse threw (a stack overflow told apart: it skips the file). */
export type ParseReply =
  | { id: number; findings: ReturnType<typeof findingsOf> }
  | { id: number; error: string; overflow: boolean }

parentPort?.on('message', (request: ParseRequest) => {
  let reply: ParseReply
  try {
    reply = { id: request.id, findings: findingsOf(request.name, request.text, request.kind, request.settings) }
  } catch (error) {
    const overflow = error instanceof RangeError && /call stack/i.test(error.message)
    reply = { id: request.id, error: error instanceof Error ? error.message : String(error), overflow }
  }
  parentPort!.postMessage(reply)
})
parentPort?.postMessage('ready')
