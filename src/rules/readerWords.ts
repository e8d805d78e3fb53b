/**
 * The phrases of rule messages that readers read differently (ruleText.ts): those that point into
 * the sheet — a player never sees it, cannot change a row and fills nothing there — and a player
 * named, who reads himself as „dir“. Each phrase is declared here once with every reader's words;
 * the messages in src/rules compose them. test/rules/portal/brokenRulesForPlayer.test.ts breaks
 * every rule once and reads the result.
 */
import { FIELDS } from './fields';
import { NamedPlayer, ReaderWords } from './ruleText';

const RETREAT = FIELDS.retreatTo.header;

/** „… ist unbekannt; bekannte Armeen stehen im Blatt Armeen.“ */
export function unknownIn(known: string, sheet: string): ReaderWords {
  return { organiser: ` ist unbekannt; bekannte ${known} stehen im Blatt ${sheet}.`, player: ' ist in der Kampagne unbekannt.' };
}

/** „… ist im Blatt Armeen fehlerhaft eingetragen: <the list row's own error>“: the list row is the organiser's to fix. */
export function listedWrongly(sheet: string, rowError: string): ReaderWords {
  return {
    organiser: ` ist im Blatt ${sheet} fehlerhaft eingetragen: ${rowError}`,
    player: ' ist in der Kampagne fehlerhaft eingetragen.',
  };
}

/** „… fehlt; erwartet wird eine ganze Zahl von 0 bis 999.“: what to type is the organiser's. */
export function missing(expected: string): ReaderWords {
  return { organiser: ` fehlt; erwartet wird ${expected}.`, player: ' fehlt.' };
}

/**
 * The battle form's and the Prüfung's „Rückzug nach“ to be left blank: a player fills nothing
 * there; the proposer chooses no field — „kein Feld“: his list's blank entry reads „– Feld
 * wählen –“ while the loser has fields, „kein Rückzug“ when he has none.
 */
export const retreatLeftBlank: ReaderWords = {
  organiser: ` ${RETREAT} bitte leer lassen.`,
  player: '',
  proposer: ` Bitte bei ${RETREAT} kein Feld wählen.`,
};

/** „; Rückzug nach muss leer bleiben[, `then`].“, closing the sentence: see retreatLeftBlank. */
export function retreatStaysBlank(then = ''): ReaderWords {
  const rest = then ? `, ${then}` : '';
  return {
    organiser: `; ${RETREAT} muss leer bleiben${rest}.`,
    player: then ? `; ${then}.` : '.',
    proposer: `; bei ${RETREAT} kein Feld wählen${rest}.`,
  };
}

/** „Spieler „Anna““ (dative: gehört, von); „dir“ to Anna. */
export function namedPlayer(name: string): NamedPlayer {
  return { name, others: `Spieler „${name}“`, self: 'dir' };
}

/** „für „Anna““; „für dich“ to Anna. */
export function forPlayer(name: string): NamedPlayer {
  return { name, others: `für „${name}“`, self: 'für dich' };
}
