/**
 * The SMTP side of the mail worker, in its own thread (plain JavaScript, so it loads the
 * same way however the server was started): building a MIME message and talking SMTP cost
 * a millisecond or two of CPU per mail, which on the main thread would be taken from
 * visitors' requests. The main thread keeps the outbox (database) and posts one message
 * per send, `{ id, message }`; the reply `{ id, ok }` comes when the SMTP server accepted
 * it, or `{ id, ok: false, message, responseCode }` with the error. See transport.ts.
 */
import { parentPort, workerData } from "node:worker_threads";
import nodemailer from "nodemailer";

const { smtpUrl, timeouts } = workerData;
// One options object (a second argument would be message defaults, not transport options);
// settings in the URL's query win over these.
const transporter = nodemailer.createTransport({
  url: smtpUrl,
  pool: true,
  maxConnections: 4,
  maxMessages: 1000,
  ...timeouts,
});

parentPort.on("message", (request) => {
  if (request === "close") {
    transporter.close();
    parentPort.close();
    return;
  }
  transporter.sendMail(request.message).then(
    () => parentPort.postMessage({ id: request.id, ok: true }),
    (error) =>
      parentPort.postMessage({
        id: request.id,
        ok: false,
        message: error.message,
        ...(typeof error.responseCode === "number" ? { responseCode: error.responseCode } : {}),
      }),
  );
});
