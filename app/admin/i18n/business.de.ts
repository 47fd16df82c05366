/** The business data screen's German words (owners only; server/business). */
export const businessDe = {
  business: {
    title: "Geschäftsdaten",
    intro:
      "Name, Anschrift, Steuer und Bankverbindung der Agentur, wie sie auf Angeboten, Rechnungen, E-Rechnungen und in E-Mails stehen. Rechnungen gehen erst raus, wenn hier echte Daten stehen.",
    missing:
      "Noch keine Geschäftsdaten gespeichert: Angebote zeigen das Beispiel, Rechnungen werden nicht ausgestellt.",
    example:
      "Die Bankverbindung oder Steuernummer ist noch das mitgelieferte Beispiel: Rechnungen werden nicht ausgestellt.",
    ready: "Die Geschäftsdaten sind vollständig; Rechnungen können ausgestellt werden.",
    identity: "Agentur",
    legalName: "Vollständiger Name (mit Inhaber:in)",
    owner: "Inhaber:in",
    street: "Straße und Hausnummer",
    postalCode: "PLZ",
    city: "Ort",
    phone: "Telefon",
    email: "E-Mail-Adresse",
    emailHint: "Steht auf den Dokumenten; Antworten auf Mails der Agentur gehen dorthin.",
    tax: "Steuer",
    taxNumber: "Steuernummer",
    vatId: "USt-IdNr.",
    taxRegime: "Besteuerung neuer Angebote",
    regimes: {
      small_business: "Kleinunternehmer (§ 19 UStG, keine Umsatzsteuer)",
      regular: "Regelbesteuerung (Umsatzsteuer ausweisen)",
    },
    bank: "Bankverbindung und Zahlungsziel",
    iban: "IBAN",
    bic: "BIC",
    bankName: "Bank",
    paymentDays: "Zahlungsziel in Tagen",
    save: "Geschäftsdaten speichern",
    saved: "Gespeichert.",
    errors: {
      required: "Bitte ausfüllen.",
      too_long: "Das ist zu lang.",
      postal_code: "Bitte eine Postleitzahl mit fünf Ziffern.",
      country: "Nur Anschriften in Deutschland.",
      phone: "Bitte eine Telefonnummer aus Ziffern, z. B. 030 8090 1234.",
      email: "Bitte eine gültige E-Mail-Adresse.",
      tax_number: "Bitte die Steuernummer wie vom Finanzamt, z. B. 27/512/34567.",
      vat_id: "Bitte DE und neun Ziffern, z. B. DE298765432.",
      tax_id_missing: "Bitte Steuernummer oder USt-IdNr. angeben.",
      vat_id_regular: "Mit Regelbesteuerung braucht es die USt-IdNr.",
      tax_regime: "Bitte eine Besteuerung wählen.",
      iban_checksum:
        "Diese IBAN stimmt nicht (Prüfziffer). Bitte vergleichen Sie sie mit dem Kontoauszug.",
      bic: "Bitte eine BIC mit 8 oder 11 Zeichen, z. B. BYLADEM1001.",
      payment_days: "Bitte eine ganze Zahl von 1 bis 90.",
    },
  },
  /** Where a refusal to issue an invoice points. */
  businessMissing: {
    text: "Rechnungen brauchen zuerst die echten Geschäftsdaten der Agentur (Bankverbindung, Steuernummer).",
    link: "Zu den Geschäftsdaten",
  },
};
