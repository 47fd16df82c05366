/**
 * The offer's customer: company, contact, e-mail, address and the offer's language; the VAT
 * id and the Leitweg-ID under "Weitere Angaben" (open when either is filled or has a problem).
 */
import { useI18n } from "../../i18n";
import type { FormState } from "../editor-state";
import { DraftField, useDraft } from "./context";
import type { Locale } from "../../../i18n/locales";

export function CustomerSection() {
  const { t } = useI18n();
  const words = t.offerEditor;
  const { id, form, errors, set } = useDraft();
  return (
    <section className="card space-y-4" aria-labelledby={`${id}-customer`}>
      <h2 id={`${id}-customer`} className="text-lg font-semibold">
        {words.customer}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <DraftField field="company" label={words.company} autoComplete="off" />
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-form-of-address`} className="block font-medium">
            {words.formOfAddress}
          </label>
          <select
            id={`${id}-form-of-address`}
            className="input"
            value={form.formOfAddress}
            aria-describedby={`${id}-form-of-address-hint`}
            onChange={(event) =>
              set("formOfAddress", event.target.value as FormState["formOfAddress"])
            }
          >
            <option value="">{words.formsOfAddress.none}</option>
            <option value="ms">{words.formsOfAddress.ms}</option>
            <option value="mr">{words.formsOfAddress.mr}</option>
          </select>
          <p id={`${id}-form-of-address-hint`} className="text-sm text-ink-soft">
            {words.formOfAddressHint}
          </p>
        </div>
        <DraftField field="contactName" label={words.contactName} autoComplete="off" />
        <div className="sm:col-span-2">
          <DraftField field="email" label={words.email} type="email" autoComplete="off" />
        </div>
        <div className="sm:col-span-2">
          <DraftField field="street" label={words.street} autoComplete="off" />
        </div>
        <DraftField
          field="postalCode"
          label={words.postalCode}
          autoComplete="off"
          inputMode="numeric"
        />
        <DraftField field="city" label={words.city} autoComplete="off" />
        <DraftField field="country" label={words.country} autoComplete="off" maxLength={2} />
        <div className="space-y-1">
          <label htmlFor={`${id}-language`} className="block font-medium">
            {words.language}
          </label>
          <select
            id={`${id}-language`}
            className="input"
            value={form.language}
            aria-describedby={`${id}-language-hint`}
            onChange={(event) => set("language", event.target.value as Locale)}
          >
            <option value="de">{words.languages.de}</option>
            <option value="en">{words.languages.en}</option>
          </select>
          <p id={`${id}-language-hint`} className="text-sm text-ink-soft">
            {words.languageHint}
          </p>
        </div>
      </div>
      <details
        className="rounded-lg border border-ink/15 px-3 py-1"
        open={Boolean(
          form.vatId ||
          form.buyerReference ||
          errors["customer.vatId"] ||
          errors["customer.buyerReference"],
        )}
      >
        <summary className="flex min-h-11 cursor-pointer items-center font-medium">
          {words.more}
        </summary>
        <div className="grid gap-3 pb-3 sm:grid-cols-2">
          <DraftField field="vatId" label={words.vatId} autoComplete="off" />
          <DraftField
            field="buyerReference"
            label={words.buyerReference}
            autoComplete="off"
            hint={words.buyerReferenceHint}
          />
        </div>
      </details>
    </section>
  );
}
