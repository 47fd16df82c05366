/**
 * Imprint (Impressum), German and English: provider details under § 5 DDG (which replaced § 5 TMG
 * in May 2024) from the owners' business data (site.ts's `site`, decision 0204), the tax details of the one tax setting (`site.tax.regime`, decision 0131: § 19
 * UStG or VAT id and net prices), responsibility under § 18 Abs. 2 MStV, the consumer dispute statement under § 36 VSBG (no link to the EU ODR platform: it closed
 * on 20 July 2025, see docs/product.md#old-site-defects) and the usual disclaimers.
 */
import type { Site } from "../schema";
import { lines } from "./context";
import type { LegalDocument } from "./schema";

/** "Steuerliche Angaben": tax number and office, then the VAT id or the § 19 paragraph. */
function taxDetailsDe(tax: Site["tax"]): string {
  const numbers: string[] = [];
  if (tax.taxNumber) numbers.push(`Steuernummer: ${tax.taxNumber}`);
  if (tax.taxOffice) numbers.push(`Zuständiges Finanzamt: ${tax.taxOffice}`);
  if (tax.vatId)
    numbers.push(
      `Umsatzsteuer-Identifikationsnummer gemäß § 27 a Umsatzsteuergesetz: ${tax.vatId}`,
    );
  const paragraph =
    tax.regime === "regular"
      ? "**Preise:** Alle auf dieser Website angegebenen Preise sind Nettopreise zzgl. der gesetzlichen Umsatzsteuer. In Angeboten und Rechnungen weisen wir die Umsatzsteuer gesondert aus."
      : `**Kleinunternehmerregelung:** Wir sind Kleinunternehmer im Sinne von § 19 UStG. Umsatzsteuer wird daher nicht berechnet und in Angeboten und Rechnungen nicht ausgewiesen. Alle angegebenen Preise sind Endpreise.${tax.vatId ? "" : " Eine Umsatzsteuer-Identifikationsnummer haben wir nicht."}`;
  return `${lines(...numbers)}\n\n${paragraph}`;
}

/** "Tax details" in English, the same paragraphs as taxDetailsDe. */
function taxDetailsEn(tax: Site["tax"]): string {
  const numbers: string[] = [];
  if (tax.taxNumber) numbers.push(`Tax number (Steuernummer): ${tax.taxNumber}`);
  if (tax.taxOffice) numbers.push(`Tax office: ${tax.taxOffice}`);
  if (tax.vatId)
    numbers.push(`VAT identification number under § 27 a UStG (German VAT Act): ${tax.vatId}`);
  const paragraph =
    tax.regime === "regular"
      ? "**Prices:** all prices stated on this website are net prices plus statutory VAT. Offers and invoices show the VAT separately."
      : `**Small business scheme:** we are a small business within the meaning of § 19 UStG (German VAT Act). We therefore do not charge VAT and do not show it on offers or invoices. All prices stated are final prices.${tax.vatId ? "" : " We have no VAT identification number."}`;
  return `${lines(...numbers)}\n\n${paragraph}`;
}

export const imprint: LegalDocument = {
  kind: "imprint",
  sections: 8,
  de: {
    title: "Impressum",
    seo: {
      title: "Impressum",
      description:
        "Impressum von Spreegeist Events, Agentur für Teambuilding, Firmenfeiern und Weihnachtsfeiern in Berlin-Wannsee: Anbieter, Kontakt, Steuernummer, Verantwortliche.",
      keywords: ["Impressum", "Anbieterkennzeichnung", "Spreegeist Events", "Eventagentur Berlin"],
    },
    body: ({ site, addressBlock, phoneLink, emailLink }) => `
## Angaben gemäß § 5 DDG

${addressBlock}

Rechtsform: Einzelunternehmen von ${site.owner}

## Kontakt

Telefon: ${phoneLink}\\
E-Mail: ${emailLink}

Anfragen zu Events und Mietartikeln senden Sie uns am einfachsten über unser [Anfrageformular](/contact).

## Steuerliche Angaben

${taxDetailsDe(site.tax)}

## Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV

${site.owner}\\
Anschrift wie oben

## Verbraucherstreitbeilegung

Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen (§ 36 VSBG). Wenn Sie mit uns unzufrieden sind, sprechen Sie uns bitte direkt an: Wir finden gemeinsam eine Lösung.

Die Plattform der EU-Kommission zur Online-Streitbeilegung wurde am 20. Juli 2025 eingestellt; einen Hinweis darauf gibt es deshalb nicht mehr.

## Haftung für Inhalte

Wir erstellen die Inhalte dieser Website mit größter Sorgfalt. Für die Richtigkeit, Vollständigkeit und Aktualität der Inhalte können wir jedoch keine Gewähr übernehmen. Als Diensteanbieter sind wir für eigene Inhalte auf diesen Seiten nach den allgemeinen Gesetzen verantwortlich. Für fremde Informationen, die wir lediglich übermitteln oder speichern, gelten die Haftungsbeschränkungen der Art. 4 bis 6 der Verordnung (EU) 2022/2065 (Digital Services Act); eine allgemeine Pflicht, solche Informationen zu überwachen oder nach Umständen zu forschen, die auf eine rechtswidrige Tätigkeit hinweisen, besteht nicht (Art. 8 DSA). Verpflichtungen zur Entfernung oder Sperrung der Nutzung von Informationen nach den allgemeinen Gesetzen bleiben hiervon unberührt. Sobald wir von einer Rechtsverletzung Kenntnis erlangen, entfernen wir die betroffenen Inhalte umgehend.

Angaben zu Events, Preisen und Verfügbarkeiten auf dieser Website sind unverbindlich; verbindlich ist allein unser schriftliches Angebot (siehe [AGB](/terms)).

## Haftung für Links

Unsere Website enthält an wenigen Stellen Links zu Websites Dritter, etwa zur Datenschutz-Aufsichtsbehörde. Auf deren Inhalte haben wir keinen Einfluss; für sie ist stets der jeweilige Anbieter oder Betreiber verantwortlich. Wir haben die verlinkten Seiten zum Zeitpunkt der Verlinkung auf mögliche Rechtsverstöße überprüft; rechtswidrige Inhalte waren nicht erkennbar. Eine ständige inhaltliche Kontrolle der verlinkten Seiten ist ohne konkrete Anhaltspunkte für eine Rechtsverletzung nicht zumutbar. Werden uns Rechtsverletzungen bekannt, entfernen wir den betreffenden Link umgehend.

## Urheberrecht

Die Texte, Illustrationen und Gestaltung dieser Website unterliegen dem deutschen Urheberrecht. Alle Illustrationen wurden eigens für ${site.brand} erstellt. Vervielfältigung, Bearbeitung, Verbreitung und jede Verwertung außerhalb der Grenzen des Urheberrechts bedürfen unserer vorherigen schriftlichen Zustimmung. Downloads und Kopien dieser Seiten sind nur für den privaten, nicht kommerziellen Gebrauch gestattet.

Genannte Marken gehören ihren jeweiligen Inhabern. LEGO® ist eine Marke der LEGO Gruppe, die diese Website weder sponsert noch autorisiert oder unterstützt. Sollten Sie auf eine Urheberrechtsverletzung aufmerksam werden, bitten wir um einen Hinweis; wir entfernen den Inhalt dann umgehend.
`,
  },
  en: {
    title: "Imprint",
    seo: {
      title: "Imprint",
      description:
        "Imprint (legal notice) of Spreegeist Events, team-building and company event agency in Berlin-Wannsee: provider, contact, tax number, responsibility for content.",
      keywords: ["imprint", "legal notice", "Spreegeist Events", "event agency Berlin"],
    },
    body: ({ site, addressBlock, phoneLink, emailLink }) => `
## Information pursuant to § 5 DDG

${addressBlock}

Legal form: sole proprietorship of ${site.owner}

## Contact

Phone: ${phoneLink}\\
E-mail: ${emailLink}

The easiest way to enquire about events and rentals is our [enquiry form](/en/contact).

## Tax details

${taxDetailsEn(site.tax)}

## Responsible for content under § 18(2) MStV

${site.owner}\\
Address as above

## Consumer dispute resolution

We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board (§ 36 VSBG, German Consumer Dispute Resolution Act). If you are unhappy with us, please talk to us directly: we will find a solution together.

The European Commission's online dispute resolution platform was shut down on 20 July 2025, so we no longer refer to it.

## Liability for content

We create the content of this website with the greatest care. We cannot, however, guarantee that it is correct, complete and up to date. As a service provider we are responsible for our own content on these pages under the general laws. For third-party information that we merely transmit or store, the liability exemptions of Articles 4 to 6 of Regulation (EU) 2022/2065 (Digital Services Act) apply; there is no general obligation to monitor such information or to actively seek facts indicating illegal activity (Art. 8 DSA). Obligations to remove or block the use of information under the general laws remain unaffected. As soon as we become aware of an infringement, we remove the content concerned without delay.

Information on events, prices and availability on this website is non-binding; only our written offer is binding (see our [terms](/en/terms)).

## Liability for links

In a few places our website links to third-party websites, for example to the data protection supervisory authority. We have no influence on their content; the respective provider or operator is always responsible for it. We checked the linked pages for possible infringements when we set the links; no illegal content was recognisable. Permanent monitoring of linked pages is not reasonable without concrete indications of an infringement. If we learn of an infringement, we remove the link concerned without delay.

## Copyright

The texts, illustrations and design of this website are protected by German copyright law. All illustrations were created specifically for ${site.brand}. Reproduction, adaptation, distribution and any use beyond the limits of copyright law require our prior written consent. Downloads and copies of these pages are permitted for private, non-commercial use only.

Trademarks mentioned belong to their respective owners. LEGO® is a trademark of the LEGO Group, which does not sponsor, authorise or endorse this website. If you notice a copyright infringement, please let us know; we will remove the content without delay.
`,
  },
};
