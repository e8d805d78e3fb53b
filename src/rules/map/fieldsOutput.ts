import { FIELDS } from '../fields';
import { RuleError } from '../ruleError';
import { CellMatrix, CellValue } from '../cells/cellValue';
import { CampaignMap, CampaignReplay } from '../campaign/replayResult';
import { CHECK_HEADER, CHECK_OK, withoutTrailingBlanks } from '../campaign/output';

export const FIELD_HEADERS = [FIELDS.field.header, FIELDS.fieldType.header, FIELDS.holder.header, 'Armeen', CHECK_HEADER];

/** The replay's map; a campaign without a Felder sheet has none to show. */
export function campaignMap(replay: CampaignReplay): CampaignMap {
  if (!replay.map) throw new RuleError('Diese Kampagne hat keine Karte; das Argument felder (z. B. Felder!A:F) fehlt.');
  return replay.map;
}

/** Per field index: the names of the active armies standing there, in the order of the Armeen sheet. */
export function armiesPerField(replay: CampaignReplay): string[][] {
  const { positions } = campaignMap(replay);
  const out = positions.map.fields.map((): string[] => []);
  for (const army of replay.armies) {
    const field = positions.fieldOf(army);
    if (field !== null) out[field].push(army.name);
  }
  return out;
}

/**
 * KAMPAGNE_FELDER (M9): row for row beside the Felder sheet, a blank row stays blank: the
 * field, its Typ as it counts, its holder now, the armies on it and what is wrong with the row.
 */
export function fieldsTable(replay: CampaignReplay): CellMatrix {
  const { fields, positions } = campaignMap(replay);
  const armies = armiesPerField(replay);
  const out: CellMatrix = [FIELD_HEADERS.slice()];
  for (const check of fields.rows) {
    if (check === null) {
      out.push(FIELD_HEADERS.map((): CellValue => ''));
      continue;
    }
    const result = check.errors.length === 0 ? CHECK_OK : check.errors.join(' ');
    const field = check.field;
    out.push(
      field
        ? [field.name, field.type, positions.holders[field.index], armies[field.index].join(', '), result]
        : [check.name, '', '', '', result],
    );
  }
  return withoutTrailingBlanks(out);
}
