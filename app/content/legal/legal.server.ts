/**
 * Shapes the legal documents into what the legal pages render: validates each document,
 * fills its templates with the identity from site.ts, renders the Markdown (build time
 * only) and checks that both languages have the declared number of sections. Any problem
 * fails the build with the document's name.
 */
import { z } from "zod";
import type { Locale } from "../../i18n/locales";
import { defaultLocale, locales } from "../../i18n/locales";
import { localizePath } from "../../i18n/paths";
import { bilingualSeo } from "../page-helpers.server";
import { parseContent } from "../parse.server";
import { renderMarkdown, type RenderedMarkdown } from "../markdown.server";
import { formatLegalDate, legalContext } from "./context";
import { imprint } from "./imprint";
import { legalLabels } from "../../i18n/dictionary/legal";
import { privacy } from "./privacy";
import {
  legalDocumentSchema,
  legalKinds,
  legalMarkdownSchema,
  type LegalDocument,
  type LegalKind,
} from "./schema";
import { terms } from "./terms";

export { legalKinds, type LegalKind } from "./schema";

export const legalDocuments: Record<LegalKind, LegalDocument> = { privacy, imprint, terms };

/**
 * Keeps together what must not break across lines: "50 %", "§ 19", "Art. 6", "z. B.".
 * (Non-breaking spaces; the texts stay readable with plain spaces in the source.)
 */
export function typeset(markdown: string): string {
  return markdown
    .replace(/(\d) %/g, "$1\u00a0%")
    .replace(/(§§?|Art\.|Abs\.|Nr\.|no\.) (\d)/g, "$1\u00a0$2")
    .replace(/\b(z\.|d\.|u\.) (B\.|h\.|a\.)/g, "$1\u00a0$2");
}

/** Fills a document's template for one language and renders it, failing with its name. */
function render(document: LegalDocument, locale: Locale): RenderedMarkdown {
  const name = `legal ${document.kind} (${locale})`;
  const markdown = document[locale].body(legalContext(locale, document));
  const checked = legalMarkdownSchema.safeParse(markdown);
  if (!checked.success) throw new Error(`${name}: ${z.prettifyError(checked.error)}`);
  const rendered = renderMarkdown(typeset(checked.data), name);
  if (rendered.headings.length !== document.sections) {
    throw new Error(
      `${name}: has ${rendered.headings.length} sections (## headings), expected ${document.sections}`,
    );
  }
  const ids = rendered.headings.map((h) => h.id);
  if (new Set(ids).size !== ids.length) throw new Error(`${name}: two sections share an anchor id`);
  return rendered;
}

const rendered = Object.fromEntries(
  legalKinds.map((kind) => {
    const document = legalDocuments[kind];
    parseContent("legal document", kind, legalDocumentSchema, document);
    if (document.kind !== kind)
      throw new Error(`legal document "${kind}" says it is "${document.kind}"`);
    return [kind, Object.fromEntries(locales.map((locale) => [locale, render(document, locale)]))];
  }),
) as Record<LegalKind, Record<Locale, RenderedMarkdown>>;

/** The legal document served at a German base path such as "/privacy", if any. */
export function legalKindOf(basePath: string): LegalKind | undefined {
  return legalKinds.find((kind) => basePath === `/${kind}`);
}

export function getLegalPage(kind: LegalKind, locale: Locale) {
  const document = legalDocuments[kind];
  const text = document[locale];
  const labels = legalLabels[locale];
  const { html, headings } = rendered[kind][locale];
  const updated = document.updated && {
    version: document.version && `${labels.version} ${document.version}`,
    label: document.updated.precision === "day" ? labels.updatedDay : labels.updatedMonth,
    date: document.updated.date,
    text: formatLegalDate(document.updated.date, document.updated.precision, locale),
  };
  const translationNote =
    labels.translationNote && labels.germanVersion
      ? {
          text: labels.translationNote,
          link: labels.germanVersion,
          href: localizePath(`/${kind}`, defaultLocale),
        }
      : undefined;
  return {
    seo: bilingualSeo(`/${kind}`, locale, text.seo),
    kind,
    title: text.title,
    updated,
    translationNote,
    contentsLabel: labels.contents,
    html,
    headings,
  };
}

export type LegalPage = ReturnType<typeof getLegalPage>;
