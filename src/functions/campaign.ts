import { Argument, CellMatrix } from '../rules/cells/cellValue';
import { CAMPAIGN_ARGUMENTS, campaignTables, CampaignReplay, replayCampaign, sheetRange } from '../rules/campaign';
import type { ParamSpec } from '../shared/paramSpec';

/**
 * The `run` of a KAMPAGNE_… function: the four ranges (each with its header row) replayed,
 * then shown as one table. Unlike the per-cell functions nothing is broadcast; a missing
 * column throws, so Sheets shows #ERROR! with the German message.
 */
export function campaignRun(format: (replay: CampaignReplay) => CellMatrix): (...args: Argument[]) => CellMatrix {
  return (...args: Argument[]) => format(replayCampaign(campaignTables(args)));
}

/** The parameter docs all KAMPAGNE_… functions share, ranges derived from the sheets' columns. */
export const CAMPAIGN_PARAMS: ParamSpec[] = CAMPAIGN_ARGUMENTS.map(({ name, spec, contents }) => ({
  name,
  description: `Blatt ${spec.sheet} mit Kopfzeile (${contents}), z. B. ${sheetRange(spec)}`,
  type: 'table',
}));

/** The four ranges as a German formula writes them: "Armeen!A:D; Spieler!A:C; …". */
export const CAMPAIGN_FORMULA_ARGS = CAMPAIGN_ARGUMENTS.map(({ spec }) => sheetRange(spec)).join('; ');
