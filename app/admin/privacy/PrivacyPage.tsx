/**
 * Owners answer privacy requests by e-mail address: what is stored (enquiries, notes,
 * mails), each enquiry linked to its lead's page, one JSON download of all of it (Art. 15),
 * and the erase (Art. 17) behind a confirmation dialog that asks for the address again.
 */
import * as Dialog from "@radix-ui/react-dialog";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import type { PersonRecord } from "../../../server/privacy/store.ts";
import type { EraseCounts } from "../../../server/privacy/erase.ts";
import { AdminApiError, adminApi } from "../api";
import { Field, Notice } from "../components/Field";
import { format, useI18n } from "../i18n";
import { localeSettings } from "../../i18n/locales";
import { StateBadge } from "../leads/InboxPage";

function EraseDialog({
  email,
  onErased,
}: {
  email: string;
  onErased: (counts: EraseCounts) => void;
}) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [confirm, setConfirm] = useState("");
  const erase = useMutation({
    mutationFn: () => adminApi.post<EraseCounts>("/privacy/person/erase", { email, confirm }),
    onSuccess: (counts) => {
      setOpen(false);
      onErased(counts);
    },
  });
  const error = erase.error instanceof AdminApiError ? erase.error : null;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="btn-danger">{t.privacy.erase}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <Dialog.Content className="card fixed left-1/2 top-1/2 z-50 w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 space-y-3">
          <Dialog.Title className="text-lg font-semibold break-words">
            {format(t.privacy.eraseTitle, { email })}
          </Dialog.Title>
          <Dialog.Description>{t.privacy.eraseIntro}</Dialog.Description>
          <form
            className="space-y-3"
            onSubmit={(event) => {
              event.preventDefault();
              erase.mutate();
            }}
          >
            <Field
              label={t.privacy.confirm}
              type="email"
              autoComplete="off"
              value={confirm}
              onChange={(event) => setConfirm(event.target.value)}
              error={
                error?.field === "confirm"
                  ? t.privacy.confirmMismatch
                  : error?.status === 404
                    ? t.privacy.nothing
                    : error
                      ? t.app.error
                      : undefined
              }
            />
            <div className="flex flex-wrap gap-2">
              <button type="submit" className="btn-danger" disabled={erase.isPending}>
                {t.privacy.eraseNow}
              </button>
              <Dialog.Close className="btn-outline">{t.privacy.cancel}</Dialog.Close>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function PrivacyPage() {
  const { t, dateTime, locale } = useI18n();
  const day = (value: string) =>
    new Intl.DateTimeFormat(localeSettings[locale].intl, {
      dateStyle: "medium",
      timeZone: "UTC",
    }).format(new Date(`${value}T00:00:00Z`));
  const [email, setEmail] = useState("");
  const [searched, setSearched] = useState<string | null>(null);
  const [erased, setErased] = useState<EraseCounts | null>(null);
  const queryClient = useQueryClient();
  const person = useQuery({
    queryKey: ["privacy", searched],
    enabled: searched !== null,
    queryFn: () =>
      adminApi.get<PersonRecord>(`/privacy/person?email=${encodeURIComponent(searched ?? "")}`),
  });
  const error = person.error instanceof AdminApiError ? person.error : null;

  function search(event: FormEvent) {
    event.preventDefault();
    setErased(null);
    setSearched(email.trim());
  }

  const found = person.data?.enquiries ?? [];
  const keptOffers = person.data?.offers.length ?? 0;
  const keptInvoices = person.data?.invoices.length ?? 0;
  const headcount = person.data?.headcount.length ?? 0;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t.privacy.title}</h1>
      <p className="text-ink-soft">{t.privacy.intro}</p>
      <form className="card flex flex-wrap items-end gap-3" onSubmit={search}>
        <div className="min-w-0 flex-1 basis-64">
          <Field
            label={t.privacy.email}
            type="email"
            name="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={error?.field === "email" ? t.privacy.invalidEmail : undefined}
          />
        </div>
        <button type="submit" className="btn-primary">
          {t.privacy.search}
        </button>
      </form>
      {erased ? (
        <Notice kind="success">
          {format(t.privacy.erased, {
            enquiries: erased.enquiries,
            notes: erased.notes,
            mails: erased.mails,
            files: erased.files,
          })}
          {erased.headcountAnswers > 0
            ? ` ${format(t.headcount.privacyErased, { count: erased.headcountAnswers })}`
            : null}
          {erased.keptOffers + erased.keptInvoices > 0 ? (
            <>
              {" "}
              {format(t.privacy.kept, {
                offers: erased.keptOffers,
                invoices: erased.keptInvoices,
              })}
              <ul className="mt-2 list-disc pl-5" data-testid="privacy-kept">
                {erased.kept.map((item) => (
                  <li key={`${item.document}-${item.number}`}>
                    {format(t.privacy.keptItem, {
                      number: item.number,
                      date: day(item.keptUntil),
                    })}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </Notice>
      ) : null}
      {person.isFetching ? <p role="status">{t.app.loading}</p> : null}
      {person.data && !erased ? (
        found.length + keptOffers + keptInvoices + headcount === 0 ? (
          <p>{t.privacy.nothing}</p>
        ) : (
          <section className="card space-y-3" aria-labelledby="privacy-found">
            <h2 id="privacy-found" className="text-lg font-semibold">
              {format(t.privacy.found, { count: found.length })}
            </h2>
            <ul className="divide-y divide-ink/10" data-testid="privacy-enquiries">
              {found.map((enquiry) => (
                <li key={enquiry.id} className="flex flex-wrap items-center gap-3 py-2">
                  <span>{dateTime(enquiry.createdAt)}</span>
                  <span className="font-medium">{enquiry.event}</span>
                  <StateBadge state={enquiry.state} />
                  <span className="text-sm text-ink-soft">
                    {format(t.privacy.notes, { count: enquiry.notes.length })} ·{" "}
                    {format(t.privacy.mails, { count: enquiry.mails.length })}
                  </span>
                  <Link
                    className="text-spree underline"
                    to={`/leads/${enquiry.id}`}
                    aria-label={format(t.customers.privacyOpenLabel, {
                      date: dateTime(enquiry.createdAt),
                    })}
                  >
                    {t.customers.privacyOpen}
                  </Link>
                </li>
              ))}
            </ul>
            {keptOffers + keptInvoices > 0 ? (
              <p className="text-sm text-ink-soft" data-testid="privacy-documents">
                {format(t.privacy.documents, { offers: keptOffers, invoices: keptInvoices })}
              </p>
            ) : null}
            {headcount > 0 ? (
              <p className="text-sm text-ink-soft" data-testid="privacy-headcount">
                {format(t.headcount.privacyAnswers, { count: headcount })}
              </p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <a
                className="btn-outline"
                href={`/api/admin/privacy/person/export?email=${encodeURIComponent(searched ?? "")}`}
                download
              >
                {t.privacy.export}
              </a>
              <EraseDialog
                email={searched ?? ""}
                onErased={(counts) => {
                  setErased(counts);
                  void queryClient.invalidateQueries({ queryKey: ["leads"] });
                }}
              />
            </div>
          </section>
        )
      ) : null}
    </div>
  );
}
