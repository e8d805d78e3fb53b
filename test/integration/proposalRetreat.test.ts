// C11 with M6 through the built add-on in the offline twin: on a map campaign the opponent
// disputes a report and proposes another Rückzug nach. His card offers the fields the report
// form would (per side that loses); a retreat that breaks M6 is refused at its field, nothing
// written; one that changes only the retreat is a proposal, the organiser sees it beside the
// report and, deciding for it, writes it into the row.
import { OfflineSpreadsheet, workbookToJson } from '../../src/offline';
import type { PortalData } from '../../src/shared/portalContract';
import type { OpenReportCard } from '../../src/shared/reportsContract';
import {
  answerNow,
  decideNow,
  MAP_CAMPAIGN,
  playerTokens,
  setSetting,
  smallCampaignBattle,
  SMALL_CAMPAIGN_REPORT_REF,
  valuesOf,
  WEB_APP_URL,
  workbookWith,
} from './campaignWorkbook';

type Answer = { ok: boolean; field?: string; message?: string; status?: string };

function campaign() {
  const { workbook, addon } = workbookWith(MAP_CAMPAIGN, 'orga@example.com');
  addon.environment.webAppUrl = WEB_APP_URL;
  addon.run('setupCampaign');
  // No declaration needed (A1 off); Angriffe's own tests are in rounds.test.ts.
  setSetting(workbook, 'Angriffe ansagen', 'nein');
  return { workbook, addon, token: playerTokens(workbook, addon) };
}

const snapshot = (workbook: OfflineSpreadsheet) => JSON.stringify(workbookToJson(workbook));
const cell = (workbook: OfflineSpreadsheet, row: number, header: string) => {
  const values = valuesOf(workbook, 'Schlachten');
  return values[row - 1][(values[0] as string[]).indexOf(header)];
};

/** Rote Faust (Anna, Hügel) beats Eisenwölfe (Bernd, Furt), who retreat to Ödland — as reported. */
const REPORTED = {
  siegpunkteAngreifer: 30,
  siegpunkteVerteidiger: 20,
  verlusteAngreifer: 0,
  verlusteVerteidiger: 0,
  aufgegeben: '',
  rueckzug: 'Ödland',
};

test('a proposal that changes only Rückzug nach: refused at its field when it breaks M6, written when the organiser decides for it', () => {
  const { workbook, addon, token } = campaign();
  const reported = addon.webApp.run('reportBattle', token('Anna'), { ...smallCampaignBattle('r-1'), rueckzug: 'Ödland' });
  expect(reported).toMatchObject({ ok: true, zeile: 2, status: 'gemeldet' });

  // Bernd's card offers what the report form would: per side that loses, its legal retreat fields (M6).
  const card = (addon.webApp.run('getPortalData', token('Bernd')) as PortalData).waiting.toAnswer[0];
  expect(card.rueckzugFelder).toEqual({ Angreifer: ['Hügel', 'Ödland'], Verteidiger: ['Hügel', 'Sumpf', 'Ödland'] });

  const dispute = (rueckzug: string, id: string) =>
    answerNow(workbook, addon, token('Bernd'), {
      ...SMALL_CAMPAIGN_REPORT_REF,
      aktion: 'bestreiten',
      einspruch: 'Wir sind in den Sumpf gegangen',
      vorschlag: { ...REPORTED, rueckzug },
      einreichungsId: id,
    }) as Answer;

  // Nordwacht is not next to Furt: refused at Rückzug nach, in German, nothing written.
  const before = snapshot(workbook);
  const refused = dispute('Nordwacht', 'd-1');
  expect(refused).toMatchObject({ ok: false, field: 'retreatTo' });
  expect(refused.message).toContain('Rückzug nach „Nordwacht“ ist nicht erlaubt');
  expect(snapshot(workbook)).toBe(before);

  // Sumpf is legal: the dispute carries the proposal.
  expect(dispute('Sumpf', 'd-2')).toMatchObject({ ok: true, status: 'bestritten' });
  expect(String(cell(workbook, 2, 'Einspruch'))).toContain('Rückzug nach Sumpf');

  // The organiser sees report and proposal side by side (C9, C11).
  const open = (addon.runFromClient('getOpenReports') as { meldungen: OpenReportCard[] }).meldungen[0];
  expect(open.gemeldet.rueckzug).toBe('Ödland');
  expect(open.vorschlag).toMatchObject({ rueckzug: 'Sumpf' });
  expect(open.folgenVorschlag).toContain('Rückzug nach Sumpf');

  // Deciding for the proposal writes its retreat into the row; the reported one stays in Einspruch.
  expect(decideNow(workbook, addon, { ...SMALL_CAMPAIGN_REPORT_REF, aktion: 'vorschlag', einreichungsId: 'o-1' })).toMatchObject({
    ok: true,
    status: 'entschieden',
  });
  expect(cell(workbook, 2, 'Rückzug nach')).toBe('Sumpf');
  expect(String(cell(workbook, 2, 'Einspruch'))).toContain('gemeldet war: ');
  expect(String(cell(workbook, 2, 'Einspruch'))).toContain('Rückzug nach Ödland');
  const bernd = addon.webApp.run('getPortalData', token('Bernd')) as PortalData;
  expect(bernd.overview.armies.find((a) => a.name === 'Eisenwölfe')).toMatchObject({ field: 'Sumpf' });
});
