/**
 * A customer's address as the lines of a letter's address field, in the order of the
 * recipient's country (decision 0169): most countries write "postcode town" (DE, AT, CH, FR,
 * IT, ES, NL, the Nordic countries, PL, …); the UK and Ireland put the postcode on a line of
 * its own below the town; the US, Canada and Australia after the town on the same line
 * ("Springfield, IL 62704": the state goes with the town in the city field). The country's
 * name follows for every country but Germany, in capitals, as Deutsche Post asks.
 */
import type { DocumentLanguage, PostalAddress } from "./model.ts";

type TownLines = (address: PostalAddress) => string[];

const postcodeFirst: TownLines = (a) => [`${a.postalCode} ${a.city}`];
const postcodeBelow: TownLines = (a) => [a.city, a.postalCode];
const postcodeAfter: TownLines = (a) => [`${a.city} ${a.postalCode}`];

/** The countries that do not write "postcode town"; every other one does. */
const townLines: Record<string, TownLines> = {
  GB: postcodeBelow,
  IE: postcodeBelow,
  US: postcodeAfter,
  CA: postcodeAfter,
  AU: postcodeAfter,
};

const countryNames: Record<DocumentLanguage, Intl.DisplayNames> = {
  de: new Intl.DisplayNames(["de"], { type: "region" }),
  en: new Intl.DisplayNames(["en"], { type: "region" }),
};

/** The country of the sender, whose name the address leaves out. */
const HOME_COUNTRY = "DE";

/** Street, town and postcode in the country's order, and the country's name abroad. */
export function postalLines(address: PostalAddress, language: DocumentLanguage): string[] {
  const country = address.country.toUpperCase();
  const town = (townLines[country] ?? postcodeFirst)(address).filter((line) => line.trim());
  const lines = [address.street, ...town];
  if (country !== HOME_COUNTRY) {
    lines.push(countryNames[language].of(country)?.toUpperCase() ?? country);
  }
  return lines;
}
