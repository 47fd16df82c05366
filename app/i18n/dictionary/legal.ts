/** Interface text of the legal pages (the documents themselves live in app/content/legal/). */
import type { Localized } from "../locales";

export interface LegalLabels {
  /** Label of the table of contents. */
  contents: string;
  version: string;
  /** Before a full date: "Stand:" / "Last updated:". */
  updatedDay: string;
  /** Before a month: "Stand:" / "As of". */
  updatedMonth: string;
  /** Translations only (null in German, the binding version): the German version binds. */
  translationNote: string | null;
  /** Link to the German version from the translation note (null in German). */
  germanVersion: string | null;
}

export const legalLabels: Localized<LegalLabels> = {
  de: {
    contents: "Inhalt",
    version: "Version",
    updatedDay: "Stand:",
    updatedMonth: "Stand:",
    translationNote: null,
    germanVersion: null,
  },
  en: {
    contents: "Contents",
    version: "Version",
    updatedDay: "Last updated:",
    updatedMonth: "As of",
    translationNote:
      "This English version is a courtesy translation. Only the German version is legally binding; where the two differ, the German version prevails.",
    germanVersion: "Read the German version",
  },
};
