import { parseGaveUp, parseIsoDate, parseNumber, RuleError, wholeNumber } from '../rules';
import { BattleEntry } from '../rules/campaign/entries';
import { CellValue, isBlank } from '../rules/cells/cellValue';

/** A submitted battle, read and type-checked: the replay's battle row plus what is only recorded. */
export interface SubmittedBattle extends Omit<BattleEntry, 'row'> {
  date: Date;
  mission: string;
  note: string;
  submissionId: string;
}

function text(value: unknown): string {
  return value === null || value === undefined ? '' : String(value).trim();
}

function number(value: unknown, label: string, min: number, optional = false): number {
  if (optional && isBlank(value as CellValue)) return 0;
  return wholeNumber(parseNumber(value as CellValue, label), label, min);
}

/**
 * Reads the sidebar's payload. Numbers may come as numbers or numeric text; messages name the
 * field as the form labels it.
 */
export function parseBattlePayload(payload: Record<string, unknown> | null | undefined): SubmittedBattle {
  if (!payload || typeof payload !== 'object') throw new RuleError('Es kamen keine Schlachtdaten an.');
  const attacker = text(payload.angreifer);
  const defender = text(payload.verteidiger);
  if (!attacker) throw new RuleError('Angreifer fehlt; bitte eine Armee wählen.');
  if (!defender) throw new RuleError('Verteidiger fehlt; bitte eine Armee wählen.');
  return {
    round: number(payload.runde, 'Runde', 1),
    date: parseIsoDate(text(payload.datum)),
    attacker,
    defender,
    mobilisation: number(payload.mobilisierung, 'Mobilisierung', 0, true),
    scaledTo: number(payload.skaliertAuf, 'Skaliert auf', 0, true),
    attackerVP: number(payload.siegpunkteAngreifer, 'Siegpunkte Angreifer', 0),
    defenderVP: number(payload.siegpunkteVerteidiger, 'Siegpunkte Verteidiger', 0),
    gaveUp: parseGaveUp(text(payload.aufgegeben)),
    attackerLosses: number(payload.verlusteAngreifer, 'Verluste Angreifer', 0),
    defenderLosses: number(payload.verlusteVerteidiger, 'Verluste Verteidiger', 0),
    mission: text(payload.mission),
    note: text(payload.notiz),
    submissionId: text(payload.einreichungsId),
  };
}
