/**
 * Terms and conditions (AGB), German and English: eleven sections holding every rule of
 * docs/product.md#legal. Where the old site's wording would not hold up in German law, the text
 * keeps the rule and states it accurately (see README.md). § 3 (2) follows the one tax setting
 * (`site.tax.regime`, decision 0131).
 */
import {
  STANDARD_VAT_RATE_BP,
  VAT_RATES_BP,
  formatRate,
  type TaxRegime,
} from "../../shared/money/tax";
import type { LegalDocument } from "./schema";
import type { Locale } from "../../i18n/locales";

/** The reduced rate some lines carry (7 %). */
const REDUCED_VAT_RATE_BP = VAT_RATES_BP[1];

/**
 * § 3 (2), how tax is counted, from the one tax setting (decision 0131): under § 19 prices
 * are final prices and no VAT is charged; under the regular regime prices are net and the
 * statutory VAT is added and shown.
 */
function pricesAndTax(regime: TaxRegime, language: Locale): string {
  const standard = formatRate(STANDARD_VAT_RATE_BP, language);
  const reduced = formatRate(REDUCED_VAT_RATE_BP, language);
  if (language === "de")
    return regime === "regular"
      ? `(2) Alle Preise verstehen sich zzgl. der gesetzlichen Umsatzsteuer (derzeit ${standard}, für einzelne Leistungen ${reduced}). Angebote und Rechnungen weisen Nettobetrag, Umsatzsteuer und Gesamtbetrag aus; zu zahlen ist der Gesamtbetrag einschließlich Umsatzsteuer.`
      : "(2) Unsere Preise sind Endpreise. Als Kleinunternehmer im Sinne von § 19 UStG berechnen wir keine Umsatzsteuer; sie wird in Angeboten und Rechnungen daher nicht ausgewiesen, und zum Preis kommt keine Umsatzsteuer hinzu. Ein Vorsteuerabzug aus unseren Rechnungen ist nicht möglich.";
  return regime === "regular"
    ? `(2) All prices are plus statutory VAT (currently ${standard}, ${reduced} for some services). Offers and invoices show the net amount, the VAT and the total; the total including VAT is the amount to be paid.`
    : "(2) Our prices are final prices. As a small business within the meaning of § 19 UStG (German VAT Act) we do not charge VAT; it is therefore not shown on offers and invoices, and no VAT is added to the price. Input tax cannot be deducted from our invoices.";
}

export const terms: LegalDocument = {
  kind: "terms",
  updated: { date: "2025-01-01", precision: "month" },
  sections: 11,
  de: {
    title: "Allgemeine Geschäftsbedingungen (AGB)",
    seo: {
      title: "AGB",
      description:
        "Allgemeine Geschäftsbedingungen von Spreegeist Events: Vertragsschluss, Preise und Zahlung, Stornierung von Events und Mietartikeln, Gutscheine, Haftung.",
      keywords: [
        "AGB",
        "Allgemeine Geschäftsbedingungen",
        "Stornobedingungen",
        "Eventagentur Berlin",
      ],
    },
    body: ({ site, addressLine, addressBlock, emailLink }) => `
## § 1 Geltungsbereich

(1) Diese Allgemeinen Geschäftsbedingungen (AGB) gelten für alle Verträge zwischen ${site.legalName}, ${addressLine} (nachfolgend „wir“), und ihren Kundinnen und Kunden (nachfolgend „Kunde“) über

- die Konzeption, Organisation und Durchführung von Teambuilding-Events, Firmenfeiern, Weihnachtsfeiern und ähnlichen Veranstaltungen (nachfolgend „Events“) und
- die Vermietung von Dekoration und Veranstaltungstechnik (nachfolgend „Mietleistungen“).

(2) Die AGB gelten gegenüber Unternehmern (§ 14 BGB) und Verbrauchern (§ 13 BGB). Wo eine Regelung nur für eine der beiden Gruppen gilt, ist das ausdrücklich gesagt.

(3) Abweichende oder ergänzende Bedingungen des Kunden werden nur Vertragsbestandteil, wenn wir ihnen ausdrücklich in Textform zustimmen.

(4) Im Einzelfall getroffene Vereinbarungen, insbesondere in unserem Angebot, haben Vorrang vor diesen AGB (§ 305b BGB).

## § 2 Angebot und Vertragsschluss

(1) Die Darstellung unserer Events und Mietartikel auf der Website, in Unterlagen und im Gespräch ist unverbindlich und noch kein Angebot im rechtlichen Sinne. Eine Anfrage über das Anfrageformular, per E-Mail oder per Telefon verpflichtet weder den Kunden noch uns.

(2) Auf Anfrage erhält der Kunde ein schriftliches Angebot. Unsere Angebote sind freibleibend: Termine, Locations, Mietartikel und Kapazitäten sind erst mit Vertragsschluss verbindlich reserviert.

(3) Der Vertrag kommt zustande, wenn uns das vom Kunden unterschriebene Angebot zugeht (ein Scan per E-Mail genügt) oder wenn wir eine Buchung des Kunden schriftlich bestätigen; eine Bestätigung per E-Mail genügt. Ist ein Termin bei Zugang des unterschriebenen Angebots bereits anderweitig vergeben, teilen wir das dem Kunden unverzüglich mit; ein Vertrag kommt dann nicht zustande.

(4) Der Umfang unserer Leistungen ergibt sich aus dem Angebot oder unserer Bestätigung. Änderungen im Ablauf, die aus organisatorischen Gründen nötig werden, den Gesamtcharakter des Events nicht verändern und dem Kunden zumutbar sind, bleiben vorbehalten.

(5) Die endgültige Teilnehmerzahl teilt der Kunde uns spätestens 7 Tage vor dem Event in Textform mit. Eine spätere Erhöhung ermöglichen wir, soweit Kapazitäten frei sind.

## § 3 Preise und Zahlung

(1) Alle Preise verstehen sich in Euro. Verbindlich sind die Preise in unserem Angebot; Preisangaben auf der Website („ab … € pro Person“) sind Richtwerte für die Planung.

${pricesAndTax(site.tax.regime, "de")}

(3) Leistungen, die der Kunde zusätzlich wünscht, etwa Catering, Location-Miete oder An- und Abreise außerhalb Berlins, weisen wir im Angebot gesondert aus.

(4) Rechnungen sind innerhalb von 14 Tagen ab Rechnungsdatum ohne Abzug zur Zahlung fällig.

(5) Zahlt der Kunde nicht rechtzeitig, gerät er nach den gesetzlichen Vorschriften in Verzug. Während des Verzugs schulden Verbraucher Verzugszinsen in Höhe von 5 Prozentpunkten über dem Basiszinssatz (§ 288 Abs. 1 BGB), Unternehmer in Höhe von 8 Prozentpunkten über dem Basiszinssatz. Die Geltendmachung eines weitergehenden Verzugsschadens bleibt vorbehalten.

(6) Bei Events mit mehr als 20 Teilnehmenden können wir eine Anzahlung von 50 % des Gesamtpreises verlangen. Die Anzahlung ist innerhalb von 14 Tagen ab Rechnungsdatum fällig, der Restbetrag mit der Schlussrechnung nach dem Event.

(7) Aufrechnen kann der Kunde nur mit Forderungen, die unbestritten oder rechtskräftig festgestellt sind.

## § 4 Stornierung von Mietleistungen (Dekoration und Technik)

(1) Der Kunde kann gebuchte Mietleistungen vor Mietbeginn stornieren. Die Stornierung bedarf der Schriftform; Textform genügt, eine E-Mail reicht also aus. Maßgeblich ist der Zeitpunkt, zu dem die Stornierung bei uns eingeht.

(2) Geht die Stornierung ein

- früher als 12 Wochen vor Mietbeginn, fällt keine Stornopauschale an;
- ab 12 Wochen vor Mietbeginn, berechnen wir 50 % des Gesamtpreises;
- ab 14 Tagen vor Mietbeginn, berechnen wir 100 % des Gesamtpreises.

(3) Zusätzlich erstattet der Kunde uns die bis zur Stornierung bereits entstandenen Kosten, insbesondere für eigens für ihn beschaffte, angefertigte oder bei Dritten angemietete Artikel und für gebuchte Transporte, sowie eine Bearbeitungsgebühr für bereits geleistete Planungsstunden nach dem im Angebot genannten Stundensatz. Was die Pauschale nach Absatz 2 bereits abdeckt, berechnen wir nicht doppelt; insgesamt zahlt der Kunde höchstens den vereinbarten Gesamtpreis.

(4) Dem Kunden bleibt der Nachweis gestattet, dass uns kein oder ein wesentlich geringerer Schaden entstanden ist, etwa weil wir Aufwendungen erspart oder die Artikel anderweitig vermietet haben.

## § 5 Stornierung von Events

(1) Der Kunde kann ein gebuchtes Event vor dem Termin stornieren. Die Stornierung bedarf der Schriftform; Textform genügt, eine E-Mail reicht also aus. Maßgeblich ist der Zeitpunkt, zu dem die Stornierung bei uns eingeht.

(2) Geht die Stornierung ein

- bis 14 Tage vor dem Event, ist sie kostenfrei;
- 13 bis 7 Tage vor dem Event, berechnen wir 50 % des Gesamtpreises;
- weniger als 7 Tage vor dem Event, berechnen wir 100 % des Gesamtpreises. Dasselbe gilt, wenn die Gruppe ohne Stornierung nicht erscheint.

(3) Dem Kunden bleibt der Nachweis gestattet, dass uns kein oder ein wesentlich geringerer Schaden entstanden ist, etwa weil wir Aufwendungen erspart haben.

(4) Verringert der Kunde die Teilnehmerzahl, gilt das für die entfallenden Plätze als Teilstornierung nach Absatz 2.

(5) Statt zu stornieren, kann der Kunde eine Verlegung auf einen anderen Termin anfragen. Wir ermöglichen sie, soweit Kapazitäten frei sind; bereits entstandene Mehrkosten trägt der Kunde.

(6) Können wir ein Event aus Gründen, die wir nicht zu vertreten haben, nicht durchführen, insbesondere wegen höherer Gewalt, behördlicher Anordnungen, Unwetters mit Gefahr für die Teilnehmenden oder des Ausfalls der Location, bieten wir einen Ersatztermin an. Nimmt der Kunde ihn nicht an, erstatten wir bereits gezahlte Beträge unverzüglich.

## § 6 Gutscheine

(1) Gutscheine sind drei Jahre gültig. Die Frist beginnt mit dem Schluss des Jahres, in dem der Gutschein ausgestellt wurde.

(2) Für einen Gutschein über ein bestimmtes Event garantieren wir den bei Ausstellung gültigen Preis für 12 Monate ab dem Ausstellungsdatum. Wird der Gutschein danach eingelöst, rechnen wir seinen Wert auf den dann gültigen Preis an; eine Differenz zahlt der Kunde zu. Wertgutscheine behalten stets ihren Betrag.

(3) Gutscheine werden nicht bar ausgezahlt. Ein Restguthaben bleibt bis zum Ende der Gültigkeit erhalten. Gesetzliche Ansprüche, etwa wenn wir die Leistung nicht erbringen können, bleiben unberührt.

(4) Gutscheine sind übertragbar. Sie werden nach Verfügbarkeit und vorheriger Terminabsprache eingelöst; für das gebuchte Event gelten diese AGB.

## § 7 Widerrufsrecht für Verbraucher

(1) Verbrauchern steht bei Verträgen, die ausschließlich über Fernkommunikationsmittel (etwa E-Mail oder Telefon) oder außerhalb unserer Geschäftsräume geschlossen werden, ein Widerrufsrecht von 14 Tagen nach Maßgabe der folgenden Widerrufsbelehrung zu.

(2) **Das Widerrufsrecht besteht nicht** bei Verträgen über Dienstleistungen im Zusammenhang mit Freizeitbetätigungen, wenn der Vertrag für die Erbringung einen spezifischen Termin oder Zeitraum vorsieht (§ 312g Abs. 2 Nr. 9 BGB). Das betrifft insbesondere Events, die für einen festen Termin gebucht werden. Die Stornierung nach § 5 bleibt davon unberührt.

### Widerrufsbelehrung

**Widerrufsrecht**

Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag des Vertragsabschlusses.

Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (${site.legalName}, ${addressLine}, E-Mail: ${emailLink}, Telefon: ${site.phone.display}) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das unten stehende Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist. Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.

**Folgen des Widerrufs**

Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet.

Haben Sie verlangt, dass die Dienstleistungen während der Widerrufsfrist beginnen sollen, so haben Sie uns einen angemessenen Betrag zu zahlen, der dem Anteil der bis zu dem Zeitpunkt, zu dem Sie uns von der Ausübung des Widerrufsrechts hinsichtlich dieses Vertrags unterrichten, bereits erbrachten Dienstleistungen im Vergleich zum Gesamtumfang der im Vertrag vorgesehenen Dienstleistungen entspricht.

### Muster-Widerrufsformular

Wenn Sie den Vertrag widerrufen wollen, füllen Sie bitte dieses Formular aus und senden Sie es zurück.

> An:\\
> ${addressBlock.replace(/\\\n/g, "\\\n> ")}\\
> E-Mail: ${site.email}
>
> Hiermit widerrufe(n) ich/wir (\\*) den von mir/uns (\\*) abgeschlossenen Vertrag über die Erbringung der folgenden Dienstleistung (\\*)
>
> Bestellt am (\\*) / erhalten am (\\*)\\
> Name des/der Verbraucher(s)\\
> Anschrift des/der Verbraucher(s)\\
> Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)\\
> Datum
>
> (\\*) Unzutreffendes streichen.

## § 8 Durchführung, Pflichten der Teilnehmenden und Sicherheit

(1) Der Kunde informiert die Teilnehmenden vor dem Event über die für sie wichtigen Regelungen dieses Paragrafen und über die Hinweise in unserem Angebot.

(2) Die Teilnehmenden folgen den Sicherheitshinweisen und Anweisungen unserer Eventleitung und nutzen bereitgestellte Schutzausrüstung. Teilnehmende, die sich oder andere gefährden, insbesondere unter dem Einfluss von Alkohol oder Drogen, dürfen wir von einzelnen Programmpunkten oder vom Event ausschließen; der Preis bleibt in diesem Fall geschuldet.

(3) Die Teilnahme setzt eine der jeweiligen Aktivität angemessene gesundheitliche Verfassung voraus. Gesundheitliche Einschränkungen, Schwangerschaften sowie Allergien und Unverträglichkeiten (bei kulinarischen Events) teilt der Kunde uns vorab mit, damit wir das Programm anpassen können. Horror-Events arbeiten mit Dunkelheit, lauten Geräuschen und Schauspielenden; sie sind für Menschen mit Herz-Kreislauf-Erkrankungen, Epilepsie oder Angststörungen nicht geeignet und erst ab 18 Jahren.

(4) Outdoor-Events finden bei jedem Wetter statt; die Teilnehmenden tragen wetterfeste Kleidung und festes Schuhwerk. Gefährdet ein Unwetter die Sicherheit, verlegen oder unterbrechen wir das Programm; § 5 Abs. 6 gilt entsprechend.

(5) Mietartikel behandelt der Kunde sorgfältig, nutzt sie nur bestimmungsgemäß und nach unserer Einweisung und gibt sie pünktlich, vollständig und in dem Zustand zurück, in dem er sie erhalten hat; gewöhnliche Abnutzung ausgenommen. Schäden und Verluste meldet er uns unverzüglich. Für Verlust und Beschädigung haftet der Kunde nach den gesetzlichen Vorschriften, es sei denn, er hat sie nicht zu vertreten.

(6) Für Schäden, die Teilnehmende schuldhaft an unserer Ausrüstung oder an der Location verursachen, haftet der Kunde nach den gesetzlichen Vorschriften.

## § 9 Haftung

(1) Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit, für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit, bei arglistig verschwiegenen Mängeln, soweit wir eine Garantie übernommen haben, sowie nach dem Produkthaftungsgesetz.

(2) Bei leicht fahrlässiger Verletzung wesentlicher Vertragspflichten haften wir nur für den vertragstypischen, bei Vertragsschluss vorhersehbaren Schaden. Wesentliche Vertragspflichten sind Pflichten, deren Erfüllung die ordnungsgemäße Durchführung des Vertrags überhaupt erst ermöglicht und auf deren Einhaltung der Kunde regelmäßig vertrauen darf.

(3) Im Übrigen ist unsere Haftung für leichte Fahrlässigkeit ausgeschlossen.

(4) Diese Haftungsbeschränkungen gelten auch für die persönliche Haftung unserer Mitarbeitenden, Vertreter und Erfüllungsgehilfen.

(5) Für Garderobe und mitgebrachte Gegenstände der Teilnehmenden haften wir nur nach den Absätzen 1 bis 3.

## § 10 Anwendbares Recht und Gerichtsstand

(1) Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts. Gegenüber Verbrauchern gilt diese Rechtswahl nur, soweit ihnen dadurch nicht der Schutz zwingender Bestimmungen des Staates entzogen wird, in dem sie ihren gewöhnlichen Aufenthalt haben.

(2) Ist der Kunde Kaufmann, eine juristische Person des öffentlichen Rechts oder ein öffentlich-rechtliches Sondervermögen, ist ${site.address.city} ausschließlicher Gerichtsstand für alle Streitigkeiten aus dem Vertrag. Wir dürfen den Kunden auch an seinem allgemeinen Gerichtsstand verklagen. Für Verbraucher gelten die gesetzlichen Gerichtsstände.

## § 11 Schlussbestimmungen

(1) Änderungen und Ergänzungen des Vertrags bedürfen der Textform.

(2) Sollten einzelne Bestimmungen dieser AGB oder des Vertrags ganz oder teilweise unwirksam sein oder werden, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt. An die Stelle der unwirksamen Bestimmung treten die gesetzlichen Vorschriften (§ 306 Abs. 2 BGB).

(3) Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen (§ 36 VSBG).

(4) Wie wir mit personenbezogenen Daten umgehen, erklärt unsere [Datenschutzerklärung](/privacy).

(5) Maßgeblich ist die deutsche Fassung dieser AGB; Übersetzungen dienen nur der Information.
`,
  },
  en: {
    title: "Terms & Conditions",
    seo: {
      title: "Terms & Conditions",
      description:
        "Terms and conditions of Spreegeist Events: how a booking is made, prices and payment, cancellation of events and rentals, vouchers, liability.",
      keywords: [
        "terms and conditions",
        "cancellation policy",
        "team building Berlin",
        "event agency Berlin",
      ],
    },
    body: ({ site, addressLine, addressBlock, emailLink }) => `
## § 1 Scope

(1) These general terms and conditions (terms) apply to all contracts between ${site.legalName}, ${addressLine} ("we", "us"), and our customers ("customer") for

- the design, organisation and running of team-building events, company parties, Christmas parties and similar events ("events"), and
- the rental of decorations and event technology ("rentals").

(2) The terms apply to businesses (§ 14 BGB, German Civil Code) and to consumers (§ 13 BGB). Where a rule applies to only one of the two groups, this is said expressly.

(3) Deviating or additional terms of the customer become part of the contract only if we expressly agree to them in text form.

(4) Agreements made in the individual case, in particular in our offer, take precedence over these terms (§ 305b BGB).

## § 2 Offers and conclusion of the contract

(1) The presentation of our events and rental items on the website, in documents and in conversation is non-binding and not yet an offer in the legal sense. An enquiry through the enquiry form, by e-mail or by phone binds neither the customer nor us.

(2) On request the customer receives a written offer. Our offers are non-binding: dates, locations, rental items and capacity are only reserved bindingly once the contract is concluded.

(3) The contract is concluded when we receive the offer signed by the customer (a scan sent by e-mail is enough) or when we confirm the customer's booking in writing; a confirmation by e-mail is enough. If a date has already been given to someone else when the signed offer reaches us, we will tell the customer without delay; in that case no contract is concluded.

(4) The scope of our services follows from the offer or our confirmation. We reserve the right to make changes to the schedule that become necessary for organisational reasons, do not change the overall character of the event and are reasonable for the customer.

(5) The customer tells us the final number of participants in text form no later than 7 days before the event. We make a later increase possible where capacity allows.

## § 3 Prices and payment

(1) All prices are in euro. The prices in our offer are binding; prices on the website ("from … € per person") are guide values for planning.

${pricesAndTax(site.tax.regime, "en")}

(3) Services the customer wants in addition, such as catering, venue hire or travel outside Berlin, are listed separately in the offer.

(4) Invoices are due for payment without deduction within 14 days of the invoice date.

(5) If the customer does not pay on time, they fall into default in accordance with the statutory provisions. During default, consumers owe default interest of 5 percentage points above the base interest rate (§ 288(1) BGB) and businesses owe default interest of 8 percentage points above the base interest rate. We reserve the right to claim further damage caused by the delay.

(6) For events with more than 20 participants we may ask for a deposit of 50% of the total price. The deposit is due within 14 days of the invoice date, the balance with the final invoice after the event.

(7) The customer may only set off claims that are undisputed or have been finally established by a court.

## § 4 Cancellation of rentals (decorations and technology)

(1) The customer may cancel booked rentals before the rental period begins. Cancellation must be made in writing; text form is sufficient, so an e-mail will do. What counts is the time at which the cancellation reaches us.

(2) If the cancellation reaches us

- more than 12 weeks before the rental starts, no cancellation fee is due;
- from 12 weeks before the rental starts, we charge 50% of the total price;
- from 14 days before the rental starts, we charge 100% of the total price.

(3) In addition, the customer reimburses the costs already incurred up to the cancellation, in particular for items purchased, made or hired from third parties specifically for the customer and for transport booked, and a processing fee for planning hours already worked at the hourly rate stated in the offer. We do not charge twice for anything the flat rate under paragraph 2 already covers; in total the customer pays no more than the agreed total price.

(4) The customer is free to prove that we suffered no loss or a significantly lower loss, for example because we saved expenses or rented the items to someone else.

## § 5 Cancellation of events

(1) The customer may cancel a booked event before its date. Cancellation must be made in writing; text form is sufficient, so an e-mail will do. What counts is the time at which the cancellation reaches us.

(2) If the cancellation reaches us

- up to 14 days before the event, it is free of charge;
- 13 to 7 days before the event, we charge 50% of the total price;
- less than 7 days before the event, we charge 100% of the total price. The same applies if the group does not show up without cancelling.

(3) The customer is free to prove that we suffered no loss or a significantly lower loss, for example because we saved expenses.

(4) If the customer reduces the number of participants, this counts as a partial cancellation of the places no longer needed under paragraph 2.

(5) Instead of cancelling, the customer may ask to move the event to another date. We make this possible where capacity allows; the customer bears any additional costs already incurred.

(6) If we cannot run an event for reasons for which we are not responsible, in particular force majeure, official orders, severe weather endangering the participants or the loss of the venue, we offer a replacement date. If the customer does not accept it, we refund any amounts already paid without delay.

## § 6 Vouchers

(1) Vouchers are valid for three years. The period begins at the end of the year in which the voucher was issued.

(2) For a voucher for a specific event we guarantee the price valid at issue for 12 months from the date of issue. If the voucher is redeemed later, we credit its value against the price then valid; the customer pays any difference. Vouchers for an amount of money always keep their amount.

(3) Vouchers are not paid out in cash. Any remaining balance stays valid until the voucher expires. Statutory claims, for example if we cannot provide the service, remain unaffected.

(4) Vouchers are transferable. They are redeemed subject to availability and by prior arrangement of a date; these terms apply to the event booked.

## § 7 Right of withdrawal for consumers

(1) For contracts concluded exclusively by means of distance communication (such as e-mail or phone) or away from our business premises, consumers have a right of withdrawal of 14 days in accordance with the following instructions.

(2) **There is no right of withdrawal** for contracts for services related to leisure activities if the contract provides for a specific date or period of performance (§ 312g(2) no. 9 BGB). This applies in particular to events booked for a fixed date. Cancellation under § 5 remains possible.

### Withdrawal instructions

**Right of withdrawal**

You have the right to withdraw from this contract within fourteen days without giving any reason. The withdrawal period is fourteen days from the day the contract is concluded.

To exercise your right of withdrawal, you must inform us (${site.legalName}, ${addressLine}, e-mail: ${emailLink}, phone: ${site.phone.display}) of your decision to withdraw from this contract by an unequivocal statement (for example a letter sent by post or an e-mail). You may use the model withdrawal form below, but it is not obligatory. To meet the withdrawal deadline, it is sufficient for you to send your communication concerning your exercise of the right of withdrawal before the withdrawal period has expired.

**Effects of withdrawal**

If you withdraw from this contract, we shall reimburse to you all payments received from you without undue delay and in any event not later than fourteen days from the day on which we are informed about your decision to withdraw from this contract. We will carry out such reimbursement using the same means of payment as you used for the initial transaction, unless you have expressly agreed otherwise; in any event, you will not incur any fees as a result of such reimbursement.

If you requested to begin the performance of services during the withdrawal period, you shall pay us an amount which is in proportion to what has been provided until you have communicated to us your withdrawal from this contract, in comparison with the full coverage of the contract.

### Model withdrawal form

If you wish to withdraw from the contract, please complete and return this form.

> To:\\
> ${addressBlock.replace(/\\\n/g, "\\\n> ")}\\
> E-mail: ${site.email}
>
> I/We (\\*) hereby give notice that I/We (\\*) withdraw from my/our (\\*) contract for the provision of the following service (\\*)
>
> Ordered on (\\*) / received on (\\*)\\
> Name of consumer(s)\\
> Address of consumer(s)\\
> Signature of consumer(s) (only if this form is notified on paper)\\
> Date
>
> (\\*) Delete as appropriate.

## § 8 Running the event, participants' duties and safety

(1) Before the event, the customer informs the participants of the rules in this section that concern them and of the notes in our offer.

(2) Participants follow the safety instructions and directions of our event staff and use the protective equipment provided. We may exclude participants who endanger themselves or others, in particular under the influence of alcohol or drugs, from individual activities or from the event; the price remains payable in that case.

(3) Taking part requires a state of health suited to the activity. The customer tells us in advance about health restrictions, pregnancies and allergies or intolerances (for culinary events) so that we can adapt the programme. Horror events work with darkness, loud noises and actors; they are not suitable for people with cardiovascular conditions, epilepsy or anxiety disorders and are for adults aged 18 and over only.

(4) Outdoor events take place in any weather; participants wear weatherproof clothing and sturdy shoes. If severe weather endangers safety, we move or interrupt the programme; § 5(6) applies accordingly.

(5) The customer handles rental items with care, uses them only as intended and as we have instructed, and returns them on time, complete and in the condition in which they were received, apart from normal wear and tear. The customer reports damage and loss to us without delay and is liable for loss and damage in accordance with the statutory provisions unless not responsible for it.

(6) The customer is liable in accordance with the statutory provisions for damage culpably caused by participants to our equipment or to the venue.

## § 9 Liability

(1) We are liable without limitation for intent and gross negligence, for damage arising from injury to life, body or health, for defects we fraudulently concealed, where we have given a guarantee, and under the German Product Liability Act (Produkthaftungsgesetz).

(2) For slightly negligent breaches of essential contractual obligations, we are liable only for the damage typical of the contract and foreseeable when the contract was concluded. Essential contractual obligations are those whose fulfilment makes the proper performance of the contract possible in the first place and on whose observance the customer may regularly rely.

(3) Otherwise, our liability for slight negligence is excluded.

(4) These limitations of liability also apply to the personal liability of our staff, representatives and vicarious agents.

(5) We are liable for participants' coats and belongings only in accordance with paragraphs 1 to 3.

## § 10 Applicable law and place of jurisdiction

(1) The law of the Federal Republic of Germany applies, excluding the UN Convention on Contracts for the International Sale of Goods. For consumers, this choice of law applies only insofar as it does not deprive them of the protection of mandatory provisions of the state in which they have their habitual residence.

(2) If the customer is a merchant, a legal entity under public law or a special fund under public law, ${site.address.city} is the exclusive place of jurisdiction for all disputes arising from the contract. We may also sue the customer at their general place of jurisdiction. For consumers, the statutory places of jurisdiction apply.

## § 11 Final provisions

(1) Amendments and additions to the contract must be made in text form.

(2) Should individual provisions of these terms or of the contract be or become invalid in whole or in part, the validity of the remaining provisions remains unaffected. The invalid provision is replaced by the statutory provisions (§ 306(2) BGB).

(3) We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board (§ 36 VSBG).

(4) How we handle personal data is explained in our [privacy policy](/en/privacy).

(5) The German version of these terms is authoritative; translations are for information only.
`,
  },
};
