import { CellMatrix, CellValue } from '../cells/cellValue';
import { CampaignReplay } from '../campaign/replayResult';
import { armiesPerField, campaignMap } from './fieldsOutput';

/** Marks the holder line of a map cell; army and field names do not contain it. */
export const HOLDER_MARK = '⚑';

/**
 * The last line of a held field's cell. It ends the cell, so "ends with ⚑ Anna" tells the
 * holder apart from any army or field name (also "⚑ Hanna"): a locale-free criterion for
 * colouring the Karte by holder.
 */
export function holderLine(player: string): string {
  return `${HOLDER_MARK} ${player}`;
}

/**
 * KAMPAGNE_KARTE (M9): the map as a grid without header row; the cell at Zeile/Spalte of a
 * field shows, one per line, its name, its Typ (if any), the armies on it and its holder.
 * Fields without a place are not drawn; a map without any gives one blank cell.
 */
export function mapGrid(replay: CampaignReplay): CellMatrix {
  const { positions } = campaignMap(replay);
  const drawn = positions.map.fields.filter((f) => f.grid !== null);
  if (drawn.length === 0) return [['']];
  const rows = Math.max(...drawn.map((f) => f.grid!.row));
  const columns = Math.max(...drawn.map((f) => f.grid!.column));
  const grid: CellMatrix = Array.from({ length: rows }, () => new Array<CellValue>(columns).fill(''));
  const armies = armiesPerField(replay);
  for (const field of drawn) {
    const holder = positions.holders[field.index];
    const lines = [field.name, field.type, ...armies[field.index], holder ? holderLine(holder) : ''];
    grid[field.grid!.row - 1][field.grid!.column - 1] = lines.filter((line) => line !== '').join('\n');
  }
  return grid;
}
