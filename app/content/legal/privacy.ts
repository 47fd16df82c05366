/**
 * Privacy policy (Datenschutzerklärung), German and English. Seven numbered sections cover
 * everything the old site's policy covered; the retention periods are those of
 * docs/product.md#retention. Raise PRIVACY_POLICY_VERSION (see ./versions.ts) and its date with
 * every change of substance: consent records store the version a visitor saw.
 */
import { lines } from "./context";
import type { LegalDocument } from "./schema";
import { PRIVACY_POLICY_UPDATED, PRIVACY_POLICY_VERSION } from "./versions";

const authority = {
  de: lines(
    "Berliner Beauftragte für Datenschutz und Informationsfreiheit",
    "Alt-Moabit 59–61",
    "10555 Berlin",
    "Telefon: +49 30 13889-0",
    "E-Mail: [mailbox@datenschutz-berlin.de](mailto:mailbox@datenschutz-berlin.de)",
    "Website: [www.datenschutz-berlin.de](https://www.datenschutz-berlin.de)",
  ),
  en: lines(
    "Berliner Beauftragte für Datenschutz und Informationsfreiheit (Berlin Commissioner for Data Protection and Freedom of Information)",
    "Alt-Moabit 59–61",
    "10555 Berlin, Germany",
    "Phone: +49 30 13889-0",
    "E-mail: [mailbox@datenschutz-berlin.de](mailto:mailbox@datenschutz-berlin.de)",
    "Website: [www.datenschutz-berlin.de](https://www.datenschutz-berlin.de)",
  ),
};

export const privacy: LegalDocument = {
  kind: "privacy",
  version: PRIVACY_POLICY_VERSION,
  updated: { date: PRIVACY_POLICY_UPDATED, precision: "day" },
  sections: 7,
  de: {
    title: "Datenschutzerklärung",
    seo: {
      title: "Datenschutzerklärung",
      description:
        "Datenschutzerklärung von Spreegeist Events: welche Daten wir verarbeiten, Cookies und Einwilligung, Anfrageformular, Speicherdauer, Ihre Rechte nach der DSGVO.",
      keywords: ["Datenschutzerklärung", "Datenschutz", "DSGVO", "Cookies", "Teambuilding Berlin"],
    },
    body: ({ site, addressBlock, phoneLink, emailLink, version, updated }) => `
## 1. Datenschutz auf einen Blick

Der Schutz Ihrer persönlichen Daten ist uns wichtig. Diese Datenschutzerklärung erklärt, welche personenbezogenen Daten wir verarbeiten, wenn Sie unsere Website besuchen oder uns eine Anfrage senden, wozu wir das tun, wie lange wir die Daten speichern und welche Rechte Sie haben. Personenbezogene Daten sind alle Angaben, mit denen Sie persönlich identifiziert werden können (Art. 4 Nr. 1 DSGVO).

Das Wichtigste in Kürze:

- **Keine Drittanbieter.** Wir binden keine Dienste Dritter ein: keine Analyse- oder Werbedienste, keine Social-Media-Plugins, keine Karten oder Videos von fremden Servern, kein Content-Delivery-Network (CDN) und keine extern geladenen Schriften. Alle Dateien dieser Website, auch die Schrift, kommen von unserem eigenen Server.
- **Hosting in Deutschland.** Website, Datenbank und E-Mail-Postfach werden in Rechenzentren in Deutschland betrieben. Wir übermitteln keine Daten in Länder außerhalb der EU und des EWR.
- **Nur Notwendiges ohne Einwilligung.** Ohne Ihre Einwilligung verarbeiten wir nur, was für den Betrieb und die Sicherheit der Website nötig ist. Leistungsmessungen (Abschnitt 4) gibt es nur mit Ihrer Einwilligung, und auch dann ohne jede Kennung.
- **Ihre Anfrage bleibt bei uns.** Was Sie uns über das Anfrageformular, per E-Mail oder telefonisch mitteilen, nutzen wir nur, um Ihre Anfrage zu beantworten und Ihr Event zu planen.

## 2. Verantwortlicher und Kontakt zum Datenschutz

Verantwortlich für die Verarbeitung Ihrer Daten im Sinne der Datenschutz-Grundverordnung (DSGVO) ist:

${addressBlock}

Telefon: ${phoneLink}\\
E-Mail: ${emailLink}

Für alle Fragen zum Datenschutz und für die Ausübung Ihrer Rechte (Abschnitt 7) erreichen Sie uns unter dieser Anschrift, am schnellsten per E-Mail mit dem Betreff „Datenschutz“. Ihre Ansprechperson für den Datenschutz ist ${site.owner}. Einen Datenschutzbeauftragten haben wir nicht benannt, weil wir als kleines Unternehmen dazu nicht verpflichtet sind (Art. 37 DSGVO, § 38 BDSG).

## 3. Hosting, Server-Logs und Verschlüsselung

### Hosting

Diese Website läuft auf Servern eines Hosting-Anbieters in einem Rechenzentrum in Deutschland. Der Anbieter verarbeitet Daten nur in unserem Auftrag und nach unserer Weisung; mit ihm besteht ein Vertrag über die Auftragsverarbeitung nach Art. 28 DSGVO. Beim Aufruf unserer Seiten baut Ihr Browser keine Verbindung zu Servern Dritter auf.

### Server-Logs

Bei jedem Aufruf einer Seite oder Datei werden automatisch folgende Angaben in Protokolldateien (Server-Logs) erfasst:

- IP-Adresse des anfragenden Geräts,
- Datum und Uhrzeit des Zugriffs,
- aufgerufene Seite oder Datei und HTTP-Statuscode,
- übertragene Datenmenge,
- die zuvor besuchte Seite (Referrer), sofern Ihr Browser sie übermittelt,
- Browser und Betriebssystem (User-Agent).

Wir benötigen diese Angaben, um die Website auszuliefern, Fehler zu beheben und Angriffe zu erkennen und abzuwehren. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse ist ein sicherer und stabiler Betrieb. Wir führen die Logs nicht mit anderen Daten zusammen und löschen sie nach **30 Tagen** automatisch. Nur wenn ein konkreter Angriff aufgeklärt werden muss, bewahren wir die betroffenen Einträge bis zum Abschluss der Aufklärung auf.

### Schutz der Formulare vor Missbrauch

Damit niemand unsere Formulare mit automatisierten Massenanfragen flutet, begrenzen wir die Zahl der Anfragen, die in kurzer Zeit von derselben IP-Adresse kommen dürfen (Rate Limiting). Dafür hält der Server Ihre IP-Adresse nur für wenige Minuten im Arbeitsspeicher und verwirft sie danach; sie wird **nicht gespeichert**. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse ist der Schutz vor Spam und Überlastung.

### TLS-Verschlüsselung

Diese Website ist aus Sicherheitsgründen durchgehend per TLS verschlüsselt (HTTPS). Eine verschlüsselte Verbindung erkennen Sie an „https://“ in der Adresszeile und am Schloss-Symbol Ihres Browsers. Daten, die Sie an uns übermitteln, etwa über das Anfrageformular, können so auf dem Weg nicht von Dritten mitgelesen oder verändert werden (Art. 32 DSGVO).

## 4. Cookies, Speicherung im Browser und Einwilligung

### Cookie-Banner

Beim ersten Besuch fragt Sie unser Banner „Cookie-Einstellungen“, welchen Kategorien Sie zustimmen. Sie können „Nur Notwendige“ oder „Alle Akzeptieren“ wählen oder unter „Einstellungen“ einzelne Kategorien an- und abwählen. Solange Sie nicht zustimmen, bleibt alles ausgeschaltet, was nicht notwendig ist.

Sie können Ihre Auswahl **jederzeit ändern oder Ihre Einwilligung widerrufen**: über den Link „Cookie-Einstellungen“ in der Fußzeile jeder Seite. Der Widerruf ist so einfach wie die Einwilligung und wirkt für die Zukunft; die Rechtmäßigkeit der bis dahin erfolgten Verarbeitung bleibt unberührt.

### Kategorien

- **Notwendig (immer aktiv):** Speicherungen, ohne die die Website oder ihre Formulare nicht funktionieren: Ihre Cookie-Auswahl selbst und das Sicherheits-Cookie für Formulare (siehe unten). Rechtsgrundlage ist § 25 Abs. 2 Nr. 2 TDDDG in Verbindung mit Art. 6 Abs. 1 lit. f DSGVO.
- **Analyse (optional):** Nur mit Ihrer Einwilligung misst Ihr Browser, wie schnell unsere Seiten laden und auf Eingaben reagieren und ob sich beim Laden etwas verschiebt (sogenannte Web Vitals), und sendet diese Messwerte an unseren eigenen Server. Dort speichern wir sie ausschließlich zusammengefasst pro Seite, ohne IP-Adresse, ohne Cookie und ohne jede Kennung, die einen Rückschluss auf Sie oder Ihr Gerät zuließe. Wir nutzen die Werte nur, um die Website schneller zu machen, und geben sie an niemanden weiter. Rechtsgrundlage ist Ihre Einwilligung nach § 25 Abs. 1 TDDDG und Art. 6 Abs. 1 lit. a DSGVO.
- **Marketing (optional):** Derzeit setzen wir keinerlei Marketing-Werkzeuge ein. Auch wenn Sie dieser Kategorie zustimmen, werden keine Marketing-Cookies gesetzt und keine Daten für Werbung verarbeitet. Sollte sich das ändern, passen wir diese Erklärung an und fragen Sie vorher erneut.

### Was in Ihrem Browser gespeichert wird

- **Ihre Cookie-Auswahl** steht im lokalen Speicher Ihres Browsers (Local Storage) unter dem Schlüssel \`cookie-consent\`: die gewählten Kategorien, der Zeitpunkt, die Version des Einwilligungsdialogs, eine zufällige pseudonyme Kennung und die Nummer des Einwilligungsnachweises auf unserem Server. So erscheint das Banner nicht bei jedem Seitenaufruf erneut. Der Eintrag bleibt, bis Sie ihn löschen oder Ihre Auswahl ändern; nach 24 Monaten fragen wir Sie erneut.
- **Ein Sicherheits-Cookie für Formulare** (technisch notwendig): ein HttpOnly-Cookie mit einer zufälligen Zeichenfolge, das verhindert, dass fremde Websites in Ihrem Namen Formulare an uns absenden (Schutz vor Cross-Site Request Forgery, CSRF). Skripte können es nicht lesen, es enthält keine Angaben über Sie und wird mit dem Ende Ihrer Browsersitzung gelöscht.

- **Ihre Merkliste** (technisch notwendig, auf Ihren Wunsch): Wenn Sie ein Event mit „Merken“ vormerken, steht die Kennung des Events im lokalen Speicher Ihres Browsers unter dem Schlüssel \`spreegeist.shortlist\`. Die Merkliste enthält nur die Kennungen der Events, keine Angaben über Sie; sie wird weder als Cookie noch auf andere Weise an uns übertragen. Wir erfahren davon erst, wenn Sie selbst eine Anfrage mit den gemerkten Events senden. Der Eintrag bleibt, bis Sie die Events von der Merkliste entfernen oder den Speicher Ihres Browsers löschen. Rechtsgrundlage ist § 25 Abs. 2 Nr. 2 TDDDG.

Weitere Cookies oder andere Speicher in Ihrem Browser verwenden wir nicht.

### Nachweis Ihrer Einwilligung

Sobald Sie im Banner eine Auswahl treffen, speichern wir auf unserem Server einen Nachweis Ihrer Entscheidung mit:

- einer zufälligen pseudonymen Kennung, die Ihr Browser erzeugt,
- Ihrer Auswahl je Kategorie,
- der Version des Banners und der Version der Datenschutzerklärung, die Ihnen angezeigt wurden,
- der Sprache der Seite,
- Datum und Uhrzeit.

Ihre **IP-Adresse und Ihren Browser (User-Agent) speichern wir dabei nicht.** Der Nachweis dient allein dazu, belegen zu können, dass und wie Sie eingewilligt haben, wozu wir nach Art. 7 Abs. 1 DSGVO verpflichtet sind; Rechtsgrundlage ist Art. 6 Abs. 1 lit. c in Verbindung mit Art. 7 Abs. 1 DSGVO. Wir bewahren jeden Nachweis 24 Monate ab seiner Erteilung auf, auch wenn Sie Ihre Auswahl später ändern oder widerrufen: Ein Widerruf wird als neuer Nachweis gespeichert, und der frühere belegt, was bis dahin erlaubt war. Danach löschen wir ihn automatisch.

## 5. Anfrageformular, E-Mail und Telefon

### Anfrageformular

Über unser [Anfrageformular](/contact) können Sie uns folgende Angaben senden; Pflichtfelder sind im Formular gekennzeichnet:

- Name,
- Firma,
- geschäftliche E-Mail-Adresse,
- Telefonnummer (freiwillig),
- Wunschtermin,
- Gruppengröße,
- gewünschte Events (eines oder mehrere),
- Ihre Nachricht.

Zusammen mit Ihrer Anfrage speichern wir die unverbindliche Preisschätzung, die wir aus unseren Preisen und Ihrer Gruppengröße berechnen.

Wir speichern Ihre Anfrage in unserer eigenen Datenbank auf unserem Server in Deutschland und senden sie per E-Mail an unser Postfach, damit wir sie schnell beantworten können. Sie erhalten eine Eingangsbestätigung an die angegebene E-Mail-Adresse. Wir nutzen Ihre Angaben ausschließlich, um Ihre Anfrage zu bearbeiten, Ihnen ein Angebot zu erstellen und Rückfragen zu klären, nicht für Werbung oder Newsletter.

Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO (Durchführung vorvertraglicher Maßnahmen auf Ihre Anfrage). Fragen Sie für Ihr Unternehmen an, ist Rechtsgrundlage für die Verarbeitung Ihrer Kontaktdaten als Ansprechperson zusätzlich Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse ist die Bearbeitung geschäftlicher Anfragen.

### E-Mail und Telefon

Wenn Sie uns per E-Mail oder telefonisch kontaktieren, verarbeiten wir Ihre Angaben (Name, Kontaktdaten, Inhalt der Anfrage) auf denselben Rechtsgrundlagen und für denselben Zweck.

### Speicherdauer

Anfragen löschen wir **12 Monate** nach dem letzten Kontakt, wenn daraus keine Buchung wird. Wird gebucht, bewahren wir die Buchungsunterlagen **3 Jahre** nach Ende des Jahres auf, in dem das Event stattfand (gesetzliche Verjährungsfrist, §§ 195, 199 BGB). Unterlagen, die wir nach Handels- und Steuerrecht aufbewahren müssen, bewahren wir so lange wie vorgeschrieben auf: Rechnungen und Buchungsbelege 8 Jahre, Geschäftsbriefe 6 Jahre (§ 147 AO, § 257 HGB, soweit anwendbar).

Die Angabe Ihrer Daten ist weder gesetzlich noch vertraglich vorgeschrieben. Ohne Kontaktdaten können wir Ihnen allerdings nicht antworten.

## 6. Rechtsgrundlagen, Empfänger und Speicherdauer

### Rechtsgrundlagen im Überblick

- **Einwilligung** (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG): Leistungsmessungen der Kategorie „Analyse“.
- **Vertrag und vorvertragliche Maßnahmen** (Art. 6 Abs. 1 lit. b DSGVO): Anfragen, Angebote und Buchungen.
- **Rechtliche Verpflichtung** (Art. 6 Abs. 1 lit. c DSGVO): Nachweis von Einwilligungen, gesetzliche Aufbewahrungspflichten.
- **Berechtigtes Interesse** (Art. 6 Abs. 1 lit. f DSGVO): Server-Logs, Rate Limiting, CSRF-Schutz sowie Anfragen, die Sie für Ihr Unternehmen stellen.

### Empfänger

Ihre Daten erhalten nur Dienstleister, die sie in unserem Auftrag und nach unserer Weisung verarbeiten (Art. 28 DSGVO): unser Hosting-Anbieter und unser E-Mail-Anbieter, beide mit Servern in Deutschland. Bei Buchungen erhalten, soweit erforderlich, unsere Steuerberatung, Finanzbehörden und die für Zahlungen beteiligten Banken die nötigen Angaben. Wir verkaufen keine Daten und geben sie nicht für Werbezwecke weiter.

### Keine Übermittlung in Drittländer

Wir übermitteln keine personenbezogenen Daten in Länder außerhalb der Europäischen Union und des Europäischen Wirtschaftsraums.

### Keine automatisierte Entscheidung

Wir treffen keine Entscheidungen, die ausschließlich auf einer automatisierten Verarbeitung beruhen, und erstellen keine Profile (Art. 22 DSGVO).

### Speicherdauer im Überblick

- **Kontaktanfragen:** 12 Monate nach dem letzten Kontakt.
- **Buchungen:** 3 Jahre nach Ende des Jahres, in dem das Event stattfand; dazu die gesetzlichen Aufbewahrungsfristen nach HGB und AO (Rechnungen und Buchungsbelege 8 Jahre, Geschäftsbriefe 6 Jahre), soweit anwendbar.
- **Cookie-Einstellungen:** im Browser bis zur Änderung oder Löschung, nach 24 Monaten fragen wir erneut; **Einwilligungsnachweise:** 24 Monate ab Erteilung.
- **Server-Logs:** 30 Tage.
- **IP-Adressen für das Rate Limiting:** wenige Minuten, nur im Arbeitsspeicher.
- **Leistungsmessungen (Analyse):** nur zusammengefasst und ohne Personenbezug.

Nach Ablauf der Fristen löschen wir die Daten oder anonymisieren sie.

## 7. Ihre Rechte und Beschwerde bei der Aufsichtsbehörde

Sie haben gegenüber uns jederzeit folgende Rechte:

- **Auskunft** über die bei uns gespeicherten Daten (Art. 15 DSGVO),
- **Berichtigung** unrichtiger Daten (Art. 16 DSGVO),
- **Löschung** (Art. 17 DSGVO),
- **Einschränkung** der Verarbeitung (Art. 18 DSGVO),
- **Datenübertragbarkeit** (Art. 20 DSGVO),
- **Widerspruch** gegen die Verarbeitung (Art. 21 DSGVO),
- **Widerruf** einer erteilten Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO), für die Cookie-Auswahl über den Link „Cookie-Einstellungen“ in der Fußzeile.

**Widerspruchsrecht:** Verarbeiten wir Daten auf Grundlage unseres berechtigten Interesses (Art. 6 Abs. 1 lit. f DSGVO), können Sie aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit widersprechen. Wir verarbeiten die Daten dann nicht mehr, es sei denn, wir können zwingende schutzwürdige Gründe nachweisen, die Ihre Interessen überwiegen, oder die Verarbeitung dient der Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen.

Eine formlose Nachricht an ${emailLink} oder per Post an die Anschrift in Abschnitt 2 genügt. Wir beantworten Anfragen unentgeltlich und **innerhalb von 30 Tagen**. Wenn wir begründete Zweifel haben, wer die Anfrage stellt, bitten wir um einen Nachweis Ihrer Identität.

### Beschwerderecht bei der Aufsichtsbehörde

Sie haben das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren (Art. 77 DSGVO), insbesondere in dem Mitgliedstaat Ihres Aufenthaltsorts, Ihres Arbeitsplatzes oder des mutmaßlichen Verstoßes. Für uns zuständig ist:

${authority.de}

### Änderungen dieser Datenschutzerklärung

Diese Datenschutzerklärung hat die Version ${version} mit Stand ${updated}. Wir passen sie an, wenn sich unsere Website, unsere Abläufe oder die Rechtslage ändern; hier finden Sie stets die aktuelle Fassung.
`,
  },
  en: {
    title: "Privacy Policy",
    seo: {
      title: "Privacy Policy",
      description:
        "Privacy policy of Spreegeist Events: what data we process, cookies and consent, the enquiry form, retention periods and your rights under the GDPR.",
      keywords: ["privacy policy", "data protection", "GDPR", "cookies", "team building Berlin"],
    },
    body: ({ site, addressBlock, phoneLink, emailLink, version, updated }) => `
## 1. Privacy at a glance

Protecting your personal data matters to us. This privacy policy explains which personal data we process when you visit our website or send us an enquiry, why we do so, how long we keep the data and what rights you have. Personal data is any information by which you can be personally identified (Art. 4(1) GDPR).

The essentials in brief:

- **No third parties.** We embed no third-party services: no analytics or advertising services, no social media plugins, no maps or videos from other servers, no content delivery network (CDN) and no externally loaded fonts. Every file of this website, including the font, comes from our own server.
- **Hosted in Germany.** The website, its database and our mailbox run in data centres in Germany. We transfer no data to countries outside the EU and the EEA.
- **Only what is necessary without consent.** Without your consent we process only what the website needs to work and to stay secure. Performance measurements (section 4) happen only with your consent, and even then without any identifier.
- **Your enquiry stays with us.** What you tell us through the enquiry form, by e-mail or by phone is used only to answer your enquiry and plan your event.

## 2. Controller and data protection contact

The controller responsible for processing your data within the meaning of the General Data Protection Regulation (GDPR) is:

${addressBlock}

Phone: ${phoneLink}\\
E-mail: ${emailLink}

For any question about data protection and to exercise your rights (section 7), contact us at this address, fastest by e-mail with the subject "Data protection". Your contact person for data protection is ${site.owner}. We have not appointed a data protection officer because, as a small business, we are not required to (Art. 37 GDPR, § 38 BDSG).

## 3. Hosting, server logs and encryption

### Hosting

This website runs on the servers of a hosting provider in a data centre in Germany. The provider processes data only on our behalf and on our instructions, under a data processing agreement pursuant to Art. 28 GDPR. When you open our pages, your browser connects to no third-party server.

### Server logs

Each time a page or file is requested, the following is recorded automatically in log files (server logs):

- the IP address of the requesting device,
- date and time of the request,
- the page or file requested and the HTTP status code,
- the amount of data transferred,
- the previously visited page (referrer), if your browser sends it,
- browser and operating system (user agent).

We need this information to deliver the website, fix errors and detect and fend off attacks. The legal basis is Art. 6(1)(f) GDPR; our legitimate interest is secure and stable operation. We do not combine the logs with other data and delete them automatically after **30 days**. Only where a specific attack has to be investigated do we keep the entries concerned until the investigation is complete.

### Protecting our forms from abuse

To stop automated mass submissions from flooding our forms, we limit how many requests may come from the same IP address within a short time (rate limiting). For this, the server keeps your IP address in memory for a few minutes only and then discards it; it is **never stored**. The legal basis is Art. 6(1)(f) GDPR; our legitimate interest is protection against spam and overload.

### TLS encryption

For security reasons this website is encrypted throughout with TLS (HTTPS). You can recognise an encrypted connection by "https://" in the address bar and the padlock symbol of your browser. Data you send us, for instance through the enquiry form, cannot be read or altered by third parties on its way (Art. 32 GDPR).

## 4. Cookies, browser storage and consent

### Consent banner

On your first visit a consent banner asks which categories you agree to. You can accept only the necessary ones, accept all, or switch single categories on and off in its settings. As long as you do not agree, everything that is not necessary stays off.

You can **change your choice or withdraw your consent at any time** through the "Cookie settings" link in the footer of every page. Withdrawing is as easy as giving consent and takes effect for the future; it does not affect the lawfulness of processing carried out before.

### Categories

- **Necessary (always on):** storage without which the website or its forms do not work: your cookie choice itself and the security cookie for forms (see below). The legal basis is § 25(2) no. 2 TDDDG (German Telecommunications Digital Services Data Protection Act) in conjunction with Art. 6(1)(f) GDPR.
- **Analytics (optional):** only with your consent does your browser measure how fast our pages load and respond to input and whether anything shifts while loading (so-called Web Vitals), and send these figures to our own server. There we store them only aggregated per page, without IP address, without a cookie and without any identifier that could point to you or your device. We use the figures only to make the website faster and share them with no one. The legal basis is your consent under § 25(1) TDDDG and Art. 6(1)(a) GDPR.
- **Marketing (optional):** we currently use no marketing tools at all. Even if you agree to this category, no marketing cookies are set and no data is processed for advertising. Should this change, we will update this policy and ask you again first.

### What is stored in your browser

- **Your cookie choice** is kept in your browser's local storage under the key \`cookie-consent\`: the categories chosen, the time, the version of the consent dialogue, a random pseudonymous identifier and the number of the consent record on our server. This way the banner does not reappear on every page. The entry stays until you delete it or change your choice; after 24 months we ask you again.
- **A security cookie for forms** (strictly necessary): an HttpOnly cookie holding a random string that prevents other websites from submitting forms to us in your name (protection against cross-site request forgery, CSRF). Scripts cannot read it, it contains no information about you and it is deleted when your browser session ends.

- **Your shortlist** (strictly necessary, at your request): when you press "Save" on an event, the event's identifier is kept in your browser's local storage under the key \`spreegeist.shortlist\`. The shortlist holds only the events' identifiers and nothing about you; it is not sent to us, neither as a cookie nor in any other way. We learn of it only when you send an enquiry about the saved events yourself. The entry stays until you remove the events from the shortlist or clear your browser's storage. The legal basis is § 25(2) no. 2 TDDDG.

We use no other cookies and no other browser storage.

### Record of your consent

As soon as you make a choice in the banner, we store a record of your decision on our server, containing:

- a random pseudonymous identifier generated by your browser,
- your choice for each category,
- the version of the banner and the version of the privacy policy shown to you,
- the language of the page,
- date and time.

**We do not store your IP address or your browser (user agent) with it.** The record serves only to prove that and how you consented, which Art. 7(1) GDPR requires us to be able to do; the legal basis is Art. 6(1)(c) in conjunction with Art. 7(1) GDPR. We keep each record for 24 months from when it was given, also if you later change or withdraw your choice: a withdrawal is stored as a new record, and the earlier one proves what was permitted until then. After that it is deleted automatically.

## 5. Enquiry form, e-mail and phone

### Enquiry form

Through our [enquiry form](/en/contact) you can send us the following; required fields are marked in the form:

- name,
- company,
- work e-mail address,
- phone number (optional),
- preferred date,
- group size,
- the events you are interested in (one or several),
- your message.

With your enquiry we store the non-binding price estimate we compute from our prices and your group size.

We store your enquiry in our own database on our server in Germany and e-mail it to our mailbox so that we can answer quickly. You receive a confirmation at the e-mail address you gave. We use your details only to handle your enquiry, prepare an offer and clarify questions, never for advertising or newsletters.

The legal basis is Art. 6(1)(b) GDPR (steps taken at your request before entering into a contract). If you enquire on behalf of your company, the processing of your contact details as the contact person is also based on Art. 6(1)(f) GDPR; our legitimate interest is handling business enquiries.

### E-mail and phone

If you contact us by e-mail or phone, we process your details (name, contact details, content of the enquiry) on the same legal bases and for the same purpose.

### Retention

We delete enquiries **12 months** after the last contact if they do not lead to a booking. If you book, we keep the booking records for **3 years** after the end of the year in which the event took place (the statutory limitation period, §§ 195, 199 BGB). Records that commercial and tax law require us to keep are kept for as long as prescribed: invoices and accounting vouchers 8 years, business letters 6 years (§ 147 AO, § 257 HGB, where applicable).

You are under no statutory or contractual obligation to provide your data. Without contact details, however, we cannot reply to you.

## 6. Legal bases, recipients and retention

### Legal bases at a glance

- **Consent** (Art. 6(1)(a) GDPR, § 25(1) TDDDG): performance measurements in the "Analytics" category.
- **Contract and pre-contractual steps** (Art. 6(1)(b) GDPR): enquiries, offers and bookings.
- **Legal obligation** (Art. 6(1)(c) GDPR): proof of consent, statutory retention duties.
- **Legitimate interests** (Art. 6(1)(f) GDPR): server logs, rate limiting, CSRF protection and enquiries you make for your company.

### Recipients

Your data is received only by service providers who process it on our behalf and on our instructions (Art. 28 GDPR): our hosting provider and our e-mail provider, both with servers in Germany. For bookings, our tax adviser, the tax authorities and the banks involved in payments receive the details they need, where necessary. We do not sell data or pass it on for advertising.

### No transfers to third countries

We transfer no personal data to countries outside the European Union and the European Economic Area.

### No automated decision-making

We make no decisions based solely on automated processing and do no profiling (Art. 22 GDPR).

### Retention periods at a glance

- **Enquiries:** 12 months after the last contact.
- **Bookings:** 3 years after the end of the year in which the event took place; in addition, the statutory retention periods under the German Commercial Code (HGB) and Fiscal Code (AO) where applicable (invoices and accounting vouchers 8 years, business letters 6 years).
- **Cookie settings:** in your browser until changed or deleted, after 24 months we ask again; **consent records:** 24 months from when they were given.
- **Server logs:** 30 days.
- **IP addresses for rate limiting:** a few minutes, in memory only.
- **Performance measurements (analytics):** aggregated only, with no personal reference.

When these periods end, we delete or anonymise the data.

## 7. Your rights and complaints to the supervisory authority

You have the following rights towards us at any time:

- **access** to the data we hold about you (Art. 15 GDPR),
- **rectification** of inaccurate data (Art. 16 GDPR),
- **erasure** (Art. 17 GDPR),
- **restriction** of processing (Art. 18 GDPR),
- **data portability** (Art. 20 GDPR),
- **objection** to processing (Art. 21 GDPR),
- **withdrawal** of consent with effect for the future (Art. 7(3) GDPR); for your cookie choice through the "Cookie settings" link in the footer.

**Right to object:** where we process data on the basis of our legitimate interests (Art. 6(1)(f) GDPR), you may object at any time on grounds relating to your particular situation. We will then stop processing the data unless we can demonstrate compelling legitimate grounds that override your interests, or the processing serves the establishment, exercise or defence of legal claims.

An informal message to ${emailLink} or a letter to the address in section 2 is enough. We answer requests free of charge and **within 30 days**. If we have reasonable doubts about who is making the request, we will ask you to prove your identity.

### Right to lodge a complaint with a supervisory authority

You have the right to lodge a complaint with a data protection supervisory authority (Art. 77 GDPR), in particular in the member state of your habitual residence, place of work or of the alleged infringement. The authority responsible for us is:

${authority.en}

### Changes to this privacy policy

This privacy policy is version ${version}, last updated ${updated}. We update it when our website, our processes or the law change; you will always find the current version here.
`,
  },
};
