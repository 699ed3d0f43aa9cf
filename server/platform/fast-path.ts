import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { FastifyReply } from "fastify";

/** Answers a request straight from memory when it can, before Fastify parses anything; false hands it to Fastify. */
export type FastPath = (request: IncomingMessage, response: ServerResponse) => boolean;

/** The headers an answer went out with, to send again from a fast path: without those node writes per response, nor the length. */
export function headersToRepeat(reply: FastifyReply): OutgoingHttpHeaders {
  const { date: _date, connection: _connection, "keep-alive": _keepAlive, "content-length": _length, ...headers } = reply.getHeaders();
  return headers as OutgoingHttpHeaders;
}
