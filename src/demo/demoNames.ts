/**
 * German-flavoured names for demo campaigns: players, armies, factions and missions. Kept
 * generic (no trademarked faction names); army names are built from two lists so a large
 * generated campaign still gets unique, readable names.
 */
export const PLAYER_NAMES = [
  'Konrad',
  'Helga',
  'Tobias',
  'Sabine',
  'Matthias',
  'Ulrike',
  'Friedrich',
  'Johanna',
  'Lukas',
  'Greta',
  'Dieter',
  'Katrin',
  'Wolfgang',
  'Anja',
  'Bernd',
  'Marlene',
  'Jürgen',
  'Ingrid',
  'Stefan',
  'Renate',
  'Holger',
  'Petra',
  'Volker',
  'Birgit',
];

export const FACTIONS = [
  'Imperiale Garde',
  'Grüne Horde',
  'Maschinenkult',
  'Ewige Dynastie',
  'Schwarmflotte',
  'Verräterlegion',
  'Schwesternorden',
  'Sternenritter',
  'Seelenschmiede',
  'Sternenkinder',
];

/** Army names of the hand-made demo, the first ones every campaign uses. */
export const ARMY_NAMES = [
  'Rote Faust',
  'Eisenwölfe',
  'Aschegarde',
  'Sturmfalken',
  'Schwarze Zitadelle',
  'Grauer Schleier',
  'Donnerkeile',
  'Glutbrigade',
  'Sternenwacht',
  'Knochenbrecher',
  'Rostrotte',
  'Stahlgebet',
  'Nebelklingen',
  'Frostlegion',
  'Blutkrähen',
  'Bleiche Hand',
  'Goldene Phalanx',
  'Mahlstromjäger',
  'Schattenkohorte',
  'Eiserne Litanei',
  'Brandwacht',
  'Leuchtfeuer',
  'Sturmbrecher',
  'Dornenkrone',
  'Graue Sense',
  'Splitterschild',
  'Funkenflug',
  'Morgenrot',
  'Wüstenlöwen',
  'Hammerfall',
];

const ADJECTIVES = [
  'Rote',
  'Schwarze',
  'Eiserne',
  'Goldene',
  'Graue',
  'Bleiche',
  'Wilde',
  'Stille',
  'Brennende',
  'Kalte',
  'Letzte',
  'Erste',
  'Dunkle',
  'Helle',
  'Alte',
  'Junge',
  'Zornige',
  'Treue',
];
const NOUNS = [
  'Faust',
  'Klinge',
  'Wacht',
  'Garde',
  'Lanze',
  'Kohorte',
  'Schar',
  'Brigade',
  'Legion',
  'Meute',
  'Flotte',
  'Phalanx',
  'Horde',
  'Wache',
  'Rotte',
  'Schwinge',
  'Krone',
  'Sichel',
];

/** `count` unique army names: the hand-picked ones first, then adjective + noun (+ a number). */
export function armyNames(count: number): string[] {
  const names: string[] = [];
  const used = new Set<string>();
  const add = (name: string) => {
    if (!used.has(name)) {
      used.add(name);
      names.push(name);
    }
  };
  for (const name of ARMY_NAMES) if (names.length < count) add(name);
  for (let i = 0; names.length < count; i++) {
    const base = `${ADJECTIVES[i % ADJECTIVES.length]} ${NOUNS[Math.floor(i / ADJECTIVES.length) % NOUNS.length]}`;
    const lap = Math.floor(i / (ADJECTIVES.length * NOUNS.length));
    add(lap === 0 ? base : `${base} ${lap + 1}`);
  }
  return names;
}

/** The n-th player name; beyond the list, numbered. */
export function playerName(n: number): string {
  const base = PLAYER_NAMES[n % PLAYER_NAMES.length];
  const lap = Math.floor(n / PLAYER_NAMES.length);
  return lap === 0 ? base : `${base} ${lap + 1}`;
}

export const MISSIONS = [
  'Vorposten halten',
  'Nachschub sichern',
  'Durchbruch',
  'Aufklärung',
  'Brückenkopf',
  'Relikt bergen',
  'Hinterhalt',
  'Letztes Gefecht',
];
