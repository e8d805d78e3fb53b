import { ATTACKER, DEFENDER, Side } from './constants';
import { RuleError } from './ruleError';
import { withinField } from './validate';
import { FIELDS } from './fields';

/** The field that says who gave up, as forms and the Schlachten sheet label it. */
export const GAVE_UP = FIELDS.gaveUp.header;

/** Who gave up: nobody, or one side. */
export type GaveUp = '' | Side;

/** Reads "", "Angreifer" or "Verteidiger" (any case, surrounding blanks ignored). */
export function parseGaveUp(value: string): GaveUp {
  const text = value.trim().toLowerCase();
  if (text === '') return '';
  if (text === ATTACKER.toLowerCase()) return ATTACKER;
  if (text === DEFENDER.toLowerCase()) return DEFENDER;
  throw new RuleError(`${GAVE_UP} „${value}“ ist unbekannt; erlaubt sind leer, „${ATTACKER}“ oder „${DEFENDER}“.`, 'gaveUp');
}

export function otherSide(side: Side): Side {
  return side === ATTACKER ? DEFENDER : ATTACKER;
}

/** More SP wins; a draw goes to the defender; a side that gave up loses whatever the SP. */
export function winner(attackerVP: number, defenderVP: number, gaveUp: GaveUp = ''): Side {
  withinField(attackerVP, 'attackerVP');
  withinField(defenderVP, 'defenderVP');
  if (gaveUp) return otherSide(gaveUp);
  return attackerVP > defenderVP ? ATTACKER : DEFENDER;
}
