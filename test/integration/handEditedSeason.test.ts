// A season in a sheet the organiser also types into (audit 24): rows inserted, deleted or sorted
// by hand move a report to another row — what Kriegsrat tells the players must follow the report,
// not its row number.
import type { AddonHandle, OfflineSpreadsheet } from '../../src/offline';
import type { PortalData } from '../../src/shared/portalContract';
import {
  answerNow,
  MAP_CAMPAIGN,
  notifyingCampaign,
  playerTokens,
  smallCampaignBattle,
  valuesOf,
  withAddresses,
  workbookWith,
} from './campaignWorkbook';

type Answer = { ok: boolean; message?: string; [key: string]: unknown };

const mail = (addon: AddonHandle) =>
  addon.environment.globals.MailApp as { sent: { to: string; subject: string; body: string }[] };
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

function campaign() {
  const { workbook, addon, token } = notifyingCampaign();
  const report = (id: string) => {
    const answer = addon.webApp.run('reportBattle', token('Anna'), smallCampaignBattle(id)) as Answer;
    addon.webApp.run('deliverPendingNotifications');
    return answer;
  };
  /** The hourly trigger fires it (only a trigger of this project may run it: sheetsOnly.ts). */
  const fired = () =>
    addon.run('checkReportDeadlines', { triggerUid: addon.environment.triggers.add('checkReportDeadlines', 1).getUniqueId() });
  return { workbook, addon, token, report, fired };
}

/** The row of Schlachten holding the report with Einreichungs-ID prefix `id`. */
function rowOf(workbook: OfflineSpreadsheet, id: string): number {
  const values = valuesOf(workbook, 'Schlachten');
  const column = (values[0] as string[]).indexOf('Einreichungs-ID');
  return values.findIndex((r) => String(r[column]).startsWith(`${id}~`)) + 1;
}

/** The organiser backdates Gemeldet am of sheet row `row` by hand. */
function backdate(workbook: OfflineSpreadsheet, row: number, hours: number): void {
  const column = (valuesOf(workbook, 'Schlachten')[0] as string[]).indexOf('Gemeldet am') + 1;
  workbook.getSheetByName('Schlachten')!.getRange(row, column).setValue(hoursAgo(hours));
}

const waiting = (addon: AddonHandle, to: string) =>
  mail(addon).sent.filter((m) => m.to === to && /wartet auf deine Bestätigung/.test(m.body)).length;
const reminders = (addon: AddonHandle, to: string) =>
  mail(addon).sent.filter((m) => m.to === to && /Erinnerung/.test(m.body)).length;

describe('N1/N3: a report is told and reminded once, wherever the organiser’s rows move it', () => {
  it('a row inserted above the reminded report: no second reminder', () => {
    const { workbook, addon, report, fired } = campaign();
    report('r-1');
    backdate(workbook, 2, 49);
    expect(fired()).toBe('0 Meldung(en) automatisch bestätigt, 1 Erinnerung(en) fällig.');
    expect(reminders(addon, 'bernd@example.com')).toBe(1);
    workbook.getSheetByName('Schlachten')!.insertRowBefore(2);
    expect(rowOf(workbook, 'r-1')).toBe(3);
    fired();
    expect(reminders(addon, 'bernd@example.com')).toBe(1);
  });

  it('a new report that lands on the row of a deleted one the opponent heard of is told and reminded too', () => {
    const { workbook, addon, token, report, fired } = campaign();
    report('r-1');
    backdate(workbook, 2, 49);
    fired();
    expect(reminders(addon, 'bernd@example.com')).toBe(1);
    // Anna withdraws it (C10), the organiser tidies the withdrawn row away, Anna reports again.
    expect(
      answerNow(workbook, addon, token('Anna'), {
        zeile: 2,
        runde: 1,
        angreifer: 'Rote Faust',
        verteidiger: 'Eisenwölfe',
        aktion: 'zurückziehen',
      }),
    ).toMatchObject({ ok: true });
    workbook.getSheetByName('Schlachten')!.deleteRow(2);
    expect(report('r-2')).toMatchObject({ ok: true, zeile: 2 });
    // N1: the new report waits for Bernd — he hears of it as of the first.
    expect(waiting(addon, 'bernd@example.com')).toBe(2);
    backdate(workbook, 2, 49);
    fired();
    expect(reminders(addon, 'bernd@example.com')).toBe(2);
  });
});

describe('R2: a round begun while Einstellungen cannot hold the Phase says so', () => {
  /** MAP_CAMPAIGN set up, the organiser's links made. */
  function mapCampaign() {
    const { workbook, addon } = workbookWith(MAP_CAMPAIGN, 'orga@example.com');
    addon.run('setupCampaign');
    return { workbook, addon };
  }
  const lastToast = (workbook: OfflineSpreadsheet) => workbook.ui.toasts[workbook.ui.toasts.length - 1].message;

  it.each([
    [
      'its header „Einstellung“ retyped',
      (workbook: OfflineSpreadsheet) => workbook.getSheetByName('Einstellungen')!.getRange('A1').setValue('Name'),
    ],
    [
      'the sheet renamed',
      (workbook: OfflineSpreadsheet) => workbook.getSheetByName('Einstellungen')!.setName('Einstellungen (alt)'),
    ],
  ])('%s: „Neue Runde beginnen“ books the supply and tells the organiser the phase stays Schlachten', (_what, edit) => {
    const { workbook, addon } = mapCampaign();
    edit(workbook);
    expect(addon.run('startNewRound', 1, 1000)).toMatchObject({ ok: true, runde: 1 });
    expect(lastToast(workbook)).toMatch(/^Runde 1 beginnt: 2 Spieler bekommen je 1000 VP Versorgung\. /);
    expect(lastToast(workbook)).toMatch(/Phase.*Schlachten.*Einstellungen.*Kampagnenblatt einrichten/);
  });

  it('with Einstellungen as set up, the toast names the Befehle phase as before', () => {
    const { workbook, addon } = mapCampaign();
    addon.run('startNewRound', 1, 1000);
    expect(lastToast(workbook)).toMatch(/Phase: Befehle/);
  });
});

describe('A7/N1: a declaration is told to its defender, wherever the organiser’s rows put it', () => {
  it('declared again after the withdrawn one was deleted by hand: the defender hears of it again', () => {
    const { workbook, addon } = workbookWith(withAddresses(MAP_CAMPAIGN), 'orga@example.com');
    addon.run('setupCampaign');
    const token = playerTokens(workbook, addon);
    addon.run('startNewRound', 1, 1000);
    const sides = { angreifer: 'Rote Faust', verteidiger: 'Eisenwölfe' };
    const run = (name: string, payload: object) => {
      const answer = addon.webApp.run(name, token('Anna'), payload) as Answer;
      addon.webApp.run('deliverPendingNotifications');
      return answer;
    };
    const attacked = () =>
      mail(addon).sent.filter((m) => m.to === 'bernd@example.com' && /Du wirst angegriffen/.test(m.body)).length;
    expect(run('declareAttack', { ...sides, einreichungsId: 'a-1' })).toMatchObject({ ok: true });
    expect(attacked()).toBe(1);
    expect(run('withdrawAttack', { ...sides, runde: 1, einreichungsId: 'w-1' })).toMatchObject({ ok: true });
    workbook.getSheetByName('Angriffe')!.deleteRow(2);
    expect(run('declareAttack', { ...sides, einreichungsId: 'a-2' })).toMatchObject({ ok: true });
    expect(valuesOf(workbook, 'Angriffe')).toHaveLength(2);
    expect(attacked()).toBe(2);
  });
});

describe('A7/N1: an army renamed by hand after its declaration was told', () => {
  it('its defender does not hear it again; a declaration typed against the new name afterwards is told once', () => {
    const { workbook, addon } = workbookWith(withAddresses(MAP_CAMPAIGN), 'orga@example.com');
    addon.run('setupCampaign');
    const token = playerTokens(workbook, addon);
    addon.run('startNewRound', 1, 1000);
    const attacked = (to: string) => mail(addon).sent.filter((m) => m.to === to && /Du wirst angegriffen/.test(m.body)).length;
    /** The hourly check (it tells what was typed by hand), then the sending. */
    const hourly = () => {
      addon.run('checkReportDeadlines', { triggerUid: addon.environment.triggers.add('checkReportDeadlines', 1).getUniqueId() });
      addon.webApp.run('deliverPendingNotifications');
    };
    const declared = addon.webApp.run('declareAttack', token('Anna'), {
      angreifer: 'Rote Faust',
      verteidiger: 'Eisenwölfe',
      einreichungsId: 'a-1',
    }) as Answer;
    expect(declared).toMatchObject({ ok: true });
    addon.webApp.run('deliverPendingNotifications');
    expect(attacked('bernd@example.com')).toBe(1);
    // The organiser renames the army wherever it stands (Armeen, Angriffe): no script runs.
    for (const sheet of workbook.getSheets()) {
      const values = sheet.getDataRange().getValues();
      values.forEach((r, i) =>
        r.forEach((v, j) => {
          if (v === 'Eisenwölfe') sheet.getRange(i + 1, j + 1).setValue('Eiswölfe');
        }),
      );
    }
    hourly();
    expect(attacked('bernd@example.com')).toBe(1);
    const news = (who: string) =>
      (addon.webApp.run('getPortalData', token(who)) as PortalData).news.items.filter((n) => /Du wirst angegriffen/.test(n.text));
    expect(news('Bernd')).toHaveLength(1);
    // Afterwards the organiser types a declaration of the renamed army by hand: news to Anna, once.
    const angriffe = workbook.getSheetByName('Angriffe')!;
    const header = valuesOf(workbook, 'Angriffe')[0] as string[];
    const typed: Record<string, unknown> = { Runde: 1, Angreifer: 'Eiswölfe', Verteidiger: 'Rote Faust', Feld: 'Hügel' };
    angriffe.appendRow(header.map((h) => typed[h] ?? ''));
    hourly();
    hourly();
    expect(attacked('anna@example.com')).toBe(1);
    expect(news('Anna').map((n) => n.text)).toEqual([
      expect.stringContaining('Eiswölfe (Bernd) greift in Runde 1 deine Armee Rote Faust'),
    ]);
    expect(attacked('bernd@example.com')).toBe(1);
  });
});

describe('A7/N1: an army renamed by hand, then its declaration deleted or sorted', () => {
  function renamingCampaign() {
    const { workbook, addon } = workbookWith(withAddresses(MAP_CAMPAIGN), 'orga@example.com');
    addon.run('setupCampaign');
    const token = playerTokens(workbook, addon);
    addon.run('startNewRound', 1, 1000);
    /** What `to` was mailed matching `pattern`. */
    const mailed = (to: string, pattern: RegExp) => mail(addon).sent.filter((m) => m.to === to && pattern.test(m.body));
    /** The hourly check (it tells what was typed or deleted by hand), then the sending. */
    const hourly = () => {
      addon.run('checkReportDeadlines', { triggerUid: addon.environment.triggers.add('checkReportDeadlines', 1).getUniqueId() });
      addon.webApp.run('deliverPendingNotifications');
    };
    /** The organiser renames an army wherever it stands (Armeen, Angriffe): no script runs. */
    const rename = (from: string, to: string) => {
      for (const sheet of workbook.getSheets()) {
        sheet
          .getDataRange()
          .getValues()
          .forEach((r, i) =>
            r.forEach((v, j) => {
              if (v === from) sheet.getRange(i + 1, j + 1).setValue(to);
            }),
          );
      }
    };
    expect(
      addon.webApp.run('declareAttack', token('Anna'), {
        angreifer: 'Rote Faust',
        verteidiger: 'Eisenwölfe',
        einreichungsId: 'a-1',
      }),
    ).toMatchObject({ ok: true });
    addon.webApp.run('deliverPendingNotifications');
    return { workbook, addon, token, mailed, hourly, rename };
  }

  it('renamed, then deleted: its defender hears once that the attack is off, under the name he was told', () => {
    const { workbook, mailed, hourly, rename } = renamingCampaign();
    rename('Eisenwölfe', 'Eiswölfe');
    hourly();
    expect(mailed('bernd@example.com', /Angriff gestrichen/)).toHaveLength(0);
    workbook.getSheetByName('Angriffe')!.deleteRow(2);
    hourly();
    hourly();
    expect(mailed('bernd@example.com', /Angriff gestrichen/).map((m) => m.body)).toEqual([
      expect.stringContaining('Rote Faust (Anna) greift deine Armee Eisenwölfe in Runde 1 nicht an.'),
    ]);
    expect(mailed('bernd@example.com', /Du wirst angegriffen/)).toHaveLength(1);
  });

  it('a typed row renamed while Angriffe was sorted: its defender does not hear it again', () => {
    const { workbook, addon, token, mailed, hourly, rename } = renamingCampaign();
    const angriffe = workbook.getSheetByName('Angriffe')!;
    const header = valuesOf(workbook, 'Angriffe')[0] as string[];
    const typed: Record<string, unknown> = { Runde: 1, Angreifer: 'Eisenwölfe', Verteidiger: 'Rote Faust', Feld: 'Hügel' };
    angriffe.appendRow(header.map((h) => typed[h] ?? ''));
    hourly();
    expect(mailed('anna@example.com', /Du wirst angegriffen/)).toHaveLength(1);
    rename('Eisenwölfe', 'Eiswölfe');
    // Sorted by Angreifer: the typed row (Eiswölfe) moves above Rote Faust's.
    const rows = angriffe.getRange(2, 1, 2, header.length);
    const column = header.indexOf('Angreifer');
    rows.setValues(rows.getValues().sort((a, b) => String(a[column]).localeCompare(String(b[column]))));
    expect(valuesOf(workbook, 'Angriffe')[1][column]).toBe('Eiswölfe');
    hourly();
    hourly();
    expect(mailed('anna@example.com', /Du wirst angegriffen/)).toHaveLength(1);
    expect(mailed('bernd@example.com', /Angriff gestrichen|Du wirst angegriffen/)).toHaveLength(1);
    const news = (addon.webApp.run('getPortalData', token('Anna')) as PortalData).news.items.map((n) => n.text);
    expect(news.filter((t) => /Du wirst angegriffen/.test(t))).toHaveLength(1);
  });
});

describe('R1: next round’s pairings typed ahead into Schlachten move no round', () => {
  it('the players stay in round 1: a report of round 1 is taken, as round 1', () => {
    const { workbook, addon, token } = notifyingCampaign();
    const header = valuesOf(workbook, 'Schlachten')[0] as string[];
    const planned = header.map((h) => ({ Runde: 2, Angreifer: 'Grüne Flut', Verteidiger: 'Späte Garde' })[h] ?? '');
    workbook.getSheetByName('Schlachten')!.getRange(2, 1, 1, header.length).setValues([planned]);
    const round = () => (addon.webApp.run('getPortalData', token('Anna')) as PortalData).round.round;
    expect(round()).toBe(1);
    expect(addon.webApp.run('reportBattle', token('Anna'), smallCampaignBattle('r-1'))).toMatchObject({ ok: true, zeile: 3 });
    expect(valuesOf(workbook, 'Schlachten')[2][0]).toBe(1);
  });
});
