import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SecondOrigin {
  /** `http://127.0.0.1:<port>`: another origin than the app, but the same site. */
  origin: string;
  close(): Promise<void>;
}

/**
 * A page on another port of 127.0.0.1: a different origin from the app, but the same site,
 * so the browser still sends the app's SameSite cookies with its requests (issue #14 finding
 * 12), and an API client on another origin (CORS_ORIGINS). `/` answers `html`.
 */
export function serveSecondOrigin(html: string): Promise<SecondOrigin> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        origin: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
