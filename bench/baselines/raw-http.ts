/**
 * Baseline: the ceiling of a Node process. A bare node:http server that answers each URL
 * with the exact status, headers and body bytes captured from the real server for the
 * same request (compressed the same way), straight from memory. Started pinned to the
 * server's core: `node --import tsx bench/baselines/raw-http.ts captures.json`; prints
 * `listening <port>` when ready.
 */
import { readFile } from 'node:fs/promises';
import http from 'node:http';

export interface Capture {
  /** Path and query, exactly as the load generator sends it. */
  url: string;
  status: number;
  /** Header pairs as the real server sent them (hop-by-hop ones left out). */
  headers: [string, string][];
  bodyBase64: string;
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'date',
  'content-length',
]);

export function keepHeader(name: string): boolean {
  return !HOP_BY_HOP.has(name.toLowerCase());
}

async function main() {
  const [file] = process.argv.slice(2);
  if (!file) throw new Error('usage: raw-http.ts captures.json');
  const captures = JSON.parse(await readFile(file, 'utf8')) as Capture[];
  const replies = new Map(
    captures.map((c) => {
      const body = Buffer.from(c.bodyBase64, 'base64');
      const headers = [
        ...c.headers.filter(([name]) => keepHeader(name)).flat(),
        'content-length',
        String(body.length),
      ];
      return [c.url, { status: c.status, headers, body }] as const;
    }),
  );

  const server = http.createServer((req, res) => {
    const reply = replies.get(req.url ?? '');
    if (!reply) {
      res.writeHead(404, { 'content-length': '0' });
      res.end();
      return;
    }
    res.writeHead(reply.status, reply.headers);
    res.end(reply.body);
  });
  // The same keep-alive as Fastify's default, so connections are reused alike.
  server.keepAliveTimeout = 72_000;
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    process.stdout.write(`listening ${port}\n`);
  });
  const close = () => server.close(() => process.exit(0));
  process.on('SIGTERM', close);
  process.on('SIGINT', close);
  // Even if the runner died: a baseline never outlives an hour.
  setTimeout(() => process.exit(0), 3_600_000).unref();
}

if (process.argv[1]?.endsWith('raw-http.ts')) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
