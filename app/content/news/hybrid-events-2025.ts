import type { Article } from "../schema";

export const hybridEvents2025: Article = {
  id: 1,
  slug: "hybrid-events-2025",
  date: "2025-08-08",
  readMinutes: 5,
  author: "Lena Hartmann",
  image: "article-hybrid-events-2025",
  category: { de: "Trends", en: "Trends" },
  de: {
    seo: {
      title: "Hybride Teamevents 2025: Büro und Homeoffice feiern gemeinsam",
      description:
        "Wie ein Teamevent gelingt, wenn ein Teil des Teams im Büro und der Rest remote ist: fünf Erkenntnisse aus unseren hybriden Formaten.",
      keywords: [
        "Hybride Events",
        "Hybrides Teamevent",
        "Remote Teambuilding",
        "Teamevent Trends 2025",
      ],
    },
    title: "Hybride Teamevents 2025: Wie Büro und Homeoffice gemeinsam feiern",
    excerpt:
      "Ein Teil des Teams sitzt in Berlin, der Rest in Hamburg, Lissabon oder im Homeoffice. Wie gelingt ein Teamevent, bei dem sich niemand wie Zuschauer fühlt? Fünf Erkenntnisse aus unseren hybriden Formaten.",
    body: `Vor ein paar Jahren war „hybrid“ vor allem ein Notbehelf: Eine Kamera wurde in den Raum gestellt, und wer nicht vor Ort war, schaute eben zu. 2025 sieht das anders aus. Die meisten Teams, mit denen wir arbeiten, sind dauerhaft verteilt – ein Teil im Berliner Büro, ein Teil im Homeoffice, einige Kolleginnen in anderen Städten oder Ländern. Ein Teamevent, das nur die Hälfte erreicht, verfehlt sein Ziel.

Wir haben in den vergangenen Monaten zahlreiche hybride Formate begleitet, von der Rätselrallye bis zum Weihnachtsquiz. Dabei haben sich fünf Punkte als entscheidend herausgestellt.

## 1. Gleiche Aufgaben für alle, nicht „dabei sein“

Der häufigste Fehler: Das Event findet vor Ort statt, und die Remote-Teilnehmenden dürfen per Video zuschauen. Besser funktionieren Formate, bei denen alle dieselbe Aufgabe lösen – nur auf unterschiedlichen Wegen. Bei unserer hybriden Rallye etwa finden die Teams vor Ort Hinweise in der Stadt, während die Remote-Kolleginnen dieselben Rätsel über eine digitale Karte knacken und ihre Lösungen per App einschicken. Punkte zählen für das gemeinsame Team, nicht für den Standort.

## 2. Gemischte Teams statt Standort-Teams

Wenn das Berliner Büro gegen „die Remote-Leute“ antritt, vertieft das genau die Gräben, die ein Teamevent eigentlich überbrücken soll. Wir mischen die Gruppen deshalb bewusst: In jedem Team sitzen Menschen vor Ort und Menschen am Bildschirm, die nur gemeinsam weiterkommen. Die vor Ort brauchen den Code, den die Kollegin in Lissabon gerade entschlüsselt hat – und umgekehrt.

## 3. Technik, die niemand bemerkt

Nichts zerstört die Stimmung schneller als ein Mikrofon, das nicht funktioniert, oder ein Link, der erst nach zehn Minuten gefunden wird. Wir testen die Technik mit allen Remote-Teilnehmenden vorab in einem kurzen Check-in, schicken Zugänge rechtzeitig und haben während des Events eine eigene Person, die sich nur um die digitale Seite kümmert. Vor Ort setzen wir auf Raummikrofone und einen großen Bildschirm, damit die Remote-Kolleginnen nicht als kleine Kachel in der Ecke verschwinden.

## 4. Kürzer, dafür dichter

Vor Ort trägt die Atmosphäre auch durch einen langen Nachmittag. Am Bildschirm lässt die Aufmerksamkeit nach etwa 90 Minuten spürbar nach. Hybride Events planen wir deshalb kompakter: klare Phasen, kurze Pausen und ein Finale, bei dem alle gleichzeitig dabei sind. Wer danach noch feiern möchte, kann vor Ort weitermachen – der Kern des Events aber ist für alle gleich.

## 5. Etwas zum Anfassen – auch zu Hause

Ein kleines Paket, das vor dem Event bei den Remote-Teilnehmenden ankommt, verändert die Stimmung enorm. Beim Weihnachtsquiz sind es Plätzchen und ein Buzzer, beim Kreativ-Workshop das Material zum Mitbauen. Plötzlich sitzen alle nicht mehr nur vor einem Bildschirm, sondern halten dasselbe in der Hand wie ihre Kolleginnen im Büro.

## Ein Beispiel aus der Praxis

Im vergangenen Winter haben wir für ein Berliner Softwareunternehmen mit rund 80 Mitarbeitenden ein hybrides Weihnachtsquiz ausgerichtet. 50 Personen saßen im Büro in Friedrichshain, 30 waren aus dem Homeoffice, aus München und aus Porto zugeschaltet. Wir haben zwölf gemischte Teams gebildet, jedes mit Menschen vor Ort und Menschen am Bildschirm.

Eine Woche vorher kamen bei allen Remote-Teilnehmenden kleine Pakete an: Plätzchen, ein Buzzer und ein versiegelter Umschlag, der erst in Runde drei geöffnet werden durfte. Im Büro standen zwei große Bildschirme und ein Raummikrofon pro Tischgruppe. Eine Moderatorin führte vor Ort durch den Abend, ein Kollege betreute ausschließlich den digitalen Raum, nahm Fragen im Chat entgegen und holte die Remote-Teams immer wieder aktiv ins Gespräch.

Was wir dabei gelernt haben: Die Runde, in der die Teams gemeinsam ein Bild aus Hinweisen beider Seiten zusammensetzen mussten, war mit Abstand die lauteste und lustigste. Und die Runde mit reinen Wissensfragen, bei der jeder für sich tippen konnte, war die ruhigste. Gute hybride Formate zwingen die Teams dazu, miteinander zu reden.

## Checkliste für Ihr hybrides Teamevent

- **Teilnehmende früh erfassen:** Wer ist vor Ort, wer remote, in welcher Zeitzone?
- **Gemischte Teams planen:** in jedem Team mindestens zwei Personen auf jeder Seite, damit sich niemand allein fühlt.
- **Technik-Check ansetzen:** ein kurzer Termin zwei bis drei Tage vorher genügt.
- **Pakete rechtzeitig verschicken:** innerhalb Deutschlands eine Woche, international eher zwei.
- **Eine Person nur für den digitalen Raum einplanen:** Sie ist die Stimme der Remote-Teilnehmenden im Raum.
- **Ein gemeinsames Finale vorsehen:** Siegerehrung und Abschluss für alle zur selben Zeit.

## Häufige Fragen

**Wie viele Remote-Teilnehmende sind möglich?** Technisch gibt es kaum eine Grenze. Für die Stimmung hat sich bewährt, dass mindestens ein Drittel der Gruppe vor Ort ist – oder alle remote, dann aber mit einem rein digitalen Format.

**Welche Technik brauchen die Remote-Teilnehmenden?** Einen Laptop mit Kamera, ein Headset und einen aktuellen Browser. Eine Software müssen sie nicht installieren.

**Und wenn das Team über mehrere Zeitzonen verteilt ist?** Dann legen wir das Event in ein Zeitfenster, das für alle im Arbeitstag liegt, und halten es kompakt. Zwischen Europa und der US-Ostküste funktioniert zum Beispiel der frühe Nachmittag deutscher Zeit gut.

## Was das für Ihre Planung bedeutet

Hybride Teamevents brauchen etwas mehr Vorlauf als klassische Formate: Pakete müssen verschickt, Technik getestet und Teams sinnvoll gemischt werden. Rechnen Sie mit vier bis sechs Wochen Planungszeit. Dafür erreichen Sie mit einem Event Ihr ganzes Team – und nicht nur die, die zufällig in Berlin sind.

Sie planen ein Event für ein verteiltes Team? [Sprechen Sie uns an](/contact) – wir beraten Sie kostenlos und melden uns in der Regel innerhalb von 24 Stunden.`,
  },
  en: {
    seo: {
      title: "Hybrid Team Events in 2025: Office and Remote Together",
      description:
        "How to run a team event when part of the team is in the office and the rest is remote: five lessons from our hybrid formats.",
      keywords: [
        "hybrid events",
        "hybrid team event",
        "remote team building",
        "team event trends 2025",
      ],
    },
    title: "Hybrid Team Events in 2025: How the Office and Home Office Celebrate Together",
    excerpt:
      "Part of the team sits in Berlin, the rest in Hamburg, Lisbon or at home. How do you run a team event where nobody feels like a spectator? Five lessons from our hybrid formats.",
    body: `A few years ago "hybrid" was mostly a stopgap: someone put a camera in the room, and whoever wasn't there simply watched. In 2025 things look different. Most of the teams we work with are permanently distributed – some in the Berlin office, some working from home, a few colleagues in other cities or countries. A team event that reaches only half of them misses the point.

Over the past months we have run a good number of hybrid formats, from puzzle rallies to Christmas quizzes. Five things have turned out to be decisive.

## 1. The same tasks for everyone, not just "being there"

The most common mistake: the event happens on site, and remote participants get to watch on video. Formats work better when everyone solves the same task – just in different ways. In our hybrid rally, for example, the teams on site find clues around the city, while their remote colleagues crack the same puzzles on a digital map and send in their answers through the app. Points go to the shared team, not to a location.

## 2. Mixed teams instead of location teams

When the Berlin office competes against "the remote people", it deepens exactly the divide a team event is meant to bridge. So we mix the groups deliberately: every team has people on site and people on screen who can only progress together. Those on site need the code their colleague in Lisbon has just deciphered – and vice versa.

## 3. Technology nobody notices

Nothing kills the mood faster than a microphone that doesn't work or a link that takes ten minutes to find. We test the technology with every remote participant beforehand in a short check-in, send out access details in good time and have one person during the event who looks after nothing but the digital side. On site we use room microphones and a large screen, so remote colleagues don't vanish as a small tile in the corner.

## 4. Shorter, but more intense

On site, the atmosphere carries a group through a long afternoon. On screen, attention drops noticeably after about 90 minutes. That is why we plan hybrid events more compactly: clear phases, short breaks and a finale where everyone takes part at the same time. Anyone who wants to celebrate afterwards can carry on locally – but the core of the event is the same for everyone.

## 5. Something to hold – at home too

A small parcel that reaches remote participants before the event changes the mood enormously. For the Christmas quiz it's biscuits and a buzzer, for the creative workshop the materials to build along. Suddenly people aren't just sitting in front of a screen but holding the same things as their colleagues in the office.

## An example from practice

Last winter we ran a hybrid Christmas quiz for a Berlin software company with around 80 employees. Fifty people sat in the office in Friedrichshain, thirty joined from home, from Munich and from Porto. We formed twelve mixed teams, each with people on site and people on screen.

A week beforehand, small parcels reached every remote participant: biscuits, a buzzer and a sealed envelope that could only be opened in round three. In the office there were two large screens and one room microphone per table group. A host led the evening on site, while a colleague looked after nothing but the digital room, picked up questions in the chat and kept actively bringing the remote teams into the conversation.

What we learned: the round in which teams had to piece together a picture from clues held by both sides was by far the loudest and funniest. The round of pure general-knowledge questions, where everyone could type on their own, was the quietest. Good hybrid formats make teams talk to each other.

## Checklist for your hybrid team event

- **Register participants early:** who is on site, who is remote, in which time zone?
- **Plan mixed teams:** at least two people on each side in every team, so nobody feels alone.
- **Schedule a tech check:** a short session two to three days beforehand is enough.
- **Send parcels in good time:** one week within Germany, rather two internationally.
- **Plan one person just for the digital room:** they are the remote participants' voice in the room.
- **Include a shared finale:** awards and wrap-up for everyone at the same time.

## Frequently asked questions

**How many remote participants are possible?** Technically there is hardly a limit. For the atmosphere, it works best when at least a third of the group is on site – or everyone is remote, in which case we use a fully digital format.

**What do remote participants need?** A laptop with a camera, a headset and an up-to-date browser. They don't have to install any software.

**What if the team spans several time zones?** Then we place the event in a slot that falls within everyone's working day and keep it compact. Between Europe and the US East Coast, for example, early afternoon German time works well.

## What this means for your planning

Hybrid team events need a little more lead time than classic formats: parcels have to be sent, technology tested and teams sensibly mixed. Allow four to six weeks of planning. In return, one event reaches your whole team – not just those who happen to be in Berlin.

Planning an event for a distributed team? [Get in touch](/en/contact) – we advise you free of charge and usually reply within 24 hours.`,
  },
};
