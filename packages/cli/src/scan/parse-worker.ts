// The worker thread of `budget.ts`: finds the findings of one file at a time.
import { parentPort } from 'node:worker_threads'
import { isStackOverflow, messageOf } from '../errors.js'
import type { FileKind } from '../files/kinds.js'
import { findingsOf, type ScanSettings } from './file.js'

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
    reply = { id: request.id, error: messageOf(error), overflow: isStackOverflow(error) }
  }
  parentPort!.postMessage(reply)
})
parentPort?.postMessage('ready')
