import type { Article } from "../schema";

export const startupSuccessStory: Article = {
  id: 2,
  slug: "startup-success-story",
  date: "2025-08-05",
  readMinutes: 7,
  author: "Jonas Becker",
  image: "article-startup-success-story",
  category: { de: "Erfolgsgeschichten", en: "Case Study" },
  de: {
    seo: {
      title: "Erfolgsgeschichte: Ein Startup baut mit Bausteinen sein Team neu",
      description:
        "Wie ein Berliner Startup nach schnellem Wachstum mit einem LEGO® Kreativ-Workshop Zusammenhalt und eine gemeinsame Strategie fand.",
      keywords: [
        "Erfolgsgeschichte Teambuilding",
        "LEGO Workshop Startup",
        "Startup Teamkultur",
        "Kreativ-Workshop Berlin",
      ],
    },
    title: "Von 12 auf 60 Köpfe: Wie ein Berliner Startup mit Bausteinen wieder zum Team wurde",
    excerpt:
      "Ein Logistik-Startup aus Kreuzberg wuchs in 18 Monaten von 12 auf 60 Mitarbeitende – und merkte, dass sich viele kaum noch kannten. Wie ein LEGO® Kreativ-Workshop half, Strategie und Zusammenhalt neu zu bauen.",
    body: `Als die Personalleiterin eines Berliner Logistik-Startups uns im Frühjahr anrief, begann sie mit einem Satz, den wir oft hören: „Wir sind zu schnell gewachsen.“ Das Unternehmen – es möchte hier nicht namentlich genannt werden – entwickelt Software für die Routenplanung von Lieferdiensten. Innerhalb von 18 Monaten war das Team von 12 auf 60 Menschen gewachsen, verteilt auf Entwicklung, Vertrieb, Kundenservice und Operations.

## Die Ausgangslage: viele neue Gesichter, wenig gemeinsames Bild

Das Wachstum war ein Erfolg, aber es hatte Nebenwirkungen. Die Gründerinnen und Gründer kannten noch alle, doch viele der Neuen kannten nur ihr eigenes Team. In Meetings sprachen Entwicklung und Vertrieb über dieselben Kunden, aber mit völlig unterschiedlichen Vorstellungen davon, was als Nächstes wichtig ist. Eine Mitarbeiterbefragung zeigte, dass sich vor allem die Neuen wenig in die Strategie eingebunden fühlten.

Gewünscht war deshalb kein reines Spaß-Event, sondern etwas, das zwei Dinge verbindet: Die Menschen sollten sich kennenlernen, und am Ende sollte ein gemeinsames Bild davon stehen, wohin das Unternehmen will.

## Warum wir Bausteine vorgeschlagen haben

Unser Vorschlag war ein ganztägiger [LEGO® Kreativ-Workshop](/events/lego-kreativ) in zwei Runden. Die Methode ist einfach: Zu jeder Frage baut jede Person ein kleines Modell und erklärt es anschließend den anderen. Das klingt verspielt, hat aber einen ernsten Kern. Wer baut, denkt mit den Händen – und muss sich festlegen. Ein Modell lässt sich nicht so leicht im Ungefähren halten wie ein Redebeitrag. Und weil alle gleichzeitig bauen, kommt jede Stimme zu Wort, nicht nur die der Lautesten.

Für das Startup war noch etwas wichtig: Die Methode braucht keine Vorkenntnisse und keinen gemeinsamen Fachjargon. Die Entwicklerin und der Vertriebler stehen vor denselben Steinen.

## Die Vorbereitung: zuhören, bevor gebaut wird

Bevor wir einen einzigen Stein bestellt haben, haben wir mit sechs Menschen aus dem Unternehmen gesprochen: mit der Personalleiterin, zwei Gründern, einer Entwicklerin, einem Vertriebler und einer Kollegin aus dem Kundenservice, die erst seit drei Monaten dabei war. Jedes Gespräch dauerte eine halbe Stunde, und in jedem stellten wir dieselben Fragen: Was läuft gut? Was nervt? Worüber wird zu wenig gesprochen?

Aus diesen Gesprächen haben wir die Fragen für den Workshop entwickelt. Das ist wichtiger, als es klingt. Allgemeine Fragen erzeugen allgemeine Modelle. Fragen, die nah an den echten Themen eines Teams sind, erzeugen Modelle, über die man streiten kann – im besten Sinne.

Außerdem haben wir gemeinsam festgelegt, was mit den Ergebnissen passiert. Das Führungsteam hat vorab zugesagt, am Ende des Tages drei Vorhaben zu benennen und umzusetzen. Ohne diese Zusage hätten wir den Workshop nicht empfohlen: Nichts schadet einem Team mehr als ein Tag voller Ideen, aus dem dann nichts folgt.

## Der Tag: vom Aufwärmen zur gemeinsamen Landschaft

Wir haben die 60 Mitarbeitenden in sechs gemischte Gruppen aufgeteilt – bewusst quer durch alle Abteilungen, mit je einer Person aus dem Gründungsteam. Jede Gruppe hatte einen eigenen Tisch, einen Coach und reichlich Material.

Der Vormittag begann mit kurzen Aufwärmübungen: einen Turm bauen, der ein Ei trägt, ein Modell für „meinen perfekten Arbeitstag“. Schon hier wurde viel gelacht, und die ersten Berührungsängste waren schnell verschwunden.

Danach wurden die Fragen ernster. „Wie erleben Kundinnen unser Produkt heute?“ – „Was bremst uns im Alltag?“ – „Wie sieht unser Unternehmen in drei Jahren aus?“ Jede Person baute ihr eigenes Modell und erzählte, was es bedeutet. Ein Entwickler baute eine Brücke mit einer Lücke in der Mitte: Für ihn stand sie für die Übergabe von Kundenwünschen aus dem Vertrieb an die Entwicklung. Mehrere Kolleginnen aus dem Kundenservice hatten unabhängig davon ähnliche Bilder gebaut.

Am Nachmittag fügten die Gruppen ihre Einzelmodelle zu einer gemeinsamen Landschaft zusammen. Dabei mussten sie entscheiden, was zusammengehört, was wichtiger ist und was wegfallen kann. Genau diese Diskussionen waren der eigentliche Kern des Tages.

## Was nicht auf Anhieb funktioniert hat

Nicht alles lief nach Plan. In einer Gruppe dominierte zunächst ein Gründer die Diskussion, weil er sein Modell als Erster und sehr ausführlich erklärte. Unser Coach hat daraufhin die Reihenfolge umgestellt: Ab der nächsten Runde erklärten zuerst die Neuesten im Team, die Gründer zuletzt. Das veränderte die Stimmung am Tisch spürbar.

Auch die Zeit war knapp bemessen. Für die gemeinsame Landschaft hatten wir 60 Minuten eingeplant, gebraucht haben die meisten Gruppen fast 90. Wir haben die Kaffeepause kurzerhand gestrichen, und niemand hat sich beschwert. Für ähnliche Workshops planen wir seitdem mehr Luft am Nachmittag ein.

## Die Ergebnisse: drei Vorhaben und ein neues Ritual

Am Ende standen sechs Landschaften im Raum, die sich in drei Punkten auffallend ähnelten. Aus diesen Gemeinsamkeiten entstanden drei konkrete Vorhaben, die das Führungsteam noch am selben Abend bestätigt hat:

- ein fester wöchentlicher Termin, an dem Vertrieb, Service und Entwicklung gemeinsam Kundenfeedback durchgehen,
- ein Patenprogramm, bei dem jede neue Person in den ersten Wochen eine Ansprechperson aus einer anderen Abteilung bekommt,
- eine gemeinsame Produkt-Roadmap, die nicht mehr nur im Entwicklungsteam gepflegt wird.

Das vielleicht schönste Ergebnis war aber ein kleines: Die gemeinsame Landschaft steht seitdem, leicht umgebaut, in der Küche des Büros. Neue Mitarbeitende bekommen sie an ihrem ersten Tag erklärt.

## Der Abend danach

Nach dem Workshop ging es nicht nach Hause, sondern ein paar Straßen weiter in ein Restaurant am Landwehrkanal. Wir hatten bewusst lange Tische reserviert und die Sitzordnung offen gelassen. Die gemischten Gruppen des Tages saßen am Abend erstaunlich oft wieder zusammen – ein gutes Zeichen dafür, dass sich über den Tag tatsächlich etwas verschoben hatte.

Mehrere Mitarbeitende erzählten uns, dass sie an diesem Tag zum ersten Mal länger mit Kolleginnen und Kollegen aus anderen Abteilungen gesprochen hatten. Ein Vertriebler sagte: „Ich wusste bisher nur, dass es in der Entwicklung Leute gibt, die meine Tickets schließen. Jetzt weiß ich, wer sie sind.“

## Wie es weiterging

Ein halbes Jahr später hat uns das Unternehmen erneut gebucht, diesmal für einen kürzeren Workshop mit den 15 Menschen, die seit dem ersten Termin dazugekommen waren. Ihre Aufgabe: die Landschaft aus der Küche weiterbauen und ergänzen, was aus ihrer Sicht fehlt. So wurde aus einem einmaligen Event ein kleines Ritual, das neue Kolleginnen und Kollegen von Anfang an einbindet.

## Was andere Teams daraus mitnehmen können

Drei Monate später haben wir mit der Personalleiterin nachgesprochen. Die wöchentliche Feedbackrunde gibt es noch, das Patenprogramm ist fester Teil des Onboardings. „Der Workshop hat nicht alles gelöst“, sagte sie, „aber seitdem reden wir über dieselben Dinge. Und viele wissen jetzt, wen sie anrufen können.“

Aus unserer Sicht lassen sich aus dem Projekt drei Lehren ziehen, die für viele wachsende Teams gelten:

1. **Mischen Sie die Gruppen.** Der größte Gewinn entsteht dort, wo Menschen zusammenarbeiten, die sich im Alltag selten begegnen.
2. **Verbinden Sie Spaß und Substanz.** Ein reines Spaß-Event schafft gute Stimmung, ein reiner Strategieworkshop oft Müdigkeit. Die Mischung macht es.
3. **Sorgen Sie für ein sichtbares Ergebnis.** Ob Modell, Foto oder Liste: Was nach dem Tag bleibt, erinnert alle daran, was vereinbart wurde.

Sie möchten etwas Ähnliches für Ihr Team? Unsere [kreativen Events](/creative-events) – vom LEGO® Workshop bis zum gemeinsamen Kunstwerk – finden Sie auf unserer Übersichtsseite.`,
  },
  en: {
    seo: {
      title: "Case Study: A Start-up Rebuilds Its Team with Bricks",
      description:
        "How a fast-growing Berlin start-up found team spirit and a shared strategy again in a LEGO® Creative Workshop.",
      keywords: [
        "team building case study",
        "LEGO workshop start-up",
        "start-up team culture",
        "creative workshop Berlin",
      ],
    },
    title: "From 12 to 60 People: How a Berlin Start-up Rebuilt Its Team with Bricks",
    excerpt:
      "A logistics start-up in Kreuzberg grew from 12 to 60 employees in 18 months – and noticed that many of them barely knew each other. How a LEGO® Creative Workshop helped rebuild strategy and team spirit.",
    body: `When the head of people at a Berlin logistics start-up called us in the spring, she opened with a sentence we hear a lot: "We've grown too fast." The company – which prefers not to be named here – develops route-planning software for delivery services. Within 18 months the team had grown from 12 to 60 people, spread across engineering, sales, customer service and operations.

## The starting point: many new faces, little shared picture

The growth was a success, but it had side effects. The founders still knew everyone, yet many of the newcomers knew only their own team. In meetings, engineering and sales talked about the same customers but with completely different ideas of what mattered next. An employee survey showed that the newcomers in particular felt little involved in the strategy.

So what they wanted was not a purely fun event but something that combined two things: people should get to know each other, and at the end there should be a shared picture of where the company wants to go.

## Why we suggested bricks

Our suggestion was a full-day [LEGO® Creative Workshop](/en/events/lego-kreativ) in two rounds. The method is simple: for each question, every person builds a small model and then explains it to the others. It sounds playful, but it has a serious core. Building means thinking with your hands – and committing. A model can't stay as vague as a spoken contribution. And because everyone builds at the same time, every voice is heard, not just the loudest ones.

For the start-up, one more thing mattered: the method needs no prior knowledge and no shared jargon. The developer and the salesperson stand in front of the same bricks.

## The preparation: listening before building

Before ordering a single brick, we spoke to six people at the company: the head of people, two founders, a developer, a salesperson and a customer-service colleague who had joined only three months earlier. Each conversation took half an hour, and in each we asked the same questions: What is going well? What is frustrating? What is not talked about enough?

From these conversations we developed the questions for the workshop. That matters more than it sounds. General questions produce general models. Questions close to a team's real issues produce models people can argue about – in the best sense.

We also agreed up front what would happen with the results. The leadership team committed in advance to naming three initiatives at the end of the day and putting them into practice. Without that commitment we would not have recommended the workshop: nothing harms a team more than a day full of ideas that leads nowhere.

## The day: from warm-up to a shared landscape

We split the 60 employees into six mixed groups – deliberately across all departments, each with one member of the founding team. Every group had its own table, a coach and plenty of material.

The morning began with short warm-ups: build a tower that can carry an egg, a model of "my perfect working day". There was a lot of laughter already, and any initial shyness quickly disappeared.

Then the questions got more serious. "How do customers experience our product today?" – "What slows us down day to day?" – "What does our company look like in three years?" Each person built a model and explained what it meant. One developer built a bridge with a gap in the middle: for him it stood for the hand-over of customer requests from sales to engineering. Several colleagues from customer service had independently built similar pictures.

In the afternoon the groups joined their individual models into a shared landscape. They had to decide what belonged together, what mattered more and what could go. Those discussions were the real heart of the day.

## What didn't work straight away

Not everything went to plan. In one group, a founder dominated the discussion at first because he explained his model first and at great length. Our coach then changed the order: from the next round on, the newest team members explained first and the founders last. The mood at the table changed noticeably.

Time was also tight. We had planned 60 minutes for the shared landscape; most groups needed almost 90. We simply dropped the coffee break, and nobody complained. Since then we plan more breathing room into the afternoon of similar workshops.

## The results: three initiatives and a new ritual

At the end there were six landscapes in the room, strikingly similar on three points. These common threads turned into three concrete initiatives, which the leadership team confirmed that same evening:

- a fixed weekly slot where sales, service and engineering review customer feedback together,
- a buddy programme in which every new person gets a contact from another department for their first weeks,
- a shared product roadmap that is no longer maintained by the engineering team alone.

Perhaps the nicest result was a small one, though: the shared landscape, slightly rebuilt, has stood in the office kitchen ever since. New employees have it explained to them on their first day.

## The evening after

After the workshop nobody went home; instead everyone walked a few streets to a restaurant on the Landwehr Canal. We had deliberately booked long tables and left the seating open. The mixed groups of the day ended up sitting together again surprisingly often – a good sign that something had really shifted over the course of the day.

Several employees told us that this was the first time they had spoken at length with colleagues from other departments. One salesperson said: "Until now I only knew there were people in engineering who close my tickets. Now I know who they are."

## What happened next

Six months later the company booked us again, this time for a shorter workshop with the 15 people who had joined since the first one. Their task: carry on building the landscape from the kitchen and add what they felt was missing. A one-off event became a small ritual that involves new colleagues from the very start.

## What other teams can take from it

Three months later we caught up with the head of people. The weekly feedback round still happens, and the buddy programme is a fixed part of onboarding. "The workshop didn't solve everything," she said, "but since then we talk about the same things. And many people now know whom they can call."

From our point of view the project holds three lessons that apply to many growing teams:

1. **Mix the groups.** The biggest gain comes where people work together who rarely meet day to day.
2. **Combine fun and substance.** A purely fun event creates a good mood; a pure strategy workshop often creates fatigue. The mix is what works.
3. **Make sure there is a visible result.** Whether a model, a photo or a list: what remains after the day reminds everyone of what was agreed.

Would you like something similar for your team? You'll find all our [creative events](/en/creative-events) – from the LEGO® workshop to a shared work of art – on our overview page.`,
  },
};
