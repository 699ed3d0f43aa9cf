import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A real SMTP server on loopback that keeps what it receives; `stop` makes it unreachable, as an outage would. */
export async function smtpSink(port: number) {
  const received: ParsedMail[] = [];
  let server: SMTPServer | null = null;
  let connections = 0;
  const start = () =>
    new Promise<void>((resolve) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        logger: false,
        // A pooled sender keeps idle connections open; stopping drops them at once, as a crashed server would.
        closeTimeout: 50,
        onConnect(_session, callback) {
          connections++;
          callback();
        },
        onData(stream, _session, callback) {
          simpleParser(stream).then((mail) => {
            received.push(mail);
            callback();
          }, callback);
        },
      });
      // A sender killed mid-message resets the connection; that is the sender's fault, not the sink's.
      server.on("error", () => {});
      server.listen(port, "127.0.0.1", resolve);
    });
  const stop = () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  /** Connections opened so far: a pooled sender opens a few for many mails. */
  return { received, start, stop, connections: () => connections, url: `smtp://127.0.0.1:${port}` };
}
