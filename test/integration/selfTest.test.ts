// Menu „Kriegsrat prüfen“ (issue 22 §7): what the twin cannot prove is checked in the real
// spreadsheet — permissions, the portal's /exec URL, a recalculation that takes effect — and the
// guard inside a real web-app execution through a one-time link.
import { OfflineHtmlOutput, WEB_APP_BEHAVIOURS } from '../../src/offline';
import { MAP_CAMPAIGN, workbookWith } from './campaignWorkbook';

const EXEC = 'https://script.google.com/macros/s/offline/exec';

function campaign(options: { url?: string | null; serviceUrl?: 'exec' | 'dev' } = {}) {
  const { workbook, addon } = workbookWith(MAP_CAMPAIGN, 'orga@example.com');
  addon.environment.webAppUrl = options.url === undefined ? EXEC : options.url;
  addon.environment.serviceUrl = options.serviceUrl ?? 'exec';
  addon.run('setupCampaign');
  addon.onOpen();
  return { workbook, addon };
}

function check(workbook: ReturnType<typeof campaign>['workbook'], addon: ReturnType<typeof campaign>['addon']): string {
  addon.clickMenuItem('Kriegsrat prüfen');
  const dialog = workbook.ui.dialogs[workbook.ui.dialogs.length - 1];
  expect(dialog.title).toBe('Kriegsrat prüfen');
  return dialog.html.getContent();
}

const linkIn = (html: string) => /value="([^"]*\?pruefung=[0-9a-f]{64})"/.exec(html)?.[1] ?? null;
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const rechenstand = (workbook: ReturnType<typeof campaign>['workbook']) =>
  workbook
    .getSheetByName('Einstellungen')!
    .getDataRange()
    .getValues()
    .find((row) => row[0] === 'Rechenstand');

test('all well: permissions, portal at /exec, recalculation; a one-time link for the web check', () => {
  const { workbook, addon } = campaign();
  const html = check(workbook, addon);
  expect(text(html)).toMatch(/✓ Berechtigungen:/);
  expect(text(html)).toContain(`✓ Spielerportal: Bereitgestellt unter ${EXEC}`);
  expect(text(html)).toContain(
    '✓ Neu berechnen: Google Sheets rechnet nach einer Änderung des Rechenstands neu (geprüft: Rechenstand jetzt 2).',
  );
  expect(linkIn(html)).toMatch(new RegExp(`^${EXEC}\\?pruefung=`));
  // The probe cell is empty again; the Rechenstand counted up.
  const row = workbook
    .getSheetByName('Einstellungen')!
    .getDataRange()
    .getValues()
    .findIndex((r) => r[0] === 'Rechenstand');
  expect(
    workbook
      .getSheetByName('Einstellungen')!
      .getRange(row + 1, 3)
      .getFormula(),
  ).toBe('');
  expect(rechenstand(workbook)?.[1]).toBe(2);
});

test('a /dev URL or no deployment is named with what to do, and no web check is offered', () => {
  for (const [options, expected] of [
    [{ serviceUrl: 'dev' as const }, /✗ Spielerportal: Google nennt hier nur die Testadresse \(endet auf \/dev\).*\/exec/],
    [{ url: null }, /✗ Spielerportal: Die Adresse des Spielerportals ist noch nicht bekannt/],
  ] as const) {
    const { workbook, addon } = campaign(options);
    const html = check(workbook, addon);
    expect(text(html)).toMatch(expected);
    expect(linkIn(html)).toBeNull();
    expect(text(html)).toContain('Erst prüfbar');
  }
});

test.each([
  ['works', /✓ Sheets-API: Eingeschaltet: eine Einreichung liest alle Blätter mit wenigen Aufrufen\./],
  ['absent', /✗ Sheets-API: Der Dienst „Google Sheets API“ ist in diesem Projekt nicht eingeschaltet\..*Dienste/],
  ['throws', /✗ Sheets-API: Google hat die Anfrage an die Sheets-API eben abgelehnt.*erneut prüfen/],
] as const)('the Sheets advanced service (%s) is named, in German; saving works either way', (mode, expected) => {
  const { workbook, addon } = campaign();
  addon.sheetsApi = mode;
  const html = text(check(workbook, addon));
  expect(html).toMatch(expected);
  expect(html).not.toMatch(/Quota|API call|failed/);
});

test('a missing permission is named', () => {
  const { workbook } = campaign();
  const { loadAddon } = jest.requireActual<typeof import('../../src/offline')>('../../src/offline');
  const { readCodeJs } = jest.requireActual<typeof import('../support')>('../support');
  const partial = loadAddon(workbook, readCodeJs(), {
    user: { email: 'orga@example.com' },
    webAppUrl: EXEC,
    grantedScopes: ['https://www.googleapis.com/auth/spreadsheets', 'https://www.googleapis.com/auth/script.container.ui'],
  });
  partial.onOpen();
  partial.clickMenuItem('Kriegsrat prüfen');
  // Without the e-mail scope the guard refuses first, in German, naming the permission.
  expect(workbook.ui.alerts[workbook.ui.alerts.length - 1].prompt).toMatch(/„E-Mail-Adresse ansehen“/);
});

describe.each(
  WEB_APP_BEHAVIOURS.filter((b) => b.serviceUrl === 'exec').map((b) => [`${b.activeSpreadsheet}, ${b.activeUser}`, b] as const),
)('the web check in a web app (%s)', (_, behaviour) => {
  test('shows „Schutz aktiv“ once, reports back to the menu, and refuses the link after', () => {
    const { workbook, addon } = campaign();
    const link = linkIn(check(workbook, addon))!;
    addon.webApp.behaviour = behaviour;
    const query = link.split('?')[1];
    const page = (addon.webApp.doGet(query) as OfflineHtmlOutput).getContent();
    expect(text(page)).toContain('Schutz aktiv');
    expect(text(page)).not.toContain('NICHT');
    if (behaviour.activeUser === 'deployer') expect(text(page)).toMatch(/privaten Fenster/);
    else expect(text(page)).not.toMatch(/privaten Fenster/);
    // Nothing of the campaign, no address.
    for (const secret of ['Anna', 'Rote Faust', 'orga@example.com']) expect(page).not.toContain(secret);
    // One use only.
    const again = (addon.webApp.doGet(query) as OfflineHtmlOutput).getContent();
    expect(text(again)).toContain('Dieser Prüflink gilt nicht (mehr)');
    expect(text(check(workbook, addon))).toMatch(/Letzte Prüfung im Web \([^)]*\): ✓ Schutz aktiv/);
  });
});

test('a forged or expired code is refused', () => {
  const { workbook, addon } = campaign();
  check(workbook, addon);
  const forged = (addon.webApp.doGet(`pruefung=${'b'.repeat(64)}`) as OfflineHtmlOutput).getContent();
  expect(text(forged)).toContain('Dieser Prüflink gilt nicht (mehr)');
  const stored = JSON.parse(addon.environment.scriptProperties.getProperty('kriegsrat.pruefung')!) as { code: string };
  addon.environment.scriptProperties.setProperty(
    'kriegsrat.pruefung',
    JSON.stringify({ code: stored.code, expires: Date.now() - 1 }),
  );
  const expired = (addon.webApp.doGet(`pruefung=${stored.code}`) as OfflineHtmlOutput).getContent();
  expect(text(expired)).toContain('Dieser Prüflink gilt nicht (mehr)');
});

test('formulas that do not read the Rechenstand (Einstellungen sorted) are named: „Neu berechnen“ would not reach them', () => {
  const { workbook, addon } = campaign();
  const stand = workbook.getSheetByName('Stand')!;
  const formula = stand.getRange('A1').getFormula();
  stand.getRange('A1').setFormula(formula.replace(/Einstellungen!\$B\$\d+\)$/, 'Einstellungen!$B$2)'));
  const html = check(workbook, addon);
  expect(text(html)).toMatch(
    /✗ Neu berechnen: .*1 Kriegsrat-Formel \(Stand!A1\) liest nicht den Rechenstand .*„Neu berechnen“ wählen/,
  );
  // „Neu berechnen“ points it back; then all is well.
  addon.clickMenuItem('Neu berechnen');
  expect(text(check(workbook, addon))).toMatch(/✓ Neu berechnen: Google Sheets rechnet/);
});
