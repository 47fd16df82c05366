/**
 * A next step's words in the reader's language when they are one of the back office's
 * suggested steps ("Angebot nachfassen" / "Follow up the offer", "Rückruf" / "Call back"):
 * the step is stored as typed, in whoever set it's language (sending an offer sets "Angebot
 * nachfassen" from the German back office), and the team reads it in its own. Free text
 * stays as written.
 */
import type { Dictionary } from "../i18n/de";
import { de } from "../i18n/de";
import { en } from "../i18n/en";

type Suggestion = keyof Dictionary["nextStep"]["suggest"];

/** Every language's words of each suggestion. */
const known = new Map<string, Suggestion>();
for (const dictionary of [de, en]) {
  for (const [key, words] of Object.entries(dictionary.nextStep.suggest)) {
    known.set(words.toLowerCase(), key as Suggestion);
  }
}

/** The step's text as this reader's dictionary words it. */
export function stepText(text: string, t: Dictionary): string {
  const key = known.get(text.trim().toLowerCase());
  return key ? t.nextStep.suggest[key] : text;
}
