/**
 * The start page's system card of the agency's mailbox (server/mail/inbound): whether it is
 * read, when last, how many mails were taken in, and the error in words when reading fails
 * (a wrong password, an unreachable server). Without IMAP_URL one sentence says how to
 * switch it on.
 */
import type { Overview } from "../../../server/admin/overview-routes.ts";
import { format, useI18n } from "../i18n";

export function MailboxCard({ mailbox }: { mailbox: Overview["mailbox"] }) {
  const { t, dateTime } = useI18n();
  const words = t.mailIn;
  return (
    <section className="card space-y-3" aria-labelledby="home-mailbox" data-testid="home-mailbox">
      <h2 id="home-mailbox" className="text-lg font-bold">
        {words.systemTitle}
      </h2>
      {mailbox === null ? (
        <p className="text-ink-soft">{words.off}</p>
      ) : (
        <>
          <p>
            {mailbox.folder}: {words.states[mailbox.condition]}
          </p>
          {mailbox.lastError ? (
            <p
              role="alert"
              className="rounded-lg border border-red-700/30 bg-red-50 p-3 text-red-800"
            >
              {words.errors[mailbox.errorKind ?? "other"]}
              {/* The server's own words (the log's), in English whatever the screen's
                  language: marked as such, for whoever runs the server. */}
              <span className="mt-1 block text-sm">
                {words.serverMessage}{" "}
                <span lang="en" className="break-all">
                  {mailbox.lastError}
                </span>
              </span>
            </p>
          ) : null}
          <p className="text-ink-soft">
            {mailbox.lastReadAt
              ? format(words.lastRead, { time: dateTime(mailbox.lastReadAt) })
              : words.never}
            {" · "}
            {format(words.taken, { count: mailbox.taken })}
          </p>
        </>
      )}
    </section>
  );
}
