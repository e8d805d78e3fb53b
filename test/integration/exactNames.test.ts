// Names exactly as the organiser typed them (issue 8 §3). An army typed with blanks around it
// (common after pasting) or a payload in another letter case must still be saved: submitBattle
// writes the name exactly as it stands in Armeen, or the strict list rule refuses the row with
// Google's English message. And a write Sheets refuses reaches the user in German, naming the
// field. Needs the server change on branch `structure` (src/server/submitBattle.ts).
import { OfflineDataValidationBuilder } from '../../src/offline';
import { smallCampaignBattle, valuesOf, workbookWith, SMALL_CAMPAIGN } from './campaignWorkbook';

const BATTLE = smallCampaignBattle('id-1');

/** Rote Faust typed with a leading blank, Eisenwölfe with trailing ones (or, plain, as typed cleanly). */
function setUp(plain = false) {
  const armies = SMALL_CAMPAIGN.Armeen.map((row) =>
    plain
      ? row
      : row[0] === 'Rote Faust'
        ? [' Rote Faust', ...row.slice(1)]
        : row[0] === 'Eisenwölfe'
          ? ['Eisenwölfe  ', ...row.slice(1)]
          : row,
  );
  const { workbook, addon } = workbookWith({ ...SMALL_CAMPAIGN, Armeen: armies }, 'orga@example.com');
  addon.run('setupCampaign');
  const cell = (row: number, header: string) => {
    const rows = valuesOf(workbook, 'Schlachten');
    return rows[row - 1][(rows[0] as string[]).indexOf(header)];
  };
  return { workbook, addon, cell };
}

/** The saved battle, or the refusal's message. */
const submit = (addon: { runFromClient(name: string, ...args: unknown[]): unknown }, battle: object) => {
  const answer = addon.runFromClient('submitBattle', battle) as { ok: boolean; zeile: number; message: string };
  return answer.ok ? answer : answer.message;
};

it('saves armies typed with blanks around them, as the sidebar offers them (trimmed), and writes the names as in Armeen', () => {
  const { addon, cell } = setUp();
  const result = submit(addon, BATTLE);
  expect(result).toMatchObject({ zeile: 2 });
  expect(cell(2, 'Angreifer')).toBe(' Rote Faust');
  expect(cell(2, 'Verteidiger')).toBe('Eisenwölfe  ');
});

it('saves a payload in another letter case under the name as in Armeen', () => {
  const { addon, cell } = setUp();
  expect(submit(addon, { ...BATTLE, angreifer: 'ROTE FAUST', verteidiger: 'eisenwölfe' })).toMatchObject({ zeile: 2 });
  expect(cell(2, 'Angreifer')).toBe(' Rote Faust');
  expect(cell(2, 'Verteidiger')).toBe('Eisenwölfe  ');
});

it('reports a write Sheets refuses in German, naming the field, and writes nothing', () => {
  const { workbook, addon } = setUp(true);
  // The organiser's own strict rule on Mission: Sheets refuses any other mission.
  const battles = workbook.getSheetByName('Schlachten')!;
  const mission = (valuesOf(workbook, 'Schlachten')[0] as string[]).indexOf('Mission') + 1;
  battles
    .getRange(2, mission, battles.getMaxRows() - 1, 1)
    .setDataValidation(new OfflineDataValidationBuilder().requireValueInList(['Nur diese']).setAllowInvalid(false).build());
  const message = submit(addon, BATTLE);
  expect(typeof message).toBe('string');
  expect(message).toMatch(/Mission/);
  expect(message).not.toMatch(/violates|data validation|cell/i);
  expect(valuesOf(workbook, 'Schlachten')).toHaveLength(1);
});
