import { RuleError } from './ruleError';

/**
 * A refusal about how the workbook is laid out — a sheet or a column missing — not about the
 * input: only the organiser can put it right (Kampagnenblatt einrichten, or the header retyped).
 * Its message is the organiser's and names sheet and column; a player reads instead that the
 * campaign sheet is not in order (rules/access/sheetOutOfOrder.ts).
 */
export class SetupError extends RuleError {
  constructor(message: string) {
    super(message);
    this.name = 'SetupError';
  }
}
