/**
 * The offer's terms: how long it is valid and whether a deposit is asked (at the owners'
 * default share unless the draft has its own, with the deposit policy as the hint). The
 * intro text is IntroSection, above the lines.
 */
import { useQuery } from "@tanstack/react-query";
import { format, useI18n } from "../../i18n";
import { localeSettings } from "../../../i18n/locales";
import { offerSettingsQuery } from "../offers-api";
import { DraftField, useDraft } from "./context";

export function TermsSection() {
  const { t, locale } = useI18n();
  const words = t.offerEditor;
  const { id, form, errors, set } = useDraft();
  const settings = useQuery(offerSettingsQuery);
  const intl = localeSettings[locale].intl;
  const settingsBp = settings.data?.depositBp ?? 5000;
  const depositShownBp = form.depositBp > 0 ? form.depositBp : settingsBp;
  const percentText = (bp: number) =>
    new Intl.NumberFormat(intl, { style: "percent", maximumFractionDigits: 2 }).format(bp / 10_000);
  return (
    <section className="card space-y-4 lg:col-span-2" aria-labelledby={`${id}-terms`}>
      <h2 id={`${id}-terms`} className="sr-only">
        {words.validUntil}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <DraftField field="validUntil" label={words.validUntil} type="date" />
        <div className="flex items-start gap-3 sm:pt-7" data-field="depositBp">
          <input
            id={`${id}-deposit`}
            type="checkbox"
            className="mt-1 size-6 shrink-0 accent-spree"
            checked={form.depositBp > 0}
            aria-describedby={`${id}-deposit-hint`}
            onChange={(event) =>
              set("depositBp", event.target.checked ? depositShownBp : 0, "depositBp")
            }
          />
          <div>
            <label htmlFor={`${id}-deposit`} className="font-medium">
              {format(words.deposit, { percent: percentText(depositShownBp) })}
            </label>
            <p id={`${id}-deposit-hint`} className="text-sm text-ink-soft">
              {settings.data
                ? format(words.depositHint, {
                    policy: words.depositPolicy[settings.data.depositPolicy],
                  })
                : null}
            </p>
            {errors.depositBp ? (
              <p className="text-sm font-medium text-danger">{errors.depositBp}</p>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
