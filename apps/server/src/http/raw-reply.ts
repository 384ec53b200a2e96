import type { FastifyReply, FastifyRequest } from 'fastify';

/** Headers as writeHead's flat list (name, value, name, value...): build it once per answer. */
export const headerList = (headers: Record<string, string>): string[] =>
  Object.entries(headers).flat();

/**
 * Ends the request on the socket, past Fastify's send path (decision 020), for answers kept in
 * memory with every header they need. The onSend hooks are skipped, so the request id that
 * app.ts adds there is added here. Headers already set on the raw response go out too.
 */
export function sendRaw(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  headers: string[],
  body?: Buffer,
): FastifyReply {
  reply.hijack();
  reply.raw.writeHead(status, [...headers, 'x-request-id', request.id]);
  reply.raw.end(body);
  return reply;
}
