import http from 'node:http';
import zlib from 'node:zlib';

export interface RawResponse {
  status: number;
  /** As sent, in order (from rawHeaders). */
  headers: [string, string][];
  /** The bytes on the wire after de-chunking: still compressed when the server compressed. */
  body: Buffer;
}

/** One request over a fresh connection to 127.0.0.1, with no decoding of the body. */
export function rawRequest(
  origin: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  const url = new URL(path, origin);
  if (url.hostname !== '127.0.0.1') throw new Error(`only the loopback: ${origin}`);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: options.method ?? 'GET',
        headers: options.headers,
        agent: false,
        timeout: 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const pairs: [string, string][] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            pairs.push([res.rawHeaders[i]!, res.rawHeaders[i + 1]!]);
          }
          resolve({ status: res.statusCode ?? 0, headers: pairs, body: Buffer.concat(chunks) });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`timeout: ${url}`)));
    req.on('error', reject);
    if (options.body) req.write(options.body);
    req.end();
  });
}

export function header(res: RawResponse, name: string): string | undefined {
  return res.headers.find(([k]) => k.toLowerCase() === name)?.[1];
}

/** The body decoded as the content-encoding says. */
export function decodedBody(res: RawResponse): Buffer {
  const encoding = header(res, 'content-encoding');
  if (encoding === 'br') return zlib.brotliDecompressSync(res.body);
  if (encoding === 'gzip') return zlib.gunzipSync(res.body);
  if (encoding === 'deflate') return zlib.inflateSync(res.body);
  return res.body;
}

export function jsonBody<T>(res: RawResponse): T {
  return JSON.parse(decodedBody(res).toString('utf8')) as T;
}
