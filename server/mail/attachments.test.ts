/**
 * A queued mail's files in the `.eml` transport (no SMTP_URL): the worker hands them over as
 * base64 text, and the written file carries them as an attachment with its name and type,
 * byte for byte (the SMTP transport's delivery is tested in tests/api/offers.test.ts).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { fileTransport } from "./transport.ts";

const directory = mkdtempSync(path.join(tmpdir(), "eml-attachments-"));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

it("writes a mail's attachment into its .eml file intact", async () => {
  const pdf = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.from([0, 1, 2, 253, 254, 255])]);
  const transport = fileTransport(directory);
  await transport.send(
    {
      from: "hallo@spreegeist.test",
      to: "anna@beispiel.de",
      subject: "Angebot",
      text: "Anbei.",
      attachments: [
        {
          filename: "Angebot-A-2026-0001.pdf",
          contentType: "application/pdf",
          content: pdf.toString("base64"),
          encoding: "base64",
        },
      ],
    },
    "mail-with-file",
  );
  transport.close();
  expect(readdirSync(directory)).toEqual(["mail-with-file.eml"]);
  const eml = readFileSync(path.join(directory, "mail-with-file.eml"), "utf8");
  const part = eml.split(/\r?\n--/).find((chunk) => chunk.includes("Angebot-A-2026-0001.pdf"))!;
  expect(part).toMatch(/Content-Type: application\/pdf/i);
  const body = part.slice(part.search(/\r?\n\r?\n/)).replace(/\s+/g, "");
  expect(Buffer.from(body, "base64").equals(pdf)).toBe(true);
});
