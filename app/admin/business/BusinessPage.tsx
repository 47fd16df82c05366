/**
 * The agency's business data (owners only, server/business): identity, tax and bank details
 * that every document prints. The server checks every field (the IBAN by its check digits)
 * and names each bad one; its code is worded here, beside the field, in the user's language.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState, type FormEvent } from "react";
import { AdminApiError } from "../api";
import { Field, Notice } from "../components/Field";
import { usePageTitle } from "../components/Layout";
import { useI18n } from "../i18n";
import {
  businessQuery,
  saveBusiness,
  type BusinessProfile,
  type BusinessProfileAnswer,
} from "./business-api";

type Form = Record<Exclude<keyof BusinessProfile, "taxRegime" | "country">, string> & {
  taxRegime: BusinessProfile["taxRegime"];
};

const textFields = [
  "legalName",
  "owner",
  "street",
  "postalCode",
  "city",
  "phone",
  "email",
  "taxNumber",
  "vatId",
  "iban",
  "bic",
  "bankName",
  "paymentDays",
] as const;

function formOf(profile: BusinessProfile): Form {
  return {
    ...Object.fromEntries(
      textFields.map((name) => [name, profile[name] === null ? "" : String(profile[name])]),
    ),
    iban: profile.iban.replace(/(.{4})(?=.)/g, "$1 "),
    taxRegime: profile.taxRegime,
  } as Form;
}

export function BusinessPage() {
  const { t } = useI18n();
  const words = t.business;
  usePageTitle(words.title);
  const id = useId();
  const queryClient = useQueryClient();
  const answer = useQuery(businessQuery);
  const [form, setForm] = useState<Form | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string>>>({});
  useEffect(() => {
    if (answer.data) setForm(formOf(answer.data.profile));
  }, [answer.data]);
  const save = useMutation({
    mutationFn: (body: unknown) => saveBusiness(body),
    onSuccess: (saved: BusinessProfileAnswer) => {
      queryClient.setQueryData(businessQuery.queryKey, saved);
      setErrors({});
    },
    onError: (error) => {
      const problems =
        error instanceof AdminApiError ? (error.body.problems as Record<string, string>) : null;
      if (!problems) return;
      const found: Partial<Record<keyof Form, string>> = {};
      for (const [field, code] of Object.entries(problems)) {
        const text = words.errors[code as keyof typeof words.errors] ?? t.app.error;
        found[field as keyof Form] = text;
      }
      setErrors(found);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!form) return;
    const days = Number(form.paymentDays.trim());
    save.mutate({
      ...form,
      country: "DE",
      taxNumber: form.taxNumber.trim() || null,
      vatId: form.vatId.trim() || null,
      paymentDays: form.paymentDays.trim() === "" || Number.isNaN(days) ? -1 : days,
    });
  }

  const field = (name: (typeof textFields)[number], extra: Record<string, unknown> = {}) =>
    form ? (
      <Field
        label={words[name]}
        name={name}
        value={form[name]}
        error={errors[name]}
        onChange={(event) => {
          setForm({ ...form, [name]: event.target.value });
          setErrors((before) => ({ ...before, [name]: undefined }));
        }}
        {...extra}
      />
    ) : null;

  const state = save.data?.state ?? answer.data?.state;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{words.title}</h1>
      <p className="max-w-prose">{words.intro}</p>
      {state ? (
        <Notice kind={state === "ready" ? "success" : "error"}>
          <span data-testid="business-state">{words[state]}</span>
        </Notice>
      ) : null}
      {answer.isError ? <Notice kind="error">{t.app.error}</Notice> : null}
      {form ? (
        <form className="space-y-6" onSubmit={submit} noValidate data-testid="business-form">
          <section className="card space-y-4" aria-labelledby={`${id}-identity`}>
            <h2 id={`${id}-identity`} className="text-xl font-semibold">
              {words.identity}
            </h2>
            {field("legalName", { autoComplete: "organization" })}
            <div className="grid gap-3 sm:grid-cols-2">
              {field("owner", { autoComplete: "name" })}
              {field("street", { autoComplete: "street-address" })}
              {field("postalCode", { autoComplete: "postal-code", inputMode: "numeric" })}
              {field("city", { autoComplete: "address-level2" })}
              {field("phone", { autoComplete: "tel", type: "tel" })}
              {field("email", { autoComplete: "email", type: "email", hint: words.emailHint })}
            </div>
          </section>
          <section className="card space-y-4" aria-labelledby={`${id}-tax`}>
            <h2 id={`${id}-tax`} className="text-xl font-semibold">
              {words.tax}
            </h2>
            <div className="grid gap-3 sm:grid-cols-2">
              {field("taxNumber", { autoComplete: "off" })}
              {field("vatId", { autoComplete: "off" })}
            </div>
            <fieldset className="space-y-2">
              <legend className="font-medium">{words.taxRegime}</legend>
              {(["small_business", "regular"] as const).map((regime) => (
                <div key={regime} className="flex items-center gap-3">
                  <input
                    id={`${id}-${regime}`}
                    type="radio"
                    name="taxRegime"
                    className="size-6 shrink-0 accent-spree"
                    checked={form.taxRegime === regime}
                    onChange={() => setForm({ ...form, taxRegime: regime })}
                  />
                  <label htmlFor={`${id}-${regime}`}>{words.regimes[regime]}</label>
                </div>
              ))}
            </fieldset>
          </section>
          <section className="card space-y-4" aria-labelledby={`${id}-bank`}>
            <h2 id={`${id}-bank`} className="text-xl font-semibold">
              {words.bank}
            </h2>
            {field("iban", { autoComplete: "off", spellCheck: false })}
            <div className="grid gap-3 sm:grid-cols-2">
              {field("bic", { autoComplete: "off", spellCheck: false })}
              {field("bankName", { autoComplete: "off" })}
              {field("paymentDays", { inputMode: "numeric" })}
            </div>
          </section>
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" className="btn-primary" disabled={save.isPending}>
              {words.save}
            </button>
            {save.isSuccess ? <Notice kind="success">{words.saved}</Notice> : null}
            {save.isError && !Object.values(errors).some(Boolean) ? (
              <Notice kind="error">{t.app.error}</Notice>
            ) : null}
          </div>
        </form>
      ) : null}
    </div>
  );
}
