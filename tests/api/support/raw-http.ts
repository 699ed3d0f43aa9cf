import net from "node:net";

/** Sends the request exactly as written (path spellings a client library would normalise) and returns the status and body. */
export function rawRequest(port: number, head: string, body = ""): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.write(`${head}\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
    });
    let data = "";
    socket.on("data", (chunk) => (data += chunk));
    socket.on("end", () => resolve({ status: Number(data.split(" ")[1]), text: data }));
    socket.on("error", reject);
  });
}
