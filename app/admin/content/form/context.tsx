/**
 * What every field of the form reads: the kind's schema, the document's data (fields that
 * apply only to some categories look at it), and the problems shown, by dotted path, in the
 * user's language.
 */
import { createContext, useContext } from "react";
import type { ContentKind } from "../../../content/kinds";
import type { IssueParams } from "../../../content/issues";
import type { Locale } from "../../../i18n/locales";
import { useI18n } from "../../i18n";
import { issueWords } from "../issue-words";
import { withLanguage } from "./labels";
import { fieldId, type JsonSchema, type Path } from "./schema-tools";

export interface ShownIssue {
  code: string;
  params: IssueParams;
}

export interface FormContextValue {
  root: JsonSchema;
  kind: ContentKind;
  data: unknown;
  issues: Record<string, ShownIssue>;
}

export const FormContext = createContext<FormContextValue | null>(null);

export function useForm(): FormContextValue {
  const value = useContext(FormContext);
  if (!value) throw new Error("useForm outside the content form");
  return value;
}

/** The problem of a field, worded in the user's language (undefined when there is none). */
export function useIssue(path: Path): string | undefined {
  const { issues } = useForm();
  const { t } = useI18n();
  const issue = issues[path.join(".")];
  return issue ? issueWords(t, issue) : undefined;
}

/** The label as shown: with the language of its text, when it has one. */
export function useLabel(label: string, language: Locale | undefined): string {
  const { t } = useI18n();
  return withLanguage(t, label, language);
}

/** What every field component gets. */
export interface FieldProps {
  schema: JsonSchema;
  value: unknown;
  path: Path;
  /** The field's own name, already in the user's language. */
  label: string;
  /** The language of the text this field holds, when it is in one. */
  language?: Locale | undefined;
  required: boolean;
  onChange(value: unknown): void;
}

/** What a field's label-and-error frame (FieldFrame) shows: its id, its label, its problem. */
export function useFrame(props: FieldProps): {
  id: string;
  label: string;
  error: string | undefined;
} {
  const label = useLabel(props.label, props.language);
  const error = useIssue(props.path);
  return { id: fieldId(props.path), label, error };
}
