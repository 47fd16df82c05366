/**
 * The greeting of a letter or mail to a customer: "Sehr geehrte Frau Dr. Weiß," when the
 * form of address is known, "Guten Tag Jana Weiß," when it is not (and "Guten Tag," without
 * a name); in English "Dear Ms Weiß," or "Dear Jana Weiß," ("Hello," without a name).
 * The offer PDF, the invoice PDF and every mail to the customer use it (decision 0169).
 */
import type { DocumentCustomer, DocumentLanguage, FormOfAddress } from "./model.ts";

/** Name particles that belong to the family name: "von der Leyen", "van Gogh", "de Maizière". */
const particles = new Set([
  "von",
  "vom",
  "zu",
  "zur",
  "der",
  "den",
  "van",
  "de",
  "di",
  "da",
  "du",
  "la",
  "le",
  "del",
  "ten",
  "ter",
]);

/**
 * The family name as a salutation uses it, with the academic titles in front:
 * "Dr. Jana Weiß" → "Dr. Weiß", "Ursula von der Leyen" → "von der Leyen". A single word is
 * taken as the family name. Titles are the leading words that end in a full stop.
 */
export function familyName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const titles: string[] = [];
  while (words.length > 1 && words[0]!.endsWith(".")) titles.push(words.shift()!);
  let start = words.length - 1;
  while (start > 1 && particles.has(words[start - 1]!.toLowerCase())) start -= 1;
  return [...titles, ...words.slice(Math.max(start, 0))].join(" ");
}

const addressWords: Record<DocumentLanguage, Record<FormOfAddress, string>> = {
  de: { ms: "Sehr geehrte Frau", mr: "Sehr geehrter Herr" },
  en: { ms: "Dear Ms", mr: "Dear Mr" },
};
const byName: Record<DocumentLanguage, (name: string) => string> = {
  de: (name) => `Guten Tag ${name},`,
  en: (name) => `Dear ${name},`,
};
const nameless: Record<DocumentLanguage, string> = { de: "Guten Tag,", en: "Hello," };

/** The greeting line, with its comma, for the customer's contact in the document's language. */
export function greeting(
  customer: Pick<DocumentCustomer, "contactName" | "formOfAddress">,
  language: DocumentLanguage,
): string {
  const name = customer.contactName.trim();
  if (!name) return nameless[language];
  if (customer.formOfAddress) {
    return `${addressWords[language][customer.formOfAddress]} ${familyName(name)},`;
  }
  return byName[language](name);
}
