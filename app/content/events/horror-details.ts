/**
 * Detail pages (`detail`) of the horror events that did not have one before, in both
 * languages; ./horror.ts attaches each to its event. They quote only the facts of the
 * event's card (group size, hours, price, location, highlights, intensity).
 */
import type { EventDetailEntry } from "./detail-entry";

export const horrorDetails = {
  "zombie-apocalypse-escape": {
    de: {
      seo: {
        title: "Zombie Apocalypse Escape – Horror-Escape-Game in Berlin",
        description:
          "Zombie-Escape-Game im Bunker in Berlin-Lichtenberg für 16-400 Personen: Zombie-Darsteller, 60 Minuten Countdown. 2-3 Stunden, ab 99 € pro Person.",
        keywords: [
          "Zombie Escape Berlin",
          "Horror Escape Game",
          "Bunker Event Berlin",
          "Horror Teamevent",
        ],
      },
      category: "Horror Event",
      body: [
        "Die Tür fällt ins Schloss, draußen kratzt die Horde an den Wänden: Ihr Team ist in einem verlassenen Bunker eingeschlossen. Der einzige Weg hinaus führt über Rätsel, versteckte Hinweise und Codes – und über ein Team, das auch dann zusammenhält, wenn hinter der nächsten Ecke ein Zombie wartet.",
        "Die Bunkeranlage in Berlin-Lichtenberg ist keine Kulisse aus Pappe, sondern echter Beton, enge Gänge und schwere Türen. Professionelle Zombie-Darsteller sorgen dafür, dass niemand vergisst, warum die Zeit drängt. Ab dem Startsignal läuft ein Countdown von 60 Minuten.",
        "Wer die Nerven behält, Aufgaben klug verteilt und Informationen teilt, findet rechtzeitig den Ausgang. Große Gruppen treten in mehreren Teams an. Die Intensität ist extrem – das Event richtet sich an alle, die sich gern richtig gruseln.",
      ],
      features: [
        "Echte Bunkerkulisse in Berlin-Lichtenberg",
        "Professionelle Zombie-Darsteller",
        "60 Minuten Countdown bis zum Ausgang",
        "Rätsel und Codes, die nur im Team zu knacken sind",
        "Intensität: extrem",
      ],
      phases: [
        {
          title: "Briefing",
          text: "Die Lage wird erklärt, die Teams werden eingeteilt – dann schließt sich die Bunkertür.",
        },
        {
          title: "60 Minuten",
          text: "Der Countdown läuft: Rätsel lösen, Codes knacken, den Zombies ausweichen.",
        },
        {
          title: "Der Ausgang",
          text: "Wer alle Hinweise zusammensetzt, entkommt. Danach erzählen sich alle, was sie erlebt haben.",
        },
      ],
    },
    en: {
      seo: {
        title: "Zombie Apocalypse Escape – a Horror Escape Game in Berlin",
        description:
          "A zombie escape game in a bunker in Berlin-Lichtenberg for 16-400 people: zombie actors, a 60-minute countdown. 2-3 hours, from €99 per person.",
        keywords: [
          "zombie escape Berlin",
          "horror escape game",
          "bunker event Berlin",
          "horror team event",
        ],
      },
      category: "Horror event",
      body: [
        "The door slams shut, outside the horde scratches at the walls: your team is locked in an abandoned bunker. The only way out leads through puzzles, hidden clues and codes – and through a team that sticks together even when a zombie is waiting around the next corner.",
        "The bunker complex in Berlin-Lichtenberg is no cardboard set but real concrete, narrow corridors and heavy doors. Professional zombie actors make sure nobody forgets why time is short. From the starting signal a 60-minute countdown is running.",
        "Teams that keep their nerve, share out tasks wisely and pass on what they find will reach the exit in time. Large groups play as several teams. The intensity is extreme – this event is for everyone who loves a real scare.",
      ],
      features: [
        "A real bunker setting in Berlin-Lichtenberg",
        "Professional zombie actors",
        "A 60-minute countdown to the exit",
        "Puzzles and codes that only a team can crack",
        "Intensity: extreme",
      ],
      phases: [
        {
          title: "Briefing",
          text: "The situation is explained and the teams are formed – then the bunker door closes.",
        },
        {
          title: "60 minutes",
          text: "The countdown is on: solve puzzles, crack codes, dodge the zombies.",
        },
        {
          title: "The exit",
          text: "Teams that piece all the clues together escape. Afterwards everyone swaps stories of what they went through.",
        },
      ],
    },
  },
  "detective-of-the-dead": {
    de: {
      seo: {
        title: "Detective of the Dead – Krimi-Horror-Event in Berlin",
        description:
          "Krimi trifft Grusel im historischen Gewölbe in Berlin-Mitte: Ermitteln, verhören, Beweise sichern. Für 16-100 Personen, 2-3 Stunden, ab 99 € pro Person.",
        keywords: [
          "Krimi Event Berlin",
          "Horror Krimi Teamevent",
          "Detective of the Dead",
          "Mörderspiel Firma",
        ],
      },
      category: "Horror Event",
      body: [
        "In der Gruft ist ein Mord geschehen, und die Verdächtigen wirken nicht mehr ganz lebendig. Ihr Team übernimmt die Ermittlungen: Spuren sichern, Aussagen vergleichen, Widersprüche aufdecken – und herausfinden, wer es war, bevor es zu spät ist.",
        "Detective of the Dead verbindet einen klassischen Krimi mit Gruselatmosphäre. Im historischen Gewölbe in Berlin-Mitte verhören die Teams Verdächtige, die von Schauspielern gespielt werden. Wer die richtigen Fragen stellt, erfährt mehr; wer zu forsch auftritt, bekommt womöglich gar keine Antwort.",
        "Die Beweise sichert jedes Team gemeinsam, und nur wer Hinweise teilt und kombiniert, kann den Täter überführen. Die Intensität ist hoch, aber der Schwerpunkt liegt auf Spürsinn und Teamarbeit – ideal für Gruppen, die sich gern gruseln und dabei mitdenken.",
      ],
      features: [
        "Historisches Gewölbe in Berlin-Mitte",
        "Verhöre mit Schauspielern",
        "Beweise sichern und kombinieren im Team",
        "Krimi-Handlung mit Gruselatmosphäre",
        "Intensität: hoch",
      ],
    },
    en: {
      seo: {
        title: "Detective of the Dead – a Crime Horror Event in Berlin",
        description:
          "Crime meets horror in historic vaults in Berlin-Mitte: investigate, interrogate, gather evidence. For 16-100 people, 2-3 hours, from €99 per person.",
        keywords: [
          "crime event Berlin",
          "horror mystery team event",
          "Detective of the Dead",
          "murder mystery company",
        ],
      },
      category: "Horror event",
      body: [
        "A murder has been committed in the crypt, and the suspects no longer look entirely alive. Your team takes over the investigation: secure the traces, compare statements, expose contradictions – and find out who did it before it is too late.",
        "Detective of the Dead combines a classic whodunit with a creepy atmosphere. In historic vaults in Berlin-Mitte the teams interrogate suspects played by actors. Ask the right questions and you learn more; come on too strong and you may get no answer at all.",
        "Each team gathers its evidence together, and only those who share and combine their clues can unmask the killer. The intensity is high, but the focus is on detective work and teamwork – ideal for groups who enjoy a scare and like to think while they are at it.",
      ],
      features: [
        "Historic vaults in Berlin-Mitte",
        "Interrogations with actors",
        "Gathering and combining evidence as a team",
        "A crime plot with a creepy atmosphere",
        "Intensity: high",
      ],
    },
  },
  "living-dead-experience": {
    de: {
      seo: {
        title: "LIVING DEAD EXPERIENCE – intensives Horror-Event in Berlin",
        description:
          "Unser intensivstes Horror-Format: 3 Stunden Überlebenskampf auf nächtlichem Friedhofsgelände, für 16-300 Personen, ab 149 € pro Person.",
        keywords: [
          "Horror Event Berlin",
          "Zombie Survival Berlin",
          "Living Dead Experience",
          "Horror Teamevent",
        ],
      },
      category: "Horror Event",
      body: [
        "Die LIVING DEAD EXPERIENCE ist unser intensivstes Format: drei Stunden Überlebenskampf auf einem nächtlichen Friedhofsgelände. Zwischen Grabsteinen und Nebelschwaden ist Ihr Team auf sich gestellt – und nicht allein.",
        "Maskenbildner verwandeln die Darsteller mit Film-Make-up in Gestalten, die man lieber nicht im Dunkeln treffen möchte. Nebel, Licht und Sounddesign lassen das Eventgelände in Berlin-Spandau zur Bühne eines Horrorfilms werden, in dem Ihr Team die Hauptrolle spielt.",
        "Wer durchhalten will, braucht Zusammenhalt: Aufgaben lösen, aufeinander achten, gemeinsam Entscheidungen treffen, auch wenn das Herz bis zum Hals schlägt. Die Intensität ist extrem – die LIVING DEAD EXPERIENCE ist nur für starke Nerven.",
      ],
      features: [
        "Drei Stunden auf einem nächtlichen Friedhofsgelände",
        "Darsteller mit Film-Make-up von Maskenbildnern",
        "Nebel, Licht und Sounddesign",
        "Eventgelände in Berlin-Spandau",
        "Intensität: extrem – nur für starke Nerven",
      ],
    },
    en: {
      seo: {
        title: "LIVING DEAD EXPERIENCE – an Intense Horror Event in Berlin",
        description:
          "Our most intense horror format: 3 hours of survival on a graveyard site at night, for 16-300 people, from €149 per person.",
        keywords: [
          "horror event Berlin",
          "zombie survival Berlin",
          "Living Dead Experience",
          "horror team event",
        ],
      },
      category: "Horror event",
      body: [
        "The LIVING DEAD EXPERIENCE is our most intense format: three hours of survival on a graveyard site at night. Among gravestones and drifting fog your team is on its own – and not alone.",
        "Make-up artists turn the actors into figures you would rather not meet in the dark, using film make-up. Fog, lighting and sound design transform the event grounds in Berlin-Spandau into the set of a horror film in which your team plays the lead.",
        "Surviving takes solidarity: solving tasks, looking out for each other and making decisions together, even with your heart in your mouth. The intensity is extreme – the LIVING DEAD EXPERIENCE is only for strong nerves.",
      ],
      features: [
        "Three hours on a graveyard site at night",
        "Actors in film make-up by make-up artists",
        "Fog, lighting and sound design",
        "Event grounds in Berlin-Spandau",
        "Intensity: extreme – only for strong nerves",
      ],
    },
  },
  "horror-night-walk": {
    de: {
      seo: {
        title: "Horror Night Walk – Gruselwanderung im Spandauer Forst",
        description:
          "Fackelwanderung mit Guide durch den Spandauer Forst bei Nacht, für 12-60 Personen: Gruselgeschichten und Aufwärmen am Feuer. 2-3 Stunden, ab 89 € pro Person.",
        keywords: [
          "Gruselwanderung Berlin",
          "Fackelwanderung Firma",
          "Horror Night Walk",
          "Halloween Teamevent",
        ],
      },
      category: "Horror Event",
      body: [
        "Wenn es dunkel wird im Spandauer Forst, beginnt der Horror Night Walk. Mit Fackeln in der Hand folgt Ihr Team einem Guide auf Pfaden, die bei Tag harmlos wirken und bei Nacht ganz anders. Unterwegs erzählt der Guide Geschichten, bei denen man unwillkürlich näher zusammenrückt.",
        "Nicht jedes Rascheln im Unterholz ist der Wind. Überraschende Begegnungen sorgen dafür, dass niemand zu entspannt wird, und an mehreren Stellen wartet eine Aufgabe, die die Gruppe nur gemeinsam lösen kann – mit Mut, Köpfchen und einem Blick für die anderen.",
        "Zum Schluss wärmen sich alle am Feuer auf und lassen den Abend ausklingen. Die Intensität ist hoch, aber gut dosiert: Der Horror Night Walk eignet sich für Teams, die gern einen Schauer spüren, ohne gleich im Horrorfilm zu landen.",
      ],
      features: [
        "Fackelwanderung mit Guide",
        "Gruselgeschichten unterwegs",
        "Überraschende Begegnungen im nächtlichen Wald",
        "Aufgaben, die nur gemeinsam zu schaffen sind",
        "Aufwärmen am Feuer zum Abschluss",
      ],
    },
    en: {
      seo: {
        title: "Horror Night Walk – a Spooky Walk in Spandau Forest",
        description:
          "A torch-lit walk with a guide through Spandau Forest at night, for 12-60 people: creepy stories and warming up by the fire. 2-3 hours, from €89 per person.",
        keywords: [
          "spooky walk Berlin",
          "torch-lit walk company",
          "Horror Night Walk",
          "Halloween team event",
        ],
      },
      category: "Horror event",
      body: [
        "When darkness falls over Spandau Forest, the Horror Night Walk begins. Torches in hand, your team follows a guide along paths that look harmless by day and very different at night. Along the way the guide tells stories that make everyone instinctively move a little closer together.",
        "Not every rustle in the undergrowth is the wind. Unexpected encounters make sure nobody gets too relaxed, and at several points a task awaits that the group can only master together – with courage, brains and an eye for the others.",
        "At the end everyone warms up by the fire and lets the evening wind down. The intensity is high but well measured: the Horror Night Walk suits teams who enjoy a shiver down the spine without ending up in a horror film.",
      ],
      features: [
        "Torch-lit walk with a guide",
        "Creepy stories along the way",
        "Unexpected encounters in the forest at night",
        "Tasks that can only be mastered together",
        "Warming up by the fire to finish",
      ],
    },
  },
  "blair-mutants-project": {
    de: {
      seo: {
        title: "BLAIR MUTANT'S PROJECT – Horror-Event im Wald bei Berlin",
        description:
          "Ein geheimes Labor im Wald, ein Experiment außer Kontrolle: Horror-Event für 16-200 Personen mit Mutanten-Darstellern. 2-3 Stunden, ab 99 € pro Person.",
        keywords: [
          "Horror Event Wald Berlin",
          "Blair Mutant's Project",
          "Found Footage Event",
          "Horror Teamevent",
        ],
      },
      category: "Horror Event",
      body: [
        "Irgendwo im Wald am Berliner Stadtrand lag ein geheimes Labor. Dann ist ein Experiment außer Kontrolle geraten, und seitdem hat niemand mehr etwas von den Forschern gehört. Ihr Team soll herausfinden, was geschehen ist – und das Gelände lebend wieder verlassen.",
        "Mit Stirnlampen und Funkgeräten ausgerüstet, erkunden die Teams das Waldgelände. Die Atmosphäre erinnert an einen Found-Footage-Film: wackelige Lichtkegel, Geräusche, die man nicht zuordnen kann, und Spuren, die mehr Fragen aufwerfen als beantworten. Mutanten-Darsteller sorgen dafür, dass die Spannung nie nachlässt.",
        "Wer Informationen über Funk teilt, klug kombiniert und niemanden zurücklässt, kommt der Wahrheit näher. Die Intensität ist extrem – ein Event für Teams, die das Abenteuer im Dunkeln suchen.",
      ],
      features: [
        "Waldgelände am Berliner Stadtrand",
        "Stirnlampen und Funkgeräte für die Teams",
        "Mutanten-Darsteller",
        "Found-Footage-Atmosphäre",
        "Intensität: extrem",
      ],
    },
    en: {
      seo: {
        title: "BLAIR MUTANT'S PROJECT – a Horror Event in the Woods",
        description:
          "A secret lab in the woods, an experiment out of control: a horror event for 16-200 people with mutant actors. 2-3 hours, from €99 per person.",
        keywords: [
          "horror event woods Berlin",
          "Blair Mutant's Project",
          "found footage event",
          "horror team event",
        ],
      },
      category: "Horror event",
      body: [
        "Somewhere in the woods on the edge of Berlin there was a secret lab. Then an experiment got out of control, and nobody has heard from the researchers since. Your team has to find out what happened – and leave the site alive.",
        "Equipped with head torches and radios, the teams explore the woodland. The atmosphere is straight out of a found-footage film: shaky beams of light, noises nobody can place and traces that raise more questions than they answer. Mutant actors make sure the tension never lets up.",
        "Teams that share information over the radio, combine clues wisely and leave nobody behind get closer to the truth. The intensity is extreme – an event for teams who seek adventure in the dark.",
      ],
      features: [
        "Woodland on the edge of Berlin",
        "Head torches and radios for the teams",
        "Mutant actors",
        "A found-footage atmosphere",
        "Intensity: extreme",
      ],
    },
  },
} satisfies Record<string, EventDetailEntry>;
