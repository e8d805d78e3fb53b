/**
 * „Angriff ansagen“ (A3) and its withdrawal (A4) from the portal: the token checked first
 * (runPortalSubmission), then one submission kind each through the one pipeline — the lock,
 * the rules of rules/rounds/admission.ts on the sheets as they are, one row (or one Status cell)
 * of the sheet Angriffe, once per Einreichungs-ID.
 */
import { CellValue } from '../../rules/cells/cellValue';
import { FIELDS } from '../../rules/fields';
import { submissionToken, text, whole } from '../../rules/formValue';
import { RuleError } from '../../rules/ruleError';
import {
  AdmittedDeclaration,
  AttackColumn,
  ATTACK_WITHDRAWN,
  ATTACKS_SPEC,
  checkAttackWithdrawal,
  checkDeclaration,
  Declaration,
  declarationDataRow,
  declarationSheetRow,
  ordersState,
  readDeclarations,
} from '../../rules/rounds';
import type { DeclarePayload, DeclareResult, WithdrawAttackPayload } from '../../shared/roundsContract';
import type { Answer } from '../../shared/submission';
import { readTable } from '../../rules/campaign';
import { rowsWrite } from '../../sheets/rowsWrite';
import { OpenCampaign, RowsCheck, SubmissionKind } from '../submission';
import { runPortalSubmission } from './portalSubmission';
import { TAP_REFRESH } from '../../rules/portalRefresh';

/** google.script.run from the portal: the token first, checked on every call. */
export function declareAttack(token: string, payload: DeclarePayload): Answer<DeclareResult> {
  return runPortalSubmission(token, declarationKind, payload);
}

/** google.script.run from the portal: the token first, checked on every call. */
export function withdrawAttack(token: string, payload: WithdrawAttackPayload): Answer<DeclareResult> {
  return runPortalSubmission(token, withdrawalKind, payload);
}

interface DeclareEntry {
  attacker: string;
  defender: string;
  submissionId: string;
}

function readSides(payload: unknown): DeclareEntry {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload))
    throw new RuleError('Es kamen keine Angaben zum Angriff an.');
  const p = payload as Record<string, unknown>;
  const attacker = text(p.angreifer, 'attacker');
  const defender = text(p.verteidiger, 'defender');
  if (!attacker) throw new RuleError('Bitte die angreifende Armee wählen.', 'attacker');
  if (!defender) throw new RuleError('Bitte die Armee wählen, die angegriffen wird.', 'defender');
  const submissionId = submissionToken(p.einreichungsId, 'submissionId');
  return { attacker, defender, submissionId };
}

const result = (
  row: number,
  d: Pick<Declaration, 'round' | 'attacker' | 'defender' | 'field'>,
  status: string,
  duplicate: boolean,
): DeclareResult => ({
  zeile: row,
  runde: d.round,
  angreifer: d.attacker,
  verteidiger: d.defender,
  feld: d.field,
  status,
  doppelt: duplicate,
});

/** A3 for `player`: one row of Angriffe with Angesagt von/am. */
export function declarationKind(player: string): SubmissionKind<DeclareEntry, DeclareResult> {
  return {
    failure: 'Der Angriff wurde nicht angesagt',
    read: (payload) => readSides(payload),
    idempotency: {
      sheet: 'attacks',
      id: (entry) => entry.submissionId,
      content: ({ submissionId: _id, ...content }) => content,
      saved: (campaign, row) => {
        const d = declarationInRow(campaign, row);
        return result(row, d, d.withdrawn ? ATTACK_WITHDRAWN : '', true);
      },
    },
    plan(entry, campaign, storedId) {
      const s = campaign.situation();
      const admitted: AdmittedDeclaration = checkDeclaration(
        s,
        ordersState({ tables: campaign.tables, ...campaign.roundSheets() }, s),
        player,
        entry,
      );
      const header = campaign.values('attacks')[0] ?? [];
      const c = ATTACKS_SPEC.columns;
      const cells: Record<string, CellValue> = {
        [c.round.header]: admitted.round,
        [c.attacker.header]: admitted.attacker,
        [c.defender.header]: admitted.defender,
        [c.field.header]: admitted.field,
        [c.declaredBy.header]: s.ownerOf(admitted.attacker) ?? player,
        [c.declaredAt.header]: new Date(),
        [c.status.header]: '',
        [c.submissionId.header]: storedId,
      };
      if (header.length === 0)
        throw new RuleError(
          `Das Blatt „${ATTACKS_SPEC.sheet}“ fehlt oder hat keine Kopfzeile. Bitte die Spielleitung, die Einrichtung auszuführen.`,
        );
      const write = rowsWrite(ATTACKS_SPEC.sheet, header, Object.keys(cells), [cells]);
      const row = campaign.nextRow('attacks', write);
      return { writes: [{ sheet: 'attacks', row, rows: write }], result: result(row, admitted, '', false) };
    },
  };
}

interface WithdrawEntry extends DeclareEntry {
  round: number;
  /** The declaration's data row (0 = sheet row 2) when the page named it. */
  row?: number;
}

function readWithdrawal(payload: unknown): WithdrawEntry {
  const p = payload as Record<string, unknown>;
  const entry = { ...readSides(payload), round: whole(p.runde, 'round') };
  if (p.zeile === undefined || p.zeile === null) return entry;
  if (typeof p.zeile !== 'number' || !Number.isInteger(p.zeile) || p.zeile < 2) {
    // The page's row number is the server's business: a player never sees the sheet.
    throw new RuleError(`Die Ansage kam unlesbar an; nichts wurde gespeichert. ${TAP_REFRESH}`, 'attacker');
  }
  return { ...entry, row: declarationDataRow(p.zeile) };
}

/** A4 for `player`: the declaration's Status becomes „zurückgezogen“; again, nothing is written. */
export function withdrawalKind(player: string): SubmissionKind<WithdrawEntry, DeclareResult> {
  return {
    failure: 'Die Ansage wurde nicht zurückgezogen',
    read: readWithdrawal,
    plan(entry, campaign) {
      const { declaration, done } = checkAttackWithdrawal(campaign.situation(), player, entry);
      const row = declarationSheetRow(declaration.row);
      // Which declaration the row holds, who made it, its Status: what A4 rests on besides the
      // round's phase (submission.ts checks them before writing).
      const table = readTable<AttackColumn>(campaign.values('attacks'), ATTACKS_SPEC);
      const basis = (['round', 'attacker', 'defender', 'declaredBy', 'status'] as const)
        .map((k) => table.columns[k])
        .filter((c) => c >= 0);
      if (done) {
        const checks: RowsCheck[] = [{ sheet: 'attacks', row, numRows: 1, columns: basis }];
        return { writes: [], checks, result: result(row, declaration, ATTACK_WITHDRAWN, true) };
      }
      const header = campaign.values('attacks')[0] ?? [];
      const status = FIELDS.status.header;
      const write = rowsWrite(ATTACKS_SPEC.sheet, header, [status], [{ [status]: ATTACK_WITHDRAWN }]);
      return {
        writes: [{ sheet: 'attacks', row, rows: write, basis }],
        result: result(row, declaration, ATTACK_WITHDRAWN, false),
      };
    },
  };
}

/** The declaration in sheet row `row` of Angriffe, as read. */
function declarationInRow(campaign: OpenCampaign, row: number): Declaration {
  const found = readDeclarations(campaign.values('attacks')).find((d) => d.row === declarationDataRow(row));
  if (!found)
    throw new RuleError(
      // Players never see the sheet: no row.
      'Diese Ansage wurde schon gespeichert, ist seitdem aber in der Kampagne geändert worden und nicht mehr lesbar; ' +
        'frag die Spielleitung.',
    );
  return found;
}
