/**
 * A customer's mail from the agency's mailbox in the lead's timeline ("Antwort des Kunden"):
 * sender and subject, its new text with the quoted history folded (openable), its
 * attachments as downloads (programs and archives flagged), "Neu" while unread, and
 * "Auf diese Mail antworten", which opens the composer in the mail's thread. The text is
 * shown as text: the server kept the text part or text made from the HTML, never HTML.
 */
import { format, useI18n } from "../i18n";
import { attachmentUrl, type InboundMailView } from "./mails-in-api";
import { splitQuoted } from "../../shared/mail-quote";

export function CustomerMail({
  body,
  detail,
  mail,
  onAnswer,
}: {
  body: string | null;
  detail: Record<string, unknown>;
  mail: InboundMailView | undefined;
  onAnswer?: ((answer: { id: string; subject: string }) => void) | undefined;
}) {
  const { t } = useI18n();
  const words = t.mailIn;
  const from = String(
    detail.fromName ? `${String(detail.fromName)} <${String(detail.from)}>` : (detail.from ?? ""),
  );
  const subject = String(detail.subject ?? "");
  const { fresh, quoted } = splitQuoted(body ?? "");
  return (
    <div className="space-y-2" data-testid="customer-mail">
      <p className="text-sm break-words text-ink-soft">
        {mail?.unread ? (
          <span className="mr-2 rounded-full bg-spree px-2 py-0.5 text-xs font-semibold text-white">
            {words.unread}
          </span>
        ) : null}
        {format(words.from, { from })}
        <br />
        {format(words.subject, { subject })}
      </p>
      {fresh ? (
        <p className="whitespace-pre-wrap break-words rounded-lg bg-sand p-3">{fresh}</p>
      ) : null}
      {quoted ? (
        <details className="rounded-lg border border-ink/10 p-2 text-sm">
          <summary className="min-h-8 cursor-pointer text-spree">{words.quoted}</summary>
          <p className="mt-2 whitespace-pre-wrap break-words text-ink-soft">{quoted}</p>
        </details>
      ) : null}
      {mail && mail.attachments.length > 0 ? (
        <div className="text-sm">
          <p className="font-medium">{words.attachments}</p>
          <ul className="space-y-1">
            {mail.attachments.map((file) => (
              <li key={file.position} className="break-words">
                {file.stored ? (
                  <a
                    className="inline-flex min-h-8 items-center text-spree underline"
                    href={attachmentUrl(mail.id, file.position)}
                    download
                  >
                    {file.filename}
                  </a>
                ) : (
                  <span className="font-medium">{file.filename}</span>
                )}{" "}
                ({format(words.size, { size: String(Math.max(1, Math.round(file.size / 1024))) })})
                {file.risky ? <span className="block text-danger">{words.risky}</span> : null}
                {file.stored ? null : (
                  <span className="block text-ink-soft">{words.notStored}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {onAnswer && mail && !detail.autoReply ? (
        <button
          type="button"
          className="btn-outline"
          onClick={() => onAnswer({ id: mail.id, subject })}
        >
          {words.reply}
        </button>
      ) : null}
    </div>
  );
}
