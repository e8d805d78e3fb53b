/**
 * What a booking does to the campaign as the form knows it (pools, Stufen, fields): the live
 * preview of "Buchung eintragen". The server decides by replaying the whole campaign
 * (checkNewBooking); this gives the same answer for the state the sidebar was given.
 */
import { MAX_LEVEL } from './constants';
import { formatNumber } from './format';
import { RuleError } from './ruleError';
import { BOOKING_FORM_LABELS, SubmittedBooking } from './bookingForm';
import { NEW_ARMY } from './bookingKinds';
import { nameKey } from './campaign/names';
import { MOVE } from './map/moves';

export interface KnownArmy {
  name: string;
  player: string;
  level: number;
  /** "" off the map. */
  field: string;
  /** M7: where a Bewegung may take it now. */
  targets: string[];
  raisedInRound: number;
}

export interface KnownPlayer {
  name: string;
  pool: number;
}

export interface BookingConsequences {
  player?: string;
  poolBefore?: number;
  poolAfter?: number;
  army?: string;
  levelBefore?: number;
  levelAfter?: number;
  fieldBefore?: string;
  fieldAfter?: string;
}

const signed = (n: number) => (n > 0 ? `+${formatNumber(n)}` : formatNumber(n));

/** The consequences of `booking`; a broken rule throws its RuleError naming the field. */
export function bookingConsequences(booking: SubmittedBooking, armies: KnownArmy[], players: KnownPlayer[]): BookingConsequences {
  const L = BOOKING_FORM_LABELS;
  const findPlayer = (name: string) => {
    const player = players.find((p) => nameKey(p.name) === nameKey(name));
    if (!player) throw new RuleError(`Spieler "${name}" ist unbekannt; bekannte Spieler stehen im Blatt Spieler.`, L.spieler);
    return player;
  };
  const out: BookingConsequences = {};
  let army: KnownArmy | undefined;
  if (booking.kind === NEW_ARMY) {
    if (armies.some((a) => nameKey(a.name) === nameKey(booking.army))) {
      throw new RuleError(`Armee "${booking.army}" gibt es schon; Armeenamen müssen eindeutig sein.`, L.armee);
    }
    out.army = booking.army;
    out.levelAfter = booking.startLevel;
    out.fieldAfter = booking.field || undefined;
  } else if (booking.army) {
    army = armies.find((a) => nameKey(a.name) === nameKey(booking.army));
    if (!army) throw new RuleError(`Armee "${booking.army}" ist unbekannt; bekannte Armeen stehen im Blatt Armeen.`, L.armee);
    if (booking.round < army.raisedInRound) {
      throw new RuleError(
        `Armee "${army.name}" wird erst in Runde ${army.raisedInRound} aufgestellt; diese Buchung ist in Runde ${booking.round}.`,
        L.armee,
      );
    }
    out.army = army.name;
    out.levelBefore = out.levelAfter = army.level;
    out.fieldBefore = out.fieldAfter = army.field;
  }
  const player = booking.player ? findPlayer(booking.player) : army ? findPlayer(army.player) : undefined;
  if (player && army && nameKey(army.player) !== nameKey(player.name)) {
    throw new RuleError(`Armee "${army.name}" gehört Spieler "${army.player}", nicht "${player.name}".`, L.armee);
  }
  if (army && booking.levels !== 0) {
    if (army.level === 0)
      throw new RuleError(`Armee "${army.name}" ist vernichtet (Stufe 0); ihr können keine Stufen mehr gebucht werden.`, L.armee);
    const after = army.level + booking.levels;
    if (after < 0 || after > MAX_LEVEL) {
      throw new RuleError(
        `Stufen ${signed(booking.levels)} ergäben für "${army.name}" Stufe ${formatNumber(after)}; erlaubt sind Stufen 0 bis ${MAX_LEVEL} (Stufe vorher: ${army.level}).`,
        L.stufen,
      );
    }
    out.levelAfter = after;
  }
  if (player) {
    out.player = player.name;
    out.poolBefore = player.pool;
    out.poolAfter = player.pool + booking.supply;
    if (out.poolAfter < 0) {
      throw new RuleError(
        `Versorgung ${signed(booking.supply)} ergäbe für "${player.name}" einen Versorgungspool von ${formatNumber(out.poolAfter)} VP; ` +
          `der Pool darf nicht unter 0 fallen (Versorgungspool: ${player.pool} VP).`,
        L.versorgung,
      );
    }
  }
  if (booking.kind === MOVE && army) {
    const target = army.targets.find((t) => nameKey(t) === nameKey(booking.field));
    if (!target) {
      const allowed = army.targets.length ? `Erlaubt: ${army.targets.join(', ')}.` : 'Kein benachbartes Feld ist frei.';
      throw new RuleError(`Feld "${booking.field}" ist für "${army.name}" kein erlaubtes Ziel. ${allowed}`, L.feld);
    }
    out.fieldAfter = target;
  } else if (army && booking.field) {
    out.fieldAfter = booking.field;
  }
  return out;
}
