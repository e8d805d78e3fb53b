/**
 * The German line a form shows after the server saved a battle or a booking: the row (the organiser's), what
 * changed for armies and supply, and what changed on the map (M5–M7). One place for the text,
 * whoever shows it; the inputs are plain values (the contract's result and payload fit).
 */
import { NEW_ARMY } from './bookingKinds';
import { ATTACKER, DEFENDER } from './constants';
import { CORRECTION, MOVE } from './map/moves';
import type { SheetReader } from './campaign/sheetReader';

export interface SavedBattle {
  zeile: number;
  sieger: string;
  neueStufeAngreifer: number;
  neueStufeVerteidiger: number;
  versorgung: number;
  doppelt: boolean;
}

/** The map part of a battle, as the form evaluated it before sending; absent without a map. */
export interface BattleOnTheMap {
  attackedField: string;
  /** The player of each side, who holds the attacked field when that side wins (M5). */
  attackerPlayer: string;
  defenderPlayer: string;
}

/** `reader`: the organiser's sidebar names the row written; a player's page (who never sees the sheet) does not. */
export function battleSavedMessage(
  reader: SheetReader,
  result: SavedBattle,
  battle: { angreifer: string; verteidiger: string; rueckzug?: string },
  map?: BattleOnTheMap,
): string {
  const where = reader.seesSheet ? ` in Zeile ${result.zeile}` : '';
  if (result.doppelt) return `Diese Schlacht ist schon${where} gespeichert; nichts wurde doppelt eingetragen.`;
  const winnerArmy = { [ATTACKER]: battle.angreifer, [DEFENDER]: battle.verteidiger }[result.sieger];
  const winner = winnerArmy ? `${winnerArmy} (${result.sieger})` : result.sieger;
  const saved =
    `Gespeichert${where}. Sieger: ${winner}. ` +
    `Neue Stufen: ${battle.angreifer} ${result.neueStufeAngreifer}, ${battle.verteidiger} ${result.neueStufeVerteidiger}. ` +
    `Versorgung: +${result.versorgung} VP.`;
  return map && winnerArmy ? `${saved} ${battleMapLine(result, battle, map)}` : saved;
}

/** M5 and M6: who holds the attacked field, who moves in, where the loser went. */
function battleMapLine(
  result: SavedBattle,
  battle: { angreifer: string; verteidiger: string; rueckzug?: string },
  map: BattleOnTheMap,
): string {
  const attackerWon = result.sieger === ATTACKER;
  const [loser, loserLevel] = attackerWon
    ? [battle.verteidiger, result.neueStufeVerteidiger]
    : [battle.angreifer, result.neueStufeAngreifer];
  const conquest = conquestOf(attackerWon, result.neueStufeAngreifer > 0, battle.angreifer, map, 'jetzt');
  const retreat = battle.rueckzug?.trim();
  const fate =
    loserLevel <= 0
      ? `${loser} ist vernichtet`
      : retreat
        ? `${loser} zieht sich nach „${retreat}“ zurück`
        : `${loser} ist eingekesselt und verlässt die Karte`;
  return `Karte: ${conquest}; ${fate}.`;
}

/**
 * M5: who holds the attacked field after the battle and whether the attacker moves in — said
 * once for the saved message („gehört jetzt“) and the forms' preview before sending („gehört
 * dann“: what the battle will cost on the map).
 */
export function conquestOf(
  attackerWon: boolean,
  attackerSurvives: boolean,
  attacker: string,
  map: BattleOnTheMap,
  when: 'jetzt' | 'dann',
): string {
  const field = `„${map.attackedField}“`;
  if (!attackerWon) return `${field} bleibt bei ${map.defenderPlayer}`;
  return `${field} gehört ${when} ${map.attackerPlayer}` + (attackerSurvives ? `, ${attacker} zieht ein` : '');
}

/** A saved booking as its answer tells it (BookingSubmitResult in src/shared adds its Buchungen row). */
export interface SavedBooking {
  /** The row written: in Armeen for a Neue Armee, else in Buchungen. */
  zeile: number;
  blatt: string;
  art: string;
  spieler: string;
  armee: string;
  /** The player's supply pool after the booking. */
  versorgungspool: number;
  /** The army's Stufe after the booking; null without an army. */
  stufe: number | null;
  /** True when this einreichungsId had been saved before and nothing new was written. */
  doppelt: boolean;
}

/** Kinds whose Feld places the army on the map (M7; a new army's Startfeld). */
const MOVE_LINES: Partial<Record<string, (army: string, field: string, player: string) => string>> = {
  [MOVE]: (army, field, player) => `${army} zieht nach „${field}“; das Feld gehört jetzt ${player}.`,
  [CORRECTION]: (army, field, player) => `${army} steht jetzt auf „${field}“; das Feld gehört jetzt ${player}.`,
  [NEW_ARMY]: (army, field, player) => `${army} steht auf „${field}“; das Feld gehört jetzt ${player}.`,
};

export function bookingSavedMessage(result: SavedBooking, booking: { feld?: unknown }): string {
  const where = `Gespeichert in Zeile ${result.zeile} des Blatts ${result.blatt}`;
  const level = result.armee && result.stufe !== null ? `, Stufe ${result.armee}: ${result.stufe}` : '';
  const again = result.doppelt ? ' (war schon gespeichert)' : '';
  const saved = `${where}${again}: Versorgungspool ${result.spieler}: ${result.versorgungspool} VP${level}.`;
  const field = typeof booking.feld === 'string' ? booking.feld.trim() : '';
  const line = MOVE_LINES[result.art];
  return line && field && result.armee ? `${saved} Karte: ${line(result.armee, field, result.spieler)}` : saved;
}
