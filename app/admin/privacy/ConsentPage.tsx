/**
 * The proof of a cookie consent: by consent id or user identifier, what was chosen, when,
 * with which banner and policy version, and when the record will be deleted.
 */
import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import type { ConsentProof } from "../../../server/privacy/consents.ts";
import { AdminApiError, adminApi } from "../api";
import { Field } from "../components/Field";
import { useI18n } from "../i18n";
import { deletionLine } from "./consent-deletion";

export function ConsentPage() {
  const { t, dateTime, locale } = useI18n();
  const [key, setKey] = useState("");
  const [searched, setSearched] = useState<string | null>(null);
  const records = useQuery({
    queryKey: ["consents", searched],
    enabled: searched !== null,
    queryFn: () =>
      adminApi.get<{ records: ConsentProof[] }>(
        `/privacy/consents?key=${encodeURIComponent(searched ?? "")}`,
      ),
  });
  const error = records.error instanceof AdminApiError ? records.error : null;
  function search(event: FormEvent) {
    event.preventDefault();
    setSearched(key.trim());
  }
  const list = records.data?.records ?? [];
  const now = new Date();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t.consents.title}</h1>
      <p className="text-ink-soft">{t.consents.intro}</p>
      <form className="card flex flex-wrap items-end gap-3" onSubmit={search}>
        <div className="min-w-0 flex-1 basis-64">
          <Field
            label={t.consents.key}
            name="key"
            required
            value={key}
            onChange={(event) => setKey(event.target.value)}
            error={error?.field === "key" ? t.consents.invalidKey : undefined}
          />
        </div>
        <button type="submit" className="btn-primary">
          {t.consents.search}
        </button>
      </form>
      {records.data && list.length === 0 ? <p>{t.consents.none}</p> : null}
      {list.map((record) => {
        const deletion = deletionLine(record.deleteAfter, now, locale);
        return (
          <section key={record.consentId} className="card" aria-label={record.consentId}>
            <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[max-content_1fr]">
              {(
                [
                  [t.consents.when, dateTime(record.createdAt)],
                  [t.consents.choice, t.consents.choices[record.choice]],
                  [
                    t.consents.categories,
                    [
                      t.consents.necessary,
                      ...(record.preferences.analytics ? [t.consents.analytics] : []),
                      ...(record.preferences.marketing ? [t.consents.marketing] : []),
                    ].join(", "),
                  ],
                  [t.consents.banner, record.bannerVersion],
                  [t.consents.policy, record.policyVersion],
                  [t.consents.language, record.language],
                  [deletion.past ? t.consents.deletedOn : t.consents.deletesOn, deletion.date],
                  [t.consents.consentId, record.consentId],
                  [t.consents.user, record.userIdentifier],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="font-medium text-ink-soft">{label}</dt>
                  <dd className="break-all">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
    </div>
  );
}
