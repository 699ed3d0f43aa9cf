import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestDeadline } from "../../server/platform/request-deadline";

/** Sends a request's headers and a first part of its body, then waits for the server to answer or close. */
function slowRequest(port: number, path: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1", () => {
      socket.write(`POST ${path} HTTP/1.1\r\nHost: test\r\nContent-Type: application/octet-stream\r\nContent-Length: 1000\r\n\r\n`);
      socket.write("x".repeat(10));
    });
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk.toString("latin1");
    });
    socket.on("close", () => resolve(answer));
    // The request never completes: only the server may end it, or this guard once the upload route has shown it waits.
    setTimeout(() => {
      socket.destroy();
    }, 2000).unref();
  });
}

describe("the whole-request deadline", () => {
  const app = Fastify();
  let port = 0;
  beforeAll(async () => {
    requestDeadline(app, 300);
    app.addContentTypeParser("application/octet-stream", (_request, payload, done) => {
      payload.resume();
      payload.on("end", () => done(null, undefined));
    });
    app.post("/api/contact", async () => ({ ok: true }));
    app.post("/api/projects/p/uploads", { config: { longUpload: true } }, async () => ({ ok: true }));
    await app.listen({ port: 0, host: "127.0.0.1" });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  it("answers 408 and closes a request whose body does not arrive in time", async () => {
    const answer = await slowRequest(port, "/api/contact");
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout/);
  });

  it("lets an upload route's body take as long as it needs", async () => {
    const answer = await slowRequest(port, "/api/projects/p/uploads");
    expect(answer).toBe("");
  });
});
