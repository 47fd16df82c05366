/** Interface text of the legal pages (the documents themselves live beside this file). */
import type { Localized } from "../schema";

export interface LegalLabels {
  /** Label of the table of contents. */
  contents: string;
  version: string;
  /** Before a full date: "Stand:" / "Last updated:". */
  updatedDay: string;
  /** Before a month: "Stand:" / "As of". */
  updatedMonth: string;
  /** English pages only: the German version is the binding one. */
  translationNote?: string;
  /** Link to the German version from the translation note. */
  germanVersion?: string;
}

export const legalLabels: Localized<LegalLabels> = {
  de: {
    contents: "Inhalt",
    version: "Version",
    updatedDay: "Stand:",
    updatedMonth: "Stand:",
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
