import type { Article } from "../schema";

/**
 * The early-booking offer ran until 31 August 2025. The article stays, dated; its page and news
 * card say the offer has ended once `promotion.endsOn` has passed (docs/product.md#news).
 */
export const christmasEarlyBooking: Article = {
  id: 3,
  slug: "christmas-early-booking",
  date: "2025-08-03",
  readMinutes: 4,
  author: "Lena Hartmann",
  image: "article-christmas-early-booking",
  category: { de: "Ankündigungen", en: "Events" },
  promotion: { endsOn: "2025-08-31" },
  de: {
    seo: {
      title: "Frühbucher-Aktion Weihnachtsfeier 2025 (beendet)",
      description:
        "Bis 31. August 2025 gab es bis zu 20 % Frühbucherrabatt auf über 15 Weihnachtsformate. Die Aktion ist beendet; alle Formate finden Sie weiterhin online.",
      keywords: [
        "Weihnachtsfeier Frühbucher",
        "Weihnachtsfeier 2025",
        "Weihnachtsfeier Berlin planen",
        "Frühbucherrabatt",
      ],
    },
    title: "Frühbucher-Aktion 2025: bis zu 20 % auf Weihnachtsfeiern bei Buchung bis 31. August",
    excerpt:
      "Die besten Dezembertermine sind jedes Jahr früh vergeben. Deshalb gab es für Weihnachtsfeiern, die bis zum 31. August 2025 gebucht wurden, bis zu 20 % Frühbucherrabatt – auf über 15 Formate.",
    body: `Es ist August, die Freibäder sind voll – und trotzdem ist jetzt der richtige Moment, an die Weihnachtsfeier zu denken. Jedes Jahr erleben wir dasselbe: Ab Mitte September gehen die Anfragen für Dezember sprunghaft nach oben, und die beliebten Freitage vor Weihnachten sind schnell vergeben. Wer früh plant, hat die freie Wahl bei Termin, Format und Location.

## Die Aktion: bis zu 20 % Rabatt

Für alle Weihnachtsfeiern, die bis zum 31. August 2025 verbindlich gebucht werden, gewähren wir einen Frühbucherrabatt von bis zu 20 % auf den Eventpreis. Die Höhe richtet sich nach Termin und Gruppengröße:

- **20 %** für Termine von Montag bis Donnerstag im November und Dezember,
- **15 %** für Freitage im November,
- **10 %** für Freitage und Samstage im Dezember.

Der Rabatt gilt für alle unsere Weihnachtsformate – das sind inzwischen über 15 – und lässt sich nicht mit anderen Angeboten kombinieren. Verpflegung und Getränke von Partnerrestaurants sind ausgenommen.

## Neu in diesem Jahr

Neben Klassikern wie Lebkuchenherzen verzieren, dem Weihnachts-Krimidinner und dem Winter-Grillen am Wannsee haben wir drei neue Formate im Programm:

- **Schneekugel-Workshop:** Jede Person gestaltet eine eigene Winterlandschaft im Glas – ideal für kleinere Teams.
- **Weihnachts-Escape-Game:** Der Weihnachtsmann hat sich aus seiner Werkstatt ausgesperrt. Die mobilen Rätselkisten kommen zu Ihnen ins Büro.
- **Weihnachts-Quiz:** Moderiert, mit Buzzern und Musikrunden, auf Wunsch hybrid für verteilte Teams.

## So funktioniert die Buchung

1. Sie senden uns eine Anfrage mit Wunschtermin, Gruppengröße und Format – oder lassen sich von uns beraten.
2. Wir prüfen die Verfügbarkeit und senden Ihnen in der Regel innerhalb von 24 Stunden ein unverbindliches Angebot.
3. Mit Ihrer schriftlichen Bestätigung ist der Termin gesichert; der Frühbucherrabatt wird direkt im Angebot ausgewiesen.

Bis 14 Tage vor dem Event können Sie kostenfrei stornieren. So gehen Sie mit der frühen Buchung kein Risiko ein, falls sich Pläne noch ändern.

## Welches Format passt zu Ihrem Team?

Die Wahl hängt vor allem von der Gruppengröße und der Stimmung ab, die Sie sich wünschen:

- **Kleine Teams bis etwa 30 Personen** genießen Formate, bei denen alle an einem Tisch sitzen: Lebkuchenherzen verzieren, Plätzchen backen oder den Schneekugel-Workshop. Hier entsteht etwas zum Mitnehmen, und es bleibt viel Zeit für Gespräche.
- **Mittlere Gruppen** haben beim Weihnachts-Krimidinner oder beim weihnachtlichen Teamkochen einen festlichen Rahmen mit gutem Essen – und etwas zu tun, das über Small Talk hinausgeht.
- **Große Gruppen** ab etwa 50 Personen sind bei der Weihnachtsrallye durch Berlin, beim Weihnachts-Quiz oder beim Winter-Grillen am Wannsee gut aufgehoben. Diese Formate lassen sich auf mehrere hundert Teilnehmende skalieren, ohne dass die Stimmung verloren geht.

Wer unsicher ist, kombiniert: ein kurzes Aktivprogramm am Nachmittag und anschließend ein gemeinsames Abendessen. Wir stellen Ihnen gern beides zusammen.

## Häufige Fragen

**Können wir die Weihnachtsfeier auch in unseren eigenen Räumen feiern?** Ja. Viele Formate – etwa das Weihnachts-Escape-Game, das Quiz oder der Schneekugel-Workshop – bringen wir mobil zu Ihnen ins Büro. Für andere, wie das Teamkochen, arbeiten wir mit festen Partnerlocations.

**Was passiert, wenn sich die Teilnehmerzahl noch ändert?** Das ist bei Weihnachtsfeiern die Regel. Kleinere Änderungen nehmen wir bis kurz vor dem Event entgegen; die genauen Fristen stehen in Ihrem Angebot.

**Gibt es vegetarische und vegane Menüs?** Selbstverständlich. Bei allen kulinarischen Formaten fragen wir Ernährungswünsche und Allergien vorab ab und planen das Menü entsprechend.

**Können Partnerinnen und Partner mitkommen?** Gern. Geben Sie uns einfach die voraussichtliche Gesamtzahl an, damit wir Location und Programm passend planen.

## Unser Tipp

Stimmen Sie früh ab, ob die Feier tagsüber oder abends stattfinden soll und ob Partnerinnen und Partner eingeladen sind. Diese beiden Fragen entscheiden oft über Format und Location – und wer sie im Sommer klärt, hat im Dezember entspannte Wochen.

Alle Formate mit Dauer, Gruppengröße und Preis finden Sie auf unserer Seite mit den [Weihnachtsfeiern](/christmas-events).`,
  },
  en: {
    seo: {
      title: "Christmas Party Early-Booking Offer 2025 (ended)",
      description:
        "Until 31 August 2025 there was an early-booking discount of up to 20 % on more than 15 Christmas formats. The offer has ended; all formats remain online.",
      keywords: [
        "Christmas party early booking",
        "Christmas party 2025",
        "plan Christmas party Berlin",
        "early-booking discount",
      ],
    },
    title: "Early-Booking Offer 2025: up to 20 % off Christmas Parties Booked by 31 August",
    excerpt:
      "The best December dates go early every year. That is why Christmas parties booked by 31 August 2025 received an early-booking discount of up to 20 % – on more than 15 formats.",
    body: `It's August and the lidos are packed – and yet now is the right moment to think about your Christmas party. Every year we see the same thing: from mid-September, enquiries for December shoot up, and the popular Fridays before Christmas are quickly taken. If you plan early, you have your pick of dates, formats and venues.

## The offer: up to 20 % off

For every Christmas party firmly booked by 31 August 2025 we grant an early-booking discount of up to 20 % on the event price. The amount depends on the date and group size:

- **20 %** for dates from Monday to Thursday in November and December,
- **15 %** for Fridays in November,
- **10 %** for Fridays and Saturdays in December.

The discount applies to all our Christmas formats – more than 15 of them by now – and cannot be combined with other offers. Food and drinks from partner restaurants are excluded.

## New this year

Alongside classics such as gingerbread heart decorating, the Christmas murder mystery dinner and the winter barbecue by the Wannsee, we have three new formats:

- **Snow Globe Workshop:** everyone designs their own winter landscape in a jar – ideal for smaller teams.
- **Christmas Escape Game:** Father Christmas has locked himself out of his workshop. The mobile puzzle boxes come to your office.
- **Christmas Quiz:** hosted, with buzzers and music rounds, hybrid for distributed teams on request.

## How booking works

1. Send us an enquiry with your preferred date, group size and format – or let us advise you.
2. We check availability and usually send you a no-obligation offer within 24 hours.
3. Your written confirmation secures the date; the early-booking discount is shown directly in the offer.

You can cancel free of charge up to 14 days before the event. So booking early carries no risk if plans change.

## Which format suits your team?

The choice depends mainly on group size and the atmosphere you want:

- **Small teams of up to about 30 people** enjoy formats where everyone sits at one table: gingerbread heart decorating, Christmas cookie baking or the snow globe workshop. Everyone makes something to take home, and there is plenty of time to talk.
- **Medium-sized groups** get a festive setting with good food at the Christmas murder mystery dinner or Christmas team cooking – and something to do that goes beyond small talk.
- **Large groups** of around 50 people or more are in good hands with the Christmas rally through Berlin, the Christmas quiz or the winter barbecue by the Wannsee. These formats scale to several hundred participants without losing the atmosphere.

If you are unsure, combine the two: a short activity in the afternoon followed by dinner together. We are happy to put both together for you.

## Frequently asked questions

**Can we hold the Christmas party at our own premises?** Yes. Many formats – such as the Christmas escape game, the quiz or the snow globe workshop – come to your office. For others, such as team cooking, we work with established partner venues.

**What if the number of participants changes?** At Christmas parties that is the rule rather than the exception. We accept smaller changes until shortly before the event; the exact deadlines are set out in your offer.

**Are there vegetarian and vegan menus?** Of course. For all culinary formats we ask about dietary requirements and allergies in advance and plan the menu accordingly.

**Can partners come along?** Gladly. Just tell us the expected total number so that we can plan the venue and programme to suit.

## Our tip

Agree early on whether the party should take place during the day or in the evening, and whether partners are invited. These two questions often decide the format and venue – and if you settle them in summer, December will be a relaxed month.

You'll find all formats with duration, group size and price on our [Christmas events](/en/christmas-events) page.`,
  },
};
