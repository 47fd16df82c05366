/**
 * An issue of the content checks in the user's language: its code's words
 * (app/admin/i18n/content-issues.*.ts) with its parameters filled in, a language code as
 * the language's name and a list page by its name.
 */
import type { IssueParams } from "../../content/issues";
import { format } from "../i18n";
import type { Dictionary } from "../i18n/de";

export function issueWords(t: Dictionary, issue: { code: string; params?: IssueParams }): string {
  const words = (t.contentIssues as Record<string, string>)[issue.code] ?? t.contentIssues.invalid;
  const params: Record<string, string | number> = { ...issue.params };
  const language = params.language;
  if (language === "de" || language === "en") params.language = t.content.languages[language];
  if (typeof params.page === "string") {
    params.page = (t.categories as Record<string, string>)[params.page] ?? params.page;
  }
  return format(words, params);
}
