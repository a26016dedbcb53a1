import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, sep } from 'node:path'

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8'
}

export interface StaticServer {
  /** `http://127.0.0.1:<port>` */
  origin: string
  /** Every path asked for, in order. */
  hits: string[]
  close(): Promise<void>
}

/** Serve `root` read-only on 127.0.0.1 at a free port; `/` is `index.html`. */
export async function serveStatic(root: string): Promise<StaticServer> {
  const hits: string[] = []
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname)
    hits.push(path)
    const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path))
    if (!file.startsWith(root + sep)) {
      response.writeHead(403).end()
      return
    }
    readFile(file).then(
      (body) =>
        response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(body),
      () => response.writeHead(404).end()
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    hits,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())))
  }
}
