import { CellValue } from '../rules/cells/cellValue';
import { ARMIES_MAP_SPEC, ARMIES_SPEC } from '../rules/campaign';
import { rowsWrite, RowsWrite } from './rowsWrite';

export interface NewArmyCells {
  name: string;
  player: string;
  startLevel: number;
  raisedInRound: number;
  /** Blank: off the map, or no map. */
  startField: string;
}

/** Where a new army's row goes in the Armeen sheet; Startfeld only when it has one. */
export function armyRowWrite(headers: CellValue[], army: NewArmyCells): RowsWrite {
  const c = ARMIES_SPEC.columns;
  const cells: Record<string, CellValue> = {
    [c.name.header]: army.name,
    [c.player.header]: army.player,
    [c.startLevel.header]: army.startLevel,
    [c.raisedInRound.header]: army.raisedInRound,
  };
  if (army.startField) cells[ARMIES_MAP_SPEC.columns.startField.header] = army.startField;
  return rowsWrite(ARMIES_SPEC.sheet, headers, Object.keys(cells), [cells]);
}
