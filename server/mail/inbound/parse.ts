/**
 * A mail from the agency's mailbox as the app reads it (decision 0174): parsed by mailparser,
 * its text part (or text made from the HTML by html-to-text, never the HTML itself), the
 * headers that say what it is (a bounce, an auto-reply, a list mail, spam) and, for a bounce,
 * the Message-ID of our mail it reports on with the reason.
 */
import { createHash } from "node:crypto";
import { convert } from "html-to-text";
import { simpleParser, type AddressObject, type HeaderValue } from "mailparser";

/** Files larger than this are named but not kept. */
export const ATTACHMENT_LIMIT = 15 * 1024 * 1024;

export interface InboundAttachment {
  filename: string;
  contentType: string;
  size: number;
  /** An executable or an archive: kept, but flagged. */
  risky: boolean;
  /** Null when larger than ATTACHMENT_LIMIT. */
  content: Buffer | null;
}

export interface InboundMail {
  messageId: string;
  fromAddress: string;
  fromName: string | null;
  /** Every To and Cc address, lower case. */
  recipients: string[];
  subject: string;
  text: string;
  sentAt: Date | null;
  /** In-Reply-To first, then References. */
  threadIds: string[];
  /** Its own References plus its Message-ID: what our answer to it refers to. */
  references: string[];
  bounce: { messageIds: string[]; reason: string } | null;
  autoReply: boolean;
  list: boolean;
  spam: boolean;
  attachments: InboundAttachment[];
}

const RISKY =
  /\.(exe|com|bat|cmd|scr|msi|ps1|vbs|js|jar|apk|dll|sh|zip|rar|7z|tar|gz|tgz|bz2|xz|iso|img|dmg|cab|lnk|hta|docm|xlsm)$/i;
const RISKY_TYPES =
  /(x-msdownload|x-msdos-program|x-executable|x-sh|java-archive|zip|x-rar|x-7z|x-tar|gzip|x-iso9660|vnd\.microsoft\.portable-executable)/i;

const OUT_OF_OFFICE =
  /^(abwesenheitsnotiz|automatische antwort|auto(matic)?[ -]?reply|autoreply|out of (the )?office|abwesend|urlaub)\b/i;

const messageIdPattern = /<[^<>\s]+@[^<>\s]+>/g;

function firstAddress(value: AddressObject | AddressObject[] | undefined) {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((entry) => entry.value).find((entry) => entry.address);
}

function allAddresses(...values: Array<AddressObject | AddressObject[] | undefined>): string[] {
  return values
    .flatMap((value) => (Array.isArray(value) ? value : value ? [value] : []))
    .flatMap((entry) => entry.value)
    .map((entry) => entry.address?.toLowerCase() ?? "")
    .filter(Boolean);
}

function headerText(value: HeaderValue | undefined): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((part) => headerText(part as HeaderValue)).join(" ");
  if (typeof value === "object" && "value" in value) return String(value.value);
  if (typeof value === "object" && "text" in value) return String(value.text);
  return String(value);
}

function ids(value: string | string[] | undefined): string[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((entry) => entry.match(messageIdPattern) ?? []);
}

/** Text made from HTML: links shown as text, images never loaded, quoted parts kept. */
export function htmlToText(html: string): string {
  return convert(html, {
    wordwrap: false,
    selectors: [
      { selector: "img", format: "skip" },
      { selector: "a", options: { hideLinkHrefIfSameAsText: true } },
    ],
  });
}

/** What an RFC 3464 report says: the Message-IDs it names and the reason given. */
function bounceOf(parsed: Awaited<ReturnType<typeof simpleParser>>, raw: string) {
  const type = headerText(parsed.headers.get("content-type"));
  const parts = parsed.attachments.map((file) => file.contentType.toLowerCase());
  const report =
    /multipart\/report/i.test(raw.slice(0, 20_000)) &&
    (/delivery-status/i.test(type) || /report-type="?delivery-status/i.test(raw.slice(0, 20_000)));
  if (!report && !parts.includes("message/delivery-status")) return null;
  const status = parsed.attachments.find(
    (file) => file.contentType.toLowerCase() === "message/delivery-status",
  );
  const statusText = status?.content.toString("utf8") ?? raw;
  const diagnostic = /Diagnostic-Code:\s*(?:[^;\n]*;\s*)?([^\n]+(?:\n[ \t][^\n]+)*)/i.exec(
    statusText,
  );
  const code = /^Status:\s*([245]\.\d+\.\d+)/im.exec(statusText);
  const original = parsed.attachments
    .filter((file) => /rfc822/i.test(file.contentType))
    .map((file) => file.content.toString("utf8"))
    .join("\n");
  const headerIds = [...(original || raw).matchAll(/^Message-ID:\s*(<[^<>\s]+>)/gim)]
    .map((match) => match[1]!)
    .filter((id) => id !== parsed.messageId);
  const reason = [code?.[1], diagnostic?.[1]?.replace(/\s+/g, " ").trim()]
    .filter(Boolean)
    .join(" ");
  return { messageIds: headerIds, reason: reason.slice(0, 500) || "undeliverable" };
}

export async function parseInbound(source: Buffer): Promise<InboundMail> {
  const parsed = await simpleParser(source, { skipHtmlToText: true, skipTextToHtml: true });
  const raw = source.toString("utf8");
  const from = firstAddress(parsed.from);
  const header = (name: string) => headerText(parsed.headers.get(name)).trim();
  const subject = (parsed.subject ?? "").trim();
  const autoSubmitted = header("auto-submitted").toLowerCase();
  const precedence = header("precedence").toLowerCase();
  const bounce = bounceOf(parsed, raw);
  const text =
    parsed.text?.trim() || (typeof parsed.html === "string" ? htmlToText(parsed.html) : "");
  const messageId =
    parsed.messageId ??
    `<${createHash("sha256").update(source).digest("hex").slice(0, 32)}@no-message-id>`;
  const threadIds = [...ids(parsed.inReplyTo), ...ids(parsed.references)];
  return {
    messageId,
    fromAddress: from?.address?.toLowerCase() ?? "",
    fromName: from?.name?.trim() || null,
    recipients: allAddresses(parsed.to, parsed.cc),
    subject,
    text: text.slice(0, 100_000),
    sentAt: parsed.date ?? null,
    threadIds,
    references: [...ids(parsed.references), messageId].slice(-20),
    bounce: bounce ?? null,
    autoReply:
      (autoSubmitted !== "" && autoSubmitted !== "no") ||
      parsed.headers.has("x-autoreply") ||
      parsed.headers.has("x-autorespond") ||
      ["bulk", "auto_reply", "junk"].includes(precedence) ||
      OUT_OF_OFFICE.test(subject),
    // mailparser gathers the List-* headers under `list`.
    list:
      parsed.headers.has("list") ||
      parsed.headers.has("list-id") ||
      parsed.headers.has("list-unsubscribe"),
    spam:
      /^yes/i.test(header("x-spam-flag")) ||
      /^yes/i.test(header("x-spam-status")) ||
      /^yes/i.test(header("x-spam")),
    attachments: parsed.attachments
      .filter((file) => !/delivery-status|rfc822/i.test(file.contentType))
      .map((file) => {
        const filename = (file.filename ?? "attachment")
          .replace(/[\p{Cc}/\\]+/gu, "_")
          .slice(0, 200);
        return {
          filename,
          contentType: file.contentType || "application/octet-stream",
          size: file.size,
          risky: RISKY.test(filename) || RISKY_TYPES.test(file.contentType),
          content: file.size <= ATTACHMENT_LIMIT ? file.content : null,
        };
      }),
  };
}
