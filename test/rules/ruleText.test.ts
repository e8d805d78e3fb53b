// A rule message is composed of parts (src/rules/ruleText.ts): each reader — the organiser in the
// sheet, a player in the portal, the proposer who chooses Rückzug nach himself (C11) — reads his
// words from the one declaration of each phrase (src/rules/readerWords.ts), whatever sentence it
// stands in. Until session 31 a player's text was made by regexes over the organiser's finished
// sentence, which missed every wording they had not foreseen.
import { ORGANISER, ruleText, textFor } from '../../src/rules/ruleText';
import {
  missing,
  namedPlayer,
  forPlayer,
  retreatLeftBlank,
  retreatStaysBlank,
  unknownIn,
  listedWrongly,
} from '../../src/rules/readerWords';
import { RuleError } from '../../src/rules/ruleError';
import { organiserWording } from './playerWording';

const anna = { kind: 'player', name: 'Anna' } as const;
const annaProposes = { kind: 'proposer', name: 'Anna' } as const;

test('one declaration, three readers: the sheet’s words, the player’s, the proposer’s', () => {
  const text = ruleText`„A“ ist eingekesselt (keine Festung von ${namedPlayer('Anna')})${retreatStaysBlank('die Armee verlässt die Karte')}`;
  expect(textFor(text, ORGANISER)).toBe(
    '„A“ ist eingekesselt (keine Festung von Spieler „Anna“); Rückzug nach muss leer bleiben, die Armee verlässt die Karte.',
  );
  expect(textFor(text, anna)).toBe('„A“ ist eingekesselt (keine Festung von dir); die Armee verlässt die Karte.');
  expect(textFor(text, annaProposes)).toBe(
    '„A“ ist eingekesselt (keine Festung von dir); bei Rückzug nach kein Feld wählen, die Armee verlässt die Karte.',
  );
  // Another player reads Anna in the third person, as the organiser does; so do both players reading one text.
  expect(textFor(text, { kind: 'player', name: 'Bernd' })).toBe(
    '„A“ ist eingekesselt (keine Festung von Spieler „Anna“); die Armee verlässt die Karte.',
  );
  expect(textFor(text, { kind: 'player', name: '' })).toContain('von Spieler „Anna“');
});

// The regexes read „ fehlt; erwartet wird …“ up to the first full stop, „ ist im Blatt … fehlerhaft
// eingetragen: …“ up to the end of the message, and „für „Anna““ wherever it stood. Each sentence
// below says its facts in wording they did not foresee; the old ruleForPlayer made of them
// „Datum fehlt. B. 2026-11-21.“, dropped the sentence after the row's error, and read
// „für dich Stufe 5“ for Anna's army „Anna“.
test('reworded rules: the player reads his words whatever sentence the phrase stands in', () => {
  const reworded = [
    ruleText`Datum${missing('ein Tag, z. B. 2026-11-21')}`,
    ruleText`Verteidiger „Kaputt“${listedWrongly('Armeen', 'Startstufe „zwei“ ist keine Zahl.')} Angreifer „A“ wird erst in Runde 3 aufgestellt.`,
    ruleText`Stufen +1 ergäben für „Anna“ Stufe 5; Versorgung ergäbe ${forPlayer('Anna')} einen Pool unter 0.`,
    ruleText`Rückzug nach „Atlantis“${unknownIn('Felder', 'Felder')} Erlaubt: F1, F3.`,
    ruleText`Das Feld gehört ${namedPlayer('Anna')}.${retreatLeftBlank}`,
  ];
  const forAnna = reworded.map((t) => textFor(t, anna));
  expect(forAnna.filter((t) => organiserWording('Anna').test(t))).toEqual([]);
  expect(forAnna).toEqual([
    'Datum fehlt.',
    'Verteidiger „Kaputt“ ist in der Kampagne fehlerhaft eingetragen. Angreifer „A“ wird erst in Runde 3 aufgestellt.',
    'Stufen +1 ergäben für „Anna“ Stufe 5; Versorgung ergäbe für dich einen Pool unter 0.',
    'Rückzug nach „Atlantis“ ist in der Kampagne unbekannt. Erlaubt: F1, F3.',
    'Das Feld gehört dir.',
  ]);
  // The organiser's words are the sheet's as ever.
  expect(textFor(reworded[0], ORGANISER)).toBe('Datum fehlt; erwartet wird ein Tag, z. B. 2026-11-21.');
  expect(textFor(reworded[1], ORGANISER)).toBe(
    'Verteidiger „Kaputt“ ist im Blatt Armeen fehlerhaft eingetragen: Startstufe „zwei“ ist keine Zahl. Angreifer „A“ wird erst in Runde 3 aufgestellt.',
  );
  expect(textFor(reworded[4], ORGANISER)).toBe('Das Feld gehört Spieler „Anna“. Rückzug nach bitte leer lassen.');
  expect(textFor(reworded[4], annaProposes)).toBe('Das Feld gehört dir. Bitte bei Rückzug nach kein Feld wählen.');
});

test('a RuleError’s message is the organiser’s words; its parts go with it', () => {
  const error = new RuleError(ruleText`Angreifer${missing('eine Armee aus dem Blatt Armeen')}`, 'attacker');
  expect(error.message).toBe('Angreifer fehlt; erwartet wird eine Armee aus dem Blatt Armeen.');
  expect(error.field).toBe('attacker');
  expect(textFor(error.text, anna)).toBe('Angreifer fehlt.');
  // A message of one wording for every reader stays a plain string: nothing allocated for its parts.
  expect(new RuleError('Die Meldung ist leer.').text).toBe('Die Meldung ist leer.');
  expect(textFor('Die Meldung ist leer.', anna)).toBe('Die Meldung ist leer.');
});
