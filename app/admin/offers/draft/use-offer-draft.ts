/**
 * The offer draft's form state: the form as typed, the offer as the server last stored it,
 * whether anything is unsaved, the problems by field and the notice above the form. Saving
 * reads the form first (what cannot be read is named by field), asks when an event's price
 * is more than ten times off the catalogue's (draft/price-check.ts), then stores it; the
 * server's field problems go beside their fields and the first of them gets the focus.
 */
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { AdminApiError } from "../../api";
import { useI18n } from "../../i18n";
import { localeSettings } from "../../../i18n/locales";
import {
  draftOf,
  formKey,
  formOf,
  problemMessages,
  readMessages,
  type FormState,
  type ServerProblem,
} from "../editor-state";
import { useOfferFormat } from "../offer-format";
import { catalogueQuery, offerCalls, useOfferRefresh, type OfferDetail } from "../offers-api";
import { figuresIn } from "./figures";
import { PATHS, type TextKey } from "./field-paths";
import { priceOutliers, type PriceOutlier } from "./price-check";

/** Changes one field of the form; `field` is the problem it clears (else the field's path). */
export type SetField = <K extends keyof FormState>(
  key: K,
  value: FormState[K],
  field?: string,
) => void;

/** Moves the focus to the first field with a problem. */
function focusFirst(found: Record<string, string>) {
  const first = Object.keys(found)[0];
  if (!first) return;
  requestAnimationFrame(() => {
    const element = document.querySelector<HTMLElement>(`[data-field="${CSS.escape(first)}"]`);
    (element?.querySelector<HTMLElement>("input, select, textarea") ?? element)?.focus();
  });
}

export function useOfferDraft(offer: OfferDetail) {
  const { t, locale } = useI18n();
  const words = t.offerEditor;
  const { money } = useOfferFormat();
  const refresh = useOfferRefresh();
  const [stored, setStored] = useState(offer);
  const [form, setForm] = useState(() => formOf(offer, locale));
  const [baseline, setBaseline] = useState(() => formKey(formOf(offer, locale)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ kind: "error" | "success"; text: string } | null>(null);
  const dirty = formKey(form) !== baseline;
  const intl = localeSettings[locale].intl;
  const catalogue = useQuery(catalogueQuery);
  // The prices saving asks about, and the answer it waits for.
  const [priceCheck, setPriceCheck] = useState<PriceOutlier[] | null>(null);
  const pendingAnswer = useRef<((yes: boolean) => void) | null>(null);
  const answerPriceCheck = (yes: boolean) => {
    const pending = pendingAnswer.current;
    pendingAnswer.current = null;
    setPriceCheck(null);
    pending?.(yes);
  };
  const askAboutPrices = (outliers: PriceOutlier[]) =>
    new Promise<boolean>((resolve) => {
      pendingAnswer.current = resolve;
      setPriceCheck(outliers);
    });

  // The form's figures follow the language of the page (decimal comma in German).
  const shownLocale = useRef(locale);
  useEffect(() => {
    const old = shownLocale.current;
    if (old === locale) return;
    shownLocale.current = locale;
    setForm((before) => figuresIn(before, locale));
    setBaseline(formKey(formOf(stored, locale)));
  }, [locale, stored]);

  const set: SetField = (key, value, field) => {
    setForm((before) => ({ ...before, [key]: value }));
    const path = field ?? PATHS[key as TextKey];
    if (path) clearError(path);
    setNotice(null);
  };
  const clearError = (path: string) =>
    setErrors((before) => {
      if (!(path in before)) return before;
      const next = { ...before };
      delete next[path];
      return next;
    });

  const showServerProblems = (problems: Record<string, ServerProblem>, error: AdminApiError) => {
    const found =
      Object.keys(problems).length > 0
        ? problemMessages(problems, form, t, money, intl)
        : error.field
          ? problemMessages({ [error.field]: { code: error.code } }, form, t, money, intl)
          : {};
    setErrors(found);
    setNotice({ kind: "error", text: words.fixFirst });
    focusFirst(found);
  };

  const save = useMutation({
    mutationFn: (input: ReturnType<typeof draftOf>["draft"]) => offerCalls.save(offer.id, input),
  });

  /** Saves when there is something to save; true when the draft as shown is stored. */
  async function saveNow(): Promise<boolean> {
    const read = draftOf(form);
    if (Object.keys(read.problems).length > 0) {
      const found = readMessages(read.problems, t, locale);
      setErrors(found);
      setNotice({ kind: "error", text: words.fixFirst });
      focusFirst(found);
      return false;
    }
    if (!dirty) return true;
    const outliers = priceOutliers(form, catalogue.data?.events ?? []);
    if (outliers.length > 0 && !(await askAboutPrices(outliers))) return false;
    try {
      const answer = await save.mutateAsync(read.draft);
      setStored(answer);
      const next = formOf(answer, locale);
      // The lines keep their keys (the rows stay where the staff member is).
      const keyed: FormState = {
        ...next,
        lines: next.lines.map((line, i) => ({ ...line, key: form.lines[i]?.key ?? line.key })),
      };
      setForm(keyed);
      setBaseline(formKey(keyed));
      setErrors({});
      setNotice({ kind: "success", text: words.saved });
      await refresh({ id: offer.id, leadId: offer.leadId });
      return true;
    } catch (error) {
      if (error instanceof AdminApiError && (error.status === 400 || error.status === 422)) {
        showServerProblems((error.body.problems ?? {}) as Record<string, ServerProblem>, error);
      } else if (error instanceof AdminApiError && error.code === "offer_not_draft") {
        setNotice({ kind: "error", text: words.conflict });
      } else if (error instanceof AdminApiError && error.status === 0) {
        setNotice({ kind: "error", text: t.app.offline });
      } else setNotice({ kind: "error", text: t.app.error });
      return false;
    }
  }

  return {
    form,
    stored,
    errors,
    notice,
    dirty,
    saving: save.isPending,
    set,
    saveNow,
    showServerProblems,
    priceCheck,
    answerPriceCheck,
  };
}
