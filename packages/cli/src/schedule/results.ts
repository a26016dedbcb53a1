import type { FileEntry } from '../files/walk.js'
import type { FixPlan } from '../fix/plan.js'
import type { Snapshot } from '../fix/write.js'
import type { Finding } from '../scan/findings.js'
import type { Unchecked } from '../scan/outcome.js'

/** A text file that was read, with its findings. */
export interface ScannedFile {
  type: 'checked'
  entry: FileEntry
  /** Its text; `undefined` for a file answered by the cache (which `fix` uses only for files without findings). */
  text: string | undefined
  findings: Finding[]
  /** With `fix`: what the file was when it was read (`fix` replaces it only if it is still that). */
  snapshot: Snapshot | undefined
  /** With `fix`: the file's edits, planned in its scan (none for a file from the cache: it had no findings). */
  plan: FixPlan | undefined
  /** With `fix`: why the edits could not be planned (the fixed text is too deeply nested to read back). */
  notFixed: string | undefined
}

/** A file of the walk that was not checked (the note on standard error is written already). */
export interface UncheckedFile extends Omit<Unchecked, 'file'> {
  type: 'unchecked'
  entry: FileEntry
}

/** A temporary file an interrupted `fix` left (only with `leftovers`; without, a note says so). */
export interface LeftoverFile {
  type: 'leftover'
  entry: FileEntry
}

/** What the scan of one file gave, in walk order. */
export type FileResult = ScannedFile | UncheckedFile | LeftoverFile

/** How `FileScan` reads files and what it gives back. */
export interface ScanRequest {
  /** `fix`: read each file with its `Snapshot`, and plan its edits in its scan (`Job.fix`). */
  fix?: boolean
  /** Give the temporary files a killed `fix` left (`fix` removes them); by default each gets a note. */
  leftovers?: boolean
}
