import type { FastifyInstance } from "fastify";

const TIMED_OUT = "HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n";

/**
 * Node's requestTimeout, kept for every route but those that receive files: a request must have arrived whole within
 * `ms` of its headers, or its connection is answered 408 and closed, as Node would. A file upload (route config
 * `longUpload`) may take hours; it is bounded instead by the socket's idle timeout and by its route's own guards,
 * which refuse anyone not allowed to upload before a byte of the body is read.
 */
export function requestDeadline(app: FastifyInstance, ms: number) {
  app.addHook("onRequest", (request, reply, done) => {
    const { raw } = request;
    if (raw.complete || request.routeOptions.config.longUpload) return done();
    const timer = setTimeout(() => {
      const socket = raw.socket;
      if (raw.complete || reply.raw.writableFinished || socket.destroyed || typeof socket.end !== "function") return;
      socket.end(TIMED_OUT);
      socket.destroySoon();
    }, ms);
    timer.unref();
    const clear = () => clearTimeout(timer);
    raw.once("end", clear);
    reply.raw.once("close", clear);
    done();
  });
}
