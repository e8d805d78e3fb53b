// Notifications (issue 25, N1–N7, C12) through the built add-on in the offline twin: a player's
// report and its answer reach the other side by e-mail (with their own link only) and in
// Neuigkeiten, the chat gets public lines on a real HTTP receiver on 127.0.0.1, every send is
// recorded in „Benachrichtigungen“, failures never touch the save, each delivery happens once.
import { AddonHandle, ConsentRequired, OfflineSpreadsheet, SHEETS_API_MODES, SheetsApiMode } from '../../src/offline';
import type { PortalData } from '../../src/shared/portalContract';
import { ASK_GOOGLE_UNAVAILABLE } from '../../src/server/permissions';
import { startWebhookReceiver, WebhookReceiver } from '../support/webhookReceiver';
import {
  answerNow,
  MAP_CAMPAIGN,
  notifyingCampaign,
  PLAYER_ADDRESSES,
  playerTokens,
  setSetting,
  SMALL_CAMPAIGN_REPORT_REF,
  smallCampaignBattle,
  valuesOf,
  WEB_APP_URL,
  withAddresses,
  workbookWith,
} from './campaignWorkbook';

/**
 * The clock triggers (hourly check, one-off sending): what these tests are about. „Spielerlinks“
 * also installs the change trigger for deleted rows (removedPlayerTrigger.test.ts).
 */
const clockTriggers = (addon: AddonHandle) => addon.environment.triggers.list.filter((t) => t.getEventType() === 'CLOCK');

let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.stop());

type Settings = [string, string | number][];

const mail = (addon: AddonHandle) => addon.environment.globals.MailApp;
const record = (workbook: OfflineSpreadsheet) => valuesOf(workbook, 'Benachrichtigungen').slice(1);
/** As a portal page does it: the save, then — after its answer — the call that sends what it claimed (N5). */
function asThePage<T>(addon: AddonHandle, save: () => T): T {
  const answer = save();
  addon.webApp.run('deliverPendingNotifications');
  return answer;
}
const report = (addon: AddonHandle, token: string, id = 'r-1') =>
  asThePage(addon, () => addon.webApp.run('reportBattle', token, smallCampaignBattle(id)) as { ok: boolean; message?: string });
const confirm = (addon: AddonHandle, token: string) =>
  asThePage(
    addon,
    () => answerNow(addon.workbook, addon, token, { ...SMALL_CAMPAIGN_REPORT_REF, aktion: 'bestätigen' }) as { ok: boolean },
  );
/**
 * Anna's report (row 2) has Eisenwölfe lose 600 points, their last Stufe; the organiser types a
 * battle of round 2 after it (row 3), which counts while the report does not: Eisenwölfe attack
 * Rote Faust — counting the report would un-count it (answerChanges.ts).
 */
function typeRematchAfterReport(workbook: OfflineSpreadsheet, defender = 'Rote Faust'): void {
  const sheet = workbook.getSheetByName('Schlachten')!;
  const width = sheet.getLastColumn();
  const headers = sheet.getRange(1, 1, 1, width).getValues()[0];
  sheet.getRange(2, headers.indexOf('Verluste Verteidiger') + 1).setValue(600);
  const row = [2, '', 'Eisenwölfe', defender, 0, 0, 5, 30, '', 0, 0];
  sheet.getRange(3, 1, 1, width).setValues([[...row, ...new Array(width - row.length).fill('')]]);
}

const statusOf = (workbook: OfflineSpreadsheet) => {
  const values = valuesOf(workbook, 'Schlachten');
  return values[1][(values[0] as string[]).indexOf('Status')];
};

describe('a report and its answer (N1, N2a, N2c)', () => {
  it('the opponent gets one mail with his own link, and a Neuigkeit; the reporter gets nothing', () => {
    const { workbook, addon, token } = notifyingCampaign();
    expect(report(addon, token('Anna'))).toMatchObject({ ok: true });
    const sent = mail(addon).sent;
    expect(sent.map((m) => [m.to, m.subject])).toEqual([[PLAYER_ADDRESSES.Bernd, 'Kriegsrat: Meldung wartet']]);
    expect(sent[0].body).toContain(
      'Anna hat die Schlacht Rote Faust gegen Eisenwölfe (Runde 1) gemeldet; sie wartet auf deine Bestätigung.',
    );
    expect(sent[0].body).toContain(`${WEB_APP_URL}?t=${token('Bernd')}`);
    // C12: nothing of others — not Anna's link, not her address.
    expect(sent[0].body).not.toContain(token('Anna'));
    expect(sent[0].body).not.toContain(PLAYER_ADDRESSES.Anna);
    expect(record(workbook).map((r) => [r[1], r[2], r[3], r[5]])).toEqual([
      ['Neuigkeiten', 'Bernd', 'Meldung wartet', 'im Portal'],
      ['E-Mail', 'Bernd', 'Meldung wartet', 'gesendet'],
    ]);
    // The record names players, never an address.
    expect(JSON.stringify(record(workbook))).not.toContain('@');
    const news = (addon.webApp.run('getPortalData', token('Bernd')) as PortalData).news;
    expect(news.items.map((n) => n.text)).toEqual([
      'Anna hat die Schlacht Rote Faust gegen Eisenwölfe (Runde 1) gemeldet; sie wartet auf deine Bestätigung.',
    ]);
    expect(news).toMatchObject({ hasAddress: true, mailOn: true });
    expect(JSON.stringify(news)).not.toContain('@');
  });

  it('the answer reaches the reporter; the chat gets the round report’s line — no link, token or address', async () => {
    const { workbook, addon, token } = notifyingCampaign([['Chat-Webhook', receiver.url('ok')]]);
    const before = (await receiver.received()).length;
    report(addon, token('Anna'));
    expect(confirm(addon, token('Bernd'))).toMatchObject({ ok: true });
    expect(mail(addon).sent.map((m) => [m.to, m.subject])).toEqual([
      [PLAYER_ADDRESSES.Bernd, 'Kriegsrat: Meldung wartet'],
      [PLAYER_ADDRESSES.Anna, 'Kriegsrat: Meldung beantwortet'],
    ]);
    const posts = (await receiver.received()).slice(before);
    expect(posts).toHaveLength(1);
    expect(posts[0].contentType).toBe('application/json');
    const body = JSON.parse(posts[0].body) as { content: string };
    expect(body.content).toBe('Rote Faust (Anna) greift Eisenwölfe (Bernd) an: Rote Faust siegt (Siegpunkte 30:20).');
    for (const secret of [token('Anna'), token('Bernd'), WEB_APP_URL, PLAYER_ADDRESSES.Anna, PLAYER_ADDRESSES.Bernd])
      expect(posts[0].body).not.toContain(secret);
    expect(
      record(workbook)
        .filter((r) => r[1] === 'Chat')
        .map((r) => [r[2], r[5]]),
    ).toEqual([['Chat', 'gesendet']]);
  });

  it('a mail sent by the hourly trigger, where Google answers getUrl() with /dev, never carries a /dev link', () => {
    const { addon, token } = notifyingCampaign();
    addon.environment.globals.MailApp.quota = 0;
    report(addon, token('Anna'));
    addon.environment.globals.MailApp.quota = 100;
    // Outside a live request Google is reported to answer the test address.
    addon.environment.serviceUrl = 'dev';
    const hourly = addon.environment.triggers.add('checkReportDeadlines', 1).getUniqueId();
    addon.run('checkReportDeadlines', { triggerUid: hourly, authMode: 'FULL' });
    const [sent] = mail(addon).sent;
    expect(sent.body).not.toContain('/dev');
    expect(sent.body).toMatch(
      new RegExp(`Dein Link zur Kampagne: \\S+/exec\\?t=${token('Bernd')}|bekommst du von der Spielleitung`),
    );
  });

  it('a player who switched e-mails off gets none, and still his Neuigkeiten (N6)', () => {
    const { workbook, addon, token } = notifyingCampaign();
    expect(addon.webApp.run('setMailNotifications', token('Bernd'), false)).toEqual({ ok: true, mailOn: false });
    report(addon, token('Anna'));
    expect(mail(addon).sent).toEqual([]);
    expect(record(workbook).map((r) => [r[1], r[2]])).toEqual([['Neuigkeiten', 'Bernd']]);
    expect((addon.webApp.run('getPortalData', token('Bernd')) as PortalData).news.mailOn).toBe(false);
    expect(addon.webApp.run('setMailNotifications', 'f'.repeat(64), true)).toMatchObject({ ok: false });
  });
});

describe('never in the way (N5)', () => {
  it('mail and chat go out after the campaign’s lock is released, the rows already written (notifyDelivery.test.ts: after the answer)', async () => {
    const { workbook, addon, token } = notifyingCampaign([['Chat-Webhook', receiver.url('ok')]]);
    const seen: [boolean, unknown][] = [];
    mail(addon).failNext = () => {
      seen.push([workbook.locks.isHeld('script'), statusOf(workbook)]);
      return null;
    };
    report(addon, token('Anna'));
    confirm(addon, token('Bernd'));
    expect(seen).toEqual([
      [false, 'gemeldet'],
      [false, 'bestätigt'],
    ]);
  });

  it('MailApp throws: the save stands, the record says why in German', () => {
    const { workbook, addon, token } = notifyingCampaign();
    mail(addon).failNext = () => new Error('Mail service unavailable');
    expect(report(addon, token('Anna'))).toMatchObject({ ok: true });
    expect(statusOf(workbook)).toBe('gemeldet');
    expect(record(workbook).find((r) => r[1] === 'E-Mail')![5]).toBe('fehlgeschlagen: Google hat die E-Mail nicht angenommen');
  });

  it('the webhook answers 500 or times out: the save stands, the record says so', async () => {
    for (const [path, result] of [
      ['fail', 'fehlgeschlagen: der Chat antwortete mit Fehler 500'],
      ['slow', 'fehlgeschlagen: der Chat war nicht erreichbar (Adresse, Zeitüberschreitung oder Störung)'],
    ] as const) {
      const { workbook, addon, token } = notifyingCampaign([['Chat-Webhook', receiver.url(path)]]);
      addon.environment.globals.UrlFetchApp.timeoutMs = 1000;
      report(addon, token('Anna'));
      expect(confirm(addon, token('Bernd'))).toMatchObject({ ok: true });
      expect(statusOf(workbook)).toBe('bestätigt');
      expect(record(workbook).find((r) => r[1] === 'Chat')![5]).toBe(result);
    }
  });

  it('a retried report (same Einreichungs-ID) sends nothing again', () => {
    const { workbook, addon, token } = notifyingCampaign();
    report(addon, token('Anna'), 'same');
    report(addon, token('Anna'), 'same');
    expect(mail(addon).sent).toHaveLength(1);
    expect(record(workbook)).toHaveLength(2);
  });

  it('without the e-mail scope (partial consent) the save works and e-mail pauses in German', () => {
    const { workbook, addon, token } = notifyingCampaign([], {
      grantedScopes: [
        'https://www.googleapis.com/auth/spreadsheets',
        'https://www.googleapis.com/auth/script.container.ui',
        'https://www.googleapis.com/auth/userinfo.email',
      ],
    });
    expect(report(addon, token('Anna'))).toMatchObject({ ok: true });
    expect(record(workbook).find((r) => r[1] === 'E-Mail')![5]).toBe(
      'pausiert: Berechtigung „E-Mails in Ihrem Namen senden“ nicht erteilt – im Kriegsrat-Menü „Benachrichtigungen“ wählen und zustimmen.',
    );
  });

  it('without the chat’s and the trigger’s scopes: the chat pauses, the menu says what is missing', () => {
    const { workbook, addon, token } = notifyingCampaign([['Chat-Webhook', receiver.url('ok')]], {
      grantedScopes: [
        'https://www.googleapis.com/auth/spreadsheets',
        'https://www.googleapis.com/auth/script.container.ui',
        // Every menu entry needs the e-mail permission: the guard compares the active user's (sheetsOnly.ts).
        'https://www.googleapis.com/auth/userinfo.email',
        'https://www.googleapis.com/auth/script.send_mail',
      ],
    });
    report(addon, token('Anna'));
    expect(confirm(addon, token('Bernd'))).toMatchObject({ ok: true });
    expect(record(workbook).find((r) => r[1] === 'Chat')![5]).toBe(
      'pausiert: Berechtigung „Verbindung zu einem externen Dienst herstellen“ nicht erteilt – im Kriegsrat-Menü „Benachrichtigungen“ wählen und zustimmen.',
    );
    // Asked whether to get the missing permissions from Google now: not now.
    workbook.ui.respondWith('NO');
    addon.run('showNotifySettings');
    const status = workbook.ui.alerts[workbook.ui.alerts.length - 1];
    expect(status.prompt).toContain(
      'Stündliche Prüfung: unbekannt – Berechtigung „Ausführen, wenn Sie nicht anwesend sind“ nicht erteilt',
    );
    expect(clockTriggers(addon)).toEqual([]);
  });

  it('„Benachrichtigungen wählen und zustimmen“ does what it says: the menu asks Google for the missing permissions', () => {
    const MAIL = 'https://www.googleapis.com/auth/script.send_mail';
    const TRIGGERS = 'https://www.googleapis.com/auth/script.scriptapp';
    const { workbook, addon, token } = notifyingCampaign([], {
      grantedScopes: [
        'https://www.googleapis.com/auth/spreadsheets',
        'https://www.googleapis.com/auth/script.container.ui',
        'https://www.googleapis.com/auth/userinfo.email',
        'https://www.googleapis.com/auth/script.external_request',
      ],
    });
    report(addon, token('Anna'));
    // Google does not ask again by itself (granular consent runs with what was granted): only
    // ScriptApp.requireScopes brings its consent window back.
    workbook.ui.respondWith('NO');
    addon.run('showNotifySettings');
    expect(workbook.ui.alerts[workbook.ui.alerts.length - 1].prompt).toContain(
      'Fehlende Berechtigungen („E-Mails in Ihrem Namen senden“ und „Ausführen, wenn Sie nicht anwesend sind“) jetzt bei Google erteilen?',
    );
    expect(addon.environment.consentRequests).toEqual([]);
    workbook.ui.respondWith('YES');
    expect(() => addon.run('showNotifySettings')).toThrow(ConsentRequired);
    expect(addon.environment.consentRequests).toEqual([[MAIL, TRIGGERS]]);
    // A runtime without ScriptApp.requireScopes: no English TypeError, the way round in German.
    const scriptApp = addon.environment.globals.ScriptApp as Partial<typeof addon.environment.globals.ScriptApp>;
    const requireScopes = scriptApp.requireScopes;
    delete scriptApp.requireScopes;
    workbook.ui.respondWith('YES', 'OK');
    addon.run('showNotifySettings');
    expect(workbook.ui.alerts[workbook.ui.alerts.length - 1].prompt).toBe(ASK_GOOGLE_UNAVAILABLE);
    scriptApp.requireScopes = requireScopes;
    // The organiser ticks both in Google's window: the paused mail goes out with the next run, once.
    addon.environment.granted.consent(null);
    expect(addon.webApp.run('deliverPendingNotifications')).toBe('1 Benachrichtigung(en) gesendet.');
    expect(mail(addon).sent).toHaveLength(1);
  });

  it('the day’s quota used up: e-mail pauses, Neuigkeiten still work (N7)', () => {
    const { workbook, addon, token } = notifyingCampaign([], { mailQuota: 0 });
    expect(report(addon, token('Anna'))).toMatchObject({ ok: true });
    expect(mail(addon).sent).toEqual([]);
    expect(record(workbook).map((r) => [r[1], r[5]])).toEqual([
      ['Neuigkeiten', 'im Portal'],
      ['E-Mail', 'pausiert: Googles Tageskontingent für E-Mails ist aufgebraucht; morgen geht es weiter.'],
    ]);
  });
});

describe('checkReportDeadlines (N3, N4)', () => {
  /** A report Anna made `hours` ago. */
  function reportedAgo(hours: number, settings: Settings = [], mode?: SheetsApiMode) {
    const c = notifyingCampaign(settings, { sheetsApi: mode });
    report(c.addon, c.token('Anna'));
    const values = valuesOf(c.workbook, 'Schlachten');
    const column = (values[0] as string[]).indexOf('Gemeldet am') + 1;
    c.workbook
      .getSheetByName('Schlachten')!
      .getRange(2, column)
      .setValue(new Date(Date.now() - hours * 3_600_000));
    return c;
  }

  /**
   * The hourly trigger fires it: the guard runs a time trigger's function only with the event of
   * one of this project's triggers (sheetsOnly.ts), never for a call from outside.
   */
  const fired = (addon: AddonHandle) =>
    addon.run('checkReportDeadlines', { triggerUid: addon.environment.triggers.add('checkReportDeadlines', 1).getUniqueId() });

  it('reminds the opponent once after 48 hours, however often it runs', () => {
    const { addon } = reportedAgo(49);
    fired(addon);
    fired(addon);
    expect(mail(addon).sent.map((m) => m.subject)).toEqual(['Kriegsrat: Meldung wartet', 'Kriegsrat: Erinnerung']);
  });

  it('confirms automatically after the days set: bestätigt, Bestätigt von „automatisch“, both players hear of it', () => {
    const { workbook, addon } = reportedAgo(24 * 3 + 1, [['Automatisch bestätigen nach Tagen', 3]]);
    expect(fired(addon)).toBe('1 Meldung(en) automatisch bestätigt, 0 Erinnerung(en) fällig.');
    expect(statusOf(workbook)).toBe('bestätigt');
    const values = valuesOf(workbook, 'Schlachten');
    expect(values[1][(values[0] as string[]).indexOf('Bestätigt von')]).toBe('automatisch');
    expect(
      mail(addon)
        .sent.slice(1)
        .map((m) => m.to),
    ).toEqual([PLAYER_ADDRESSES.Anna, PLAYER_ADDRESSES.Bernd]);
  });

  it('does not confirm automatically what would change a battle already counted after it: it waits for the organiser', () => {
    // With a current API read: the page only shows, under 'stale' a moment old (the check itself: every mode, below).
    const { workbook, addon, token } = reportedAgo(24 * 3 + 1, [['Automatisch bestätigen nach Tagen', 3]], 'works');
    typeRematchAfterReport(workbook);
    const answering = addon.webApp.run('getPortalData', token('Bernd')) as PortalData;
    // A player's page: the battle by armies, Runde (and day, where the row has one) — never the sheet's row.
    expect(answering.waiting.toAnswer[0].nurSpielleitung).toEqual([
      expect.stringMatching(
        /^Eisenwölfe gegen Rote Faust \(Runde 2(, gespielt am [\d.]+)?\): zählt dann nicht mehr – [^;]*[^.]$/,
      ),
    ]);
    expect(fired(addon)).toBe('0 Meldung(en) automatisch bestätigt, 1 Erinnerung(en) fällig.');
    expect(statusOf(workbook)).toBe('gemeldet');
  });

  it('says once why such a report waits: the opponent before the deadline, both players at it — then nothing more, by check or save', () => {
    const { workbook, addon } = reportedAgo(49, [['Automatisch bestätigen nach Tagen', 3]], 'works');
    typeRematchAfterReport(workbook);
    const because =
      'Zählt sie jetzt, ändert sie eine Schlacht, die danach schon gezählt hat: ' +
      // Players never see the sheet: the battle by armies and Runde (its row has no Datum), not by row.
      'Eisenwölfe gegen Rote Faust (Runde 2): zählt dann nicht mehr – Angreifer „Eisenwölfe“ ist vernichtet (Stufe 0) und kann keine Schlachten mehr schlagen.';
    expect(fired(addon)).toBe('0 Meldung(en) automatisch bestätigt, 1 Erinnerung(en) fällig.');
    expect(fired(addon)).toBe('0 Meldung(en) automatisch bestätigt, 0 Erinnerung(en) fällig.');
    const reminder = mail(addon).sent.slice(1);
    expect(reminder.map((m) => [m.to, m.subject])).toEqual([[PLAYER_ADDRESSES.Bernd, 'Kriegsrat: Erinnerung']]);
    expect(reminder[0].body).toContain(
      `Erinnerung: Die Meldung Rote Faust gegen Eisenwölfe (Runde 1) wartet seit 49 Stunden. Bestätigen kann sie nur die Spielleitung: ${because} Bestreiten kannst du sie weiterhin.`,
    );
    // Three days on: Gemeldet am moved back; the automatic confirmation is held back, said once to both.
    const values = valuesOf(workbook, 'Schlachten');
    workbook
      .getSheetByName('Schlachten')!
      .getRange(2, (values[0] as string[]).indexOf('Gemeldet am') + 1)
      .setValue(new Date(Date.now() - (24 * 3 + 1) * 3_600_000));
    expect(fired(addon)).toBe('0 Meldung(en) automatisch bestätigt, 1 Erinnerung(en) fällig.');
    const held = mail(addon).sent.slice(2);
    expect(held.map((m) => [m.to, m.subject])).toEqual([
      [PLAYER_ADDRESSES.Anna, 'Kriegsrat: Nicht automatisch bestätigt'],
      [PLAYER_ADDRESSES.Bernd, 'Kriegsrat: Nicht automatisch bestätigt'],
    ]);
    expect(held[0].body).toContain(
      `Die Meldung Rote Faust gegen Eisenwölfe (Runde 1) wartet seit 73 Stunden und wird nicht automatisch bestätigt: ${because} Das entscheidet die Spielleitung.`,
    );
    // A player's next save and the next hour: nothing said again, the report still waits.
    const saved = asThePage(addon, () => addon.runFromClient('submitBattle', { ...smallCampaignBattle('o-2'), runde: 2 }));
    expect(saved).toMatchObject({ ok: true });
    expect(fired(addon)).toBe('0 Meldung(en) automatisch bestätigt, 0 Erinnerung(en) fällig.');
    expect(mail(addon).sent.filter((m) => m.subject !== 'Kriegsrat: Meldung wartet')).toHaveLength(3);
    expect(statusOf(workbook)).toBe('gemeldet');
    expect(record(workbook).filter((r) => r[3] === 'Erinnerung' || r[3] === 'Nicht automatisch bestätigt')).toHaveLength(6);
  });

  it.each(SHEETS_API_MODES)(
    'Sheets API %s: nor when the organiser typed that battle just before the check, after a page load',
    (mode) => {
      const { workbook, addon, token } = reportedAgo(24 * 3 + 1, [['Automatisch bestätigen nach Tagen', 3]], mode);
      // A page loads (an execution); then the organiser types, and the hourly check runs at once.
      addon.webApp.run('getPortalData', token('Anna'));
      typeRematchAfterReport(workbook);
      expect(fired(addon)).toBe('0 Meldung(en) automatisch bestätigt, 1 Erinnerung(en) fällig.');
      expect(statusOf(workbook)).toBe('gemeldet');
    },
  );

  it.each(SHEETS_API_MODES)(
    'Sheets API %s: nor when the organiser typed the army of a battle after it just before the check',
    (mode) => {
      const { workbook, addon, token } = reportedAgo(24 * 3 + 1, [['Automatisch bestätigen nach Tagen', 3]], mode);
      // Row 3 fights an army Armeen does not list yet: it does not count, and counting row 2 changes nothing counted.
      typeRematchAfterReport(workbook, 'Neue Garde');
      addon.webApp.run('getPortalData', token('Anna'));
      // Then the organiser types the army (typing is no save), and the hourly check runs at once.
      workbook.getSheetByName('Armeen')!.appendRow(['Neue Garde', 'Anna', 2, '']);
      // Held back, and both players hear why (N4).
      expect(fired(addon)).toBe('0 Meldung(en) automatisch bestätigt, 1 Erinnerung(en) fällig.');
      expect(statusOf(workbook)).toBe('gemeldet');
    },
  );

  it.each(SHEETS_API_MODES)(
    'Sheets API %s: the organiser un-counted the later battle just before the check — confirmed, never held back for good on a read a moment old',
    (mode) => {
      const { workbook, addon, token } = reportedAgo(24 * 3 + 1, [['Automatisch bestätigen nach Tagen', 3]], mode);
      typeRematchAfterReport(workbook);
      // A page loads (an execution); then the organiser gives the rematch an army Armeen does not list: it no longer counts.
      addon.webApp.run('getPortalData', token('Anna'));
      const sheet = workbook.getSheetByName('Schlachten')!;
      const headers = sheet.getRange(1, 1, 1, sheet.getLastColumn()).getValues()[0];
      sheet.getRange(3, headers.indexOf('Verteidiger') + 1).setValue('Neue Garde');
      fired(addon);
      fired(addon);
      expect(statusOf(workbook)).toBe('bestätigt');
      expect(mail(addon).sent.map((m) => m.subject)).not.toContain('Kriegsrat: Nicht automatisch bestätigt');
    },
  );

  it('confirms a report whose Gemeldet am is a plain number (typed without a date format) like a date', () => {
    // The reads take a number under a date header as the date it stands for (dateColumns.ts);
    // the check before the write must compare it so too, or it finds the row „changed“ each time.
    const { workbook, addon } = reportedAgo(24 * 3 + 1, [['Automatisch bestätigen nach Tagen', 3]]);
    const values = valuesOf(workbook, 'Schlachten');
    const cell = workbook
      .getSheetByName('Schlachten')!
      .getRange(2, (values[0] as string[]).indexOf('Gemeldet am') + 1)
      .setNumberFormat('0.00');
    const serial = cell.getValue();
    expect(typeof serial).toBe('number');
    expect(fired(addon)).toBe('1 Meldung(en) automatisch bestätigt, 0 Erinnerung(en) fällig.');
    expect(statusOf(workbook)).toBe('bestätigt');
  });

  it('„Offene Meldungen“ marks a report overdue after the reminder time, not before', () => {
    const open = (addon: AddonHandle) =>
      (addon.runFromClient('getOpenReports') as { meldungen: { ueberfaellig?: string }[] }).meldungen;
    // The page's mark on the sheets as read: with a current read ('works'). Under 'stale' a page
    // right after the typing may show it a moment old; the save right after acts on it at once
    // (handEdits.test.ts, README „Frische der Daten“).
    expect(open(reportedAgo(47, [], 'works').addon)[0].ueberfaellig).toBeUndefined();
    expect(open(reportedAgo(49, [], 'works').addon)[0].ueberfaellig).toBe('seit 49 Stunden unbeantwortet');
  });

  it('runs as the hourly trigger fires it, doing only what the schedule does', () => {
    const { workbook, addon } = reportedAgo(49);
    workbook.ui.respondWith('YES', 'OK');
    addon.run('showNotifySettings');
    const [trigger] = clockTriggers(addon);
    // A time-driven trigger's event (https://developers.google.com/apps-script/guides/triggers/events#time-driven-events).
    const event = { authMode: 'FULL', triggerUid: trigger.getUniqueId(), year: 2026, month: 11, hour: 3 };
    expect(addon.run(trigger.getHandlerFunction(), event)).toBe('0 Meldung(en) automatisch bestätigt, 1 Erinnerung(en) fällig.');
    expect(mail(addon).sent.map((m) => m.subject)).toEqual(['Kriegsrat: Meldung wartet', 'Kriegsrat: Erinnerung']);
  });

  it('the menu shows the quota and switches the hourly trigger on and off', () => {
    const { workbook, addon } = notifyingCampaign();
    workbook.ui.respondWith('YES', 'OK');
    addon.run('showNotifySettings');
    expect(clockTriggers(addon).map((t) => [t.getHandlerFunction(), t.everyHours])).toEqual([['checkReportDeadlines', 1]]);
    const status = workbook.ui.alerts[workbook.ui.alerts.length - 2];
    expect(status.prompt).toContain(
      'E-Mail: 2 von 2 Spielern mit Adresse in der Spalte „E-Mail“; Google erlaubt heute noch 100 E-Mails.',
    );
    expect(status.prompt).toContain('Stündliche Prüfung der Meldungen (Erinnerung nach 48 Stunden): aus.');
    workbook.ui.respondWith('YES', 'OK');
    addon.run('showNotifySettings');
    expect(clockTriggers(addon)).toEqual([]);
    // Switching the hourly check off leaves the change trigger of „Spielerlinks“ (this campaign has links).
    expect(addon.environment.triggers.list.map((t) => [t.getHandlerFunction(), t.getEventType()])).toEqual([
      ['checkRemovedPlayers', 'ON_CHANGE'],
    ]);
  });

  it('says what automatic confirmation (N4) does: when, who is told what — or that it is off', () => {
    const shown = (settings: Settings, hourly: boolean) => {
      const { workbook, addon } = notifyingCampaign(settings);
      if (hourly) addon.environment.triggers.add('checkReportDeadlines', 1);
      workbook.ui.respondWith('NO');
      addon.run('showNotifySettings');
      return workbook.ui.alerts[workbook.ui.alerts.length - 1].prompt;
    };
    expect(shown([], false)).toContain(
      'Automatisch bestätigen: aus (Einstellungen, Zeile „Automatisch bestätigen nach Tagen“ leer) – eine Meldung wartet, bis der Gegner oder die Spielleitung antwortet.',
    );
    const on = shown([['Automatisch bestätigen nach Tagen', 3]], true);
    expect(on).toContain(
      'Automatisch bestätigen nach 3 Tagen: Eine Meldung, die so lange „gemeldet“ ist (ab „Gemeldet am“), wird „bestätigt“, Bestätigt von „automatisch“ – ' +
        'bei der stündlichen Prüfung, also spätestens eine Stunde nach der Frist.',
    );
    expect(on).toContain(
      'Der Gegner liest schon in der Meldung und in der Erinnerung: „Antwortest du nicht, wird sie 3 Tage nach der Meldung automatisch bestätigt.“ ' +
        'Ist sie bestätigt, hören es beide Spieler (Neuigkeiten; E-Mail, wer eine Adresse hat). ' +
        'Würde sie eine schon gezählte spätere Schlacht ändern, bleibt sie „gemeldet“ und wartet in „Offene Meldungen“ auf die Spielleitung; ' +
        'beide Spieler hören einmal, warum („Nicht automatisch bestätigt“).',
    );
    // The days are said once, on their own line (where „1 Tag“ is spelt right): not again in the hourly check's.
    expect(on).toContain('Stündliche Prüfung der Meldungen (Erinnerung nach 48 Stunden): an.');
    const oneDay = shown([['Automatisch bestätigen nach Tagen', 1]], false);
    expect(oneDay).toContain('Stündliche Prüfung der Meldungen (Erinnerung nach 48 Stunden): aus.');
    expect(oneDay).not.toContain('1 Tagen');
    // Without the hourly check, the deadline waits for a save.
    expect(oneDay).toContain(
      'Automatisch bestätigen nach 1 Tag: Eine Meldung, die so lange „gemeldet“ ist (ab „Gemeldet am“), wird „bestätigt“, Bestätigt von „automatisch“ – ' +
        'erst beim nächsten Speichern nach der Frist (die stündliche Prüfung ist aus).',
    );
  });
});

describe('the hourly check with a co-editor (Google lists each account only its own triggers)', () => {
  it('a co-editor sees it on (and by whom), is not offered a second one, and cannot see it to switch it off', () => {
    const { workbook, addon } = notifyingCampaign();
    const organiser = addon.environment.user;
    workbook.ui.respondWith('YES', 'OK');
    addon.run('showNotifySettings');
    expect(clockTriggers(addon)).toHaveLength(1);
    addon.environment.setUser({ email: 'mit@example.com', effectiveEmail: 'mit@example.com' });
    const before = workbook.ui.alerts.length;
    workbook.ui.respondWith('OK');
    addon.run('showNotifySettings');
    const shown = workbook.ui.alerts.slice(before);
    expect(shown).toHaveLength(1);
    expect(shown[0].prompt).toContain(
      `Stündliche Prüfung der Meldungen (Erinnerung nach 48 Stunden): an – eingeschaltet von ${organiser.email}; nur dieses Konto kann sie ausschalten.`,
    );
    expect(clockTriggers(addon)).toHaveLength(1);
    // The organiser switches it off: for everyone it is off again.
    addon.environment.setUser(organiser);
    workbook.ui.respondWith('YES', 'OK');
    addon.run('showNotifySettings');
    expect(clockTriggers(addon)).toEqual([]);
    addon.environment.setUser({ email: 'mit@example.com', effectiveEmail: 'mit@example.com' });
    workbook.ui.respondWith('NO');
    addon.run('showNotifySettings');
    expect(workbook.ui.alerts[workbook.ui.alerts.length - 1].prompt).toContain('(Erinnerung nach 48 Stunden): aus.');
  });
});

describe('the hourly check of an account that lost its edit rights', () => {
  it('its trigger stops running: after three hours without a run a co-editor is told so and may switch on their own', () => {
    let now = Date.UTC(2026, 10, 27, 11);
    const { workbook, addon } = notifyingCampaign([], { clock: () => now });
    const organiser = addon.environment.user;
    const coEditor = { email: 'mit@example.com', effectiveEmail: 'mit@example.com' };
    const hourStatus = () => {
      const before = workbook.ui.alerts.length;
      workbook.ui.respondWith('NO');
      addon.run('showNotifySettings');
      return workbook.ui.alerts.slice(before).map((a) => a.prompt);
    };
    workbook.ui.respondWith('YES', 'OK');
    addon.run('showNotifySettings');
    const [hourly] = clockTriggers(addon);
    // Two hours of runs: alive, the co-editor is not offered a second one.
    for (let hour = 0; hour < 2; hour++) {
      now += 3_600_000;
      addon.run('checkReportDeadlines', { triggerUid: hourly.getUniqueId(), authMode: 'FULL' });
    }
    addon.environment.setUser(coEditor);
    expect(hourStatus()).toEqual([expect.stringContaining(`: an – eingeschaltet von ${organiser.email}; nur dieses Konto`)]);
    // The organiser is removed from the spreadsheet: Google no longer runs their trigger.
    now += 4 * 3_600_000;
    const [said] = hourStatus();
    expect(said).toContain(
      `: an – eingeschaltet von ${organiser.email}, aber seit mehr als 3 Stunden nicht gelaufen (hat dieses Konto noch Bearbeitungsrechte?).`,
    );
    expect(said).toContain('Stündliche Prüfung unter diesem Konto einschalten?');
    workbook.ui.respondWith('YES', 'OK');
    addon.run('showNotifySettings');
    // The co-editor's own; the removed account's stays in Google's list, where only it could delete it.
    expect(clockTriggers(addon).map((t) => [t.getHandlerFunction(), t.owner])).toEqual([
      ['checkReportDeadlines', organiser.email],
      ['checkReportDeadlines', coEditor.email],
    ]);
    expect(hourStatus()).toEqual([expect.stringContaining('(Erinnerung nach 48 Stunden): an.')]);
  });
});

describe('the hourly check and Google’s daily trigger runtime (N7)', () => {
  it('its own account is told in German when it stopped running (the day’s runtime used up)', () => {
    let now = Date.UTC(2026, 10, 27, 11);
    const { workbook, addon } = notifyingCampaign([], { clock: () => now });
    workbook.ui.respondWith('YES', 'OK');
    addon.run('showNotifySettings');
    const [hourly] = clockTriggers(addon);
    const hourStatus = () => {
      workbook.ui.respondWith('NO');
      addon.run('showNotifySettings');
      return workbook.ui.alerts[workbook.ui.alerts.length - 1].prompt;
    };
    now += 3_600_000;
    addon.run('checkReportDeadlines', { triggerUid: hourly.getUniqueId(), authMode: 'FULL' });
    expect(hourStatus()).toContain('(Erinnerung nach 48 Stunden): an.');
    // Google runs no more triggers today.
    now += 4 * 3_600_000;
    expect(hourStatus()).toContain(
      '(Erinnerung nach 48 Stunden): an, aber seit mehr als 3 Stunden nicht gelaufen – Google führt Auslöser nicht mehr aus, wenn die Laufzeit des Tages aufgebraucht ist (privat 90 Minuten, Workspace 6 Stunden); dann geht es morgen weiter.',
    );
    now += 3_600_000;
    addon.run('checkReportDeadlines', { triggerUid: hourly.getUniqueId(), authMode: 'FULL' });
    expect(hourStatus()).toContain('(Erinnerung nach 48 Stunden): an.');
  });
});

describe('declarations and phases (N1, A3, A7, R2)', () => {
  it('A4: a withdrawn declaration is told to the defender; declared again, told again — each once', () => {
    const { workbook, addon } = workbookWith(withAddresses(MAP_CAMPAIGN), 'orga@example.com');
    addon.run('setupCampaign');
    const token = playerTokens(workbook, addon);
    addon.run('startNewRound', 1, 1000);
    const sides = { angreifer: 'Rote Faust', verteidiger: 'Eisenwölfe' };
    const run = (name: string, payload: object) => {
      const answer = addon.webApp.run(name, token('Anna'), payload) as { ok: boolean };
      addon.webApp.run('deliverPendingNotifications');
      return answer;
    };
    const toBernd = () =>
      mail(addon)
        .sent.filter((m) => m.to === PLAYER_ADDRESSES.Bernd && m.subject !== 'Kriegsrat: Neue Runde')
        .map((m) => m.subject);
    expect(run('declareAttack', { ...sides, einreichungsId: 'a-1' })).toMatchObject({ ok: true });
    expect(run('withdrawAttack', { ...sides, runde: 1, einreichungsId: 'w-1' })).toMatchObject({ ok: true });
    // Sent twice (the answer lost): withdrawn once, told once.
    expect(run('withdrawAttack', { ...sides, runde: 1, einreichungsId: 'w-1' })).toMatchObject({ ok: true });
    expect(toBernd()).toEqual(['Kriegsrat: Angriff angesagt', 'Kriegsrat: Angriff zurückgezogen']);
    expect(mail(addon).sent.find((m) => m.subject === 'Kriegsrat: Angriff zurückgezogen')?.body).toContain(
      'Angriff zurückgezogen: Rote Faust (Anna) greift Eisenwölfe in Runde 1 doch nicht an.',
    );
    expect(run('declareAttack', { ...sides, einreichungsId: 'a-2' })).toMatchObject({ ok: true });
    expect(toBernd()).toEqual(['Kriegsrat: Angriff angesagt', 'Kriegsrat: Angriff zurückgezogen', 'Kriegsrat: Angriff angesagt']);
    // Bernd's Neuigkeiten, newest first: told, withdrawn, told again — no line left standing alone.
    const news = (addon.webApp.run('getPortalData', token('Bernd')) as PortalData).news.items.map((n) => n.text);
    expect(news.filter((t) => /angegriffen|zurückgezogen/.test(t))).toEqual([
      'Du wirst angegriffen: Rote Faust (Anna) greift in Runde 1 deine Armee Eisenwölfe auf Furt an.',
      'Angriff zurückgezogen: Rote Faust (Anna) greift Eisenwölfe in Runde 1 doch nicht an.',
      'Du wirst angegriffen: Rote Faust (Anna) greift in Runde 1 deine Armee Eisenwölfe auf Furt an.',
    ]);
  });

  describe('a declaration the organiser deletes by hand (no script runs): its defender hears the attack is off, once', () => {
    /** `edit`: what the organiser does to Angriffe by hand after the defender was told (default: deletes the row). */
    function declaredThenDeleted(
      edit = (sheet: ReturnType<typeof sheetOf>): void => {
        sheet.deleteRow(2);
      },
    ) {
      const { workbook, addon } = workbookWith(withAddresses(MAP_CAMPAIGN), 'orga@example.com');
      addon.run('setupCampaign');
      const token = playerTokens(workbook, addon);
      addon.run('startNewRound', 1, 1000);
      const declared = addon.webApp.run('declareAttack', token('Anna'), {
        angreifer: 'Rote Faust',
        verteidiger: 'Eisenwölfe',
        einreichungsId: 'a-1',
      }) as { ok: boolean };
      expect(declared).toMatchObject({ ok: true });
      addon.webApp.run('deliverPendingNotifications');
      edit(sheetOf(workbook));
      const toBernd = () =>
        mail(addon)
          .sent.filter(
            (m) =>
              m.to === PLAYER_ADDRESSES.Bernd && m.subject !== 'Kriegsrat: Neue Runde' && m.subject !== 'Kriegsrat: Neue Phase',
          )
          .map((m) => [m.subject, m.body.split('\n')[0]]);
      const news = () =>
        (addon.webApp.run('getPortalData', token('Bernd')) as PortalData).news.items
          .map((n) => n.text)
          .filter((t) => /angegriffen|Angriff/.test(t));
      return { workbook, addon, toBernd, news };
    }
    const sheetOf = (workbook: ReturnType<typeof workbookWith>['workbook']) => workbook.getSheetByName('Angriffe')!;
    const off =
      'Angriff gestrichen: Die Spielleitung hat die Ansage gelöscht oder geändert – Rote Faust (Anna) greift deine Armee Eisenwölfe in Runde 1 nicht an.';

    it('the hourly check finds it; a second run says nothing more', () => {
      const { addon, toBernd, news } = declaredThenDeleted();
      const hourly = () =>
        addon.run('checkReportDeadlines', {
          triggerUid: addon.environment.triggers.add('checkReportDeadlines', 1).getUniqueId(),
        });
      hourly();
      hourly();
      expect(toBernd()).toEqual([
        [
          'Kriegsrat: Angriff angesagt',
          'Du wirst angegriffen: Rote Faust (Anna) greift in Runde 1 deine Armee Eisenwölfe auf Furt an.',
        ],
        ['Kriegsrat: Angriff gestrichen', off],
      ]);
      expect(news()).toEqual([
        off,
        'Du wirst angegriffen: Rote Faust (Anna) greift in Runde 1 deine Armee Eisenwölfe auf Furt an.',
      ]);
    });

    it('the next save that tells anyone anything finds it too (here: „Schlachtphase beginnen“)', () => {
      const { workbook, addon, toBernd } = declaredThenDeleted();
      workbook.ui.respondWith('YES');
      addon.run('askBattlePhase');
      const [oneOff] = clockTriggers(addon);
      addon.run(oneOff.getHandlerFunction(), { triggerUid: oneOff.getUniqueId(), authMode: 'FULL' });
      expect(toBernd().map(([subject]) => subject)).toEqual(['Kriegsrat: Angriff angesagt', 'Kriegsrat: Angriff gestrichen']);
    });

    it('Angriffe made unreadable instead (a title row typed above the header): nobody hears anything', () => {
      const { addon, toBernd, news } = declaredThenDeleted((sheet) => {
        sheet.insertRowBefore(1);
        sheet.getRange(1, 1).setValue('Angriffe der Kampagne');
      });
      addon.run('checkReportDeadlines', { triggerUid: addon.environment.triggers.add('checkReportDeadlines', 1).getUniqueId() });
      expect(toBernd().map(([subject]) => subject)).toEqual(['Kriegsrat: Angriff angesagt']);
      expect(news()).toEqual(['Du wirst angegriffen: Rote Faust (Anna) greift in Runde 1 deine Armee Eisenwölfe auf Furt an.']);
    });

    it('cleared after its round (a new round begun): nobody hears anything', () => {
      const { addon, toBernd } = declaredThenDeleted();
      addon.run('startNewRound', 2, 1000);
      addon.run('checkReportDeadlines', { triggerUid: addon.environment.triggers.add('checkReportDeadlines', 1).getUniqueId() });
      expect(toBernd().map(([subject]) => subject)).toEqual(['Kriegsrat: Angriff angesagt']);
    });
  });

  it('a declaration the organiser types by hand (A2): its defender hears of it with the hourly check, once; the chat once public, and once that it is off', async () => {
    const { workbook, addon } = workbookWith(withAddresses(MAP_CAMPAIGN), 'orga@example.com');
    addon.run('setupCampaign');
    setSetting(workbook, 'Chat-Webhook', receiver.url('ok'));
    const token = playerTokens(workbook, addon);
    addon.run('startNewRound', 1, 1000);
    const before = (await receiver.received()).length;
    const hourly = () =>
      addon.run('checkReportDeadlines', { triggerUid: addon.environment.triggers.add('checkReportDeadlines', 1).getUniqueId() });
    const attacks = workbook.getSheetByName('Angriffe')!;
    // Typed, not declared: no script runs.
    attacks.getRange(2, 1, 1, 4).setValues([[1, 'Rote Faust', 'Eisenwölfe', 'Furt']]);
    hourly();
    hourly();
    const told = 'Du wirst angegriffen: Rote Faust (Anna) greift in Runde 1 deine Armee Eisenwölfe auf Furt an.';
    const toBernd = () =>
      mail(addon)
        .sent.filter((m) => m.to === PLAYER_ADDRESSES.Bernd && m.subject === 'Kriegsrat: Angriff angesagt')
        .map((m) => m.body.split('\n')[0]);
    expect(toBernd()).toEqual([told]);
    const news = (addon.webApp.run('getPortalData', token('Bernd')) as PortalData).news.items.map((n) => n.text);
    expect(news.filter((t) => /angegriffen/.test(t))).toEqual([told]);
    // Befehle: not public yet (A7).
    const posted = async () =>
      (await receiver.received()).slice(before).map((p) => (JSON.parse(p.body) as { content: string }).content);
    // The chat's lines that start so (lines are posted together, channels.ts).
    const chatLines = async (start: string) =>
      (await posted())
        .join('\n')
        .split('\n')
        .filter((c) => c.startsWith(start));
    expect((await posted()).filter((c) => c.includes('Angesagt'))).toEqual([]);
    // The Schlachten phase makes it public — once, with the phase's line; a row typed in it is posted by the next check.
    workbook.ui.respondWith('YES');
    addon.run('askBattlePhase');
    const [oneOff] = clockTriggers(addon).filter((t) => t.getHandlerFunction() !== 'checkReportDeadlines');
    addon.run(oneOff.getHandlerFunction(), { triggerUid: oneOff.getUniqueId(), authMode: 'FULL' });
    attacks.getRange(3, 1, 1, 4).setValues([[1, 'Grüne Flut', 'Rote Faust', 'Hügel']]);
    hourly();
    hourly();
    expect(await chatLines('Angesagt')).toEqual([
      'Angesagt: Rote Faust (Anna) greift Eisenwölfe (Bernd) auf Furt an.',
      'Angesagt: Grüne Flut (Bernd) greift Rote Faust (Anna) auf Hügel an.',
    ]);
    expect(toBernd()).toEqual([told]);
    // Deleted by hand after the chat announced it (N2b): the chat reads once that it is off.
    attacks.getRange(3, 1, 1, 4).clearContent();
    hourly();
    hourly();
    expect(await chatLines('Angriff gestrichen')).toEqual([
      'Angriff gestrichen: Grüne Flut (Bernd) greift Rote Faust (Anna) in Runde 1 nicht an.',
    ]);
  });

  it('the defender hears of a declaration at once; the chat gets it with the Schlachten phase', async () => {
    const { workbook, addon } = workbookWith(withAddresses(MAP_CAMPAIGN), 'orga@example.com');
    addon.run('setupCampaign');
    setSetting(workbook, 'Angriffe ansagen', 'ja');
    setSetting(workbook, 'Phase', 'Befehle');
    setSetting(workbook, 'Chat-Webhook', receiver.url('ok'));
    const token = playerTokens(workbook, addon);
    const before = (await receiver.received()).length;

    const declared = asThePage(
      addon,
      () =>
        addon.webApp.run('declareAttack', token('Anna'), {
          angreifer: 'Rote Faust',
          verteidiger: 'Eisenwölfe',
          einreichungsId: 'a-1',
        }) as { ok: boolean; message?: string },
    );
    expect(declared).toMatchObject({ ok: true });
    expect(mail(addon).sent.map((m) => [m.to, m.subject])).toEqual([[PLAYER_ADDRESSES.Bernd, 'Kriegsrat: Angriff angesagt']]);
    expect(mail(addon).sent[0].body).toContain(
      'Du wirst angegriffen: Rote Faust (Anna) greift in Runde 1 deine Armee Eisenwölfe auf Furt an.',
    );
    // Not public in the Befehle phase (A7).
    expect((await receiver.received()).slice(before)).toEqual([]);

    workbook.ui.respondWith('YES');
    addon.run('askBattlePhase');
    // The menu's action has no page: its one-off trigger sends (scheduleDelivery.ts), fired here as Google would.
    const [oneOff] = clockTriggers(addon);
    addon.run(oneOff.getHandlerFunction(), { triggerUid: oneOff.getUniqueId(), authMode: 'FULL' });
    const posts = (await receiver.received()).slice(before);
    expect(posts.map((p) => (JSON.parse(p.body) as { content: string }).content)).toEqual([
      'Runde 1: Die Schlachtphase hat begonnen – jetzt Schlachten melden und bestätigen.\n' +
        'Angesagt: Rote Faust (Anna) greift Eisenwölfe (Bernd) auf Furt an.',
    ]);
    expect(
      mail(addon)
        .sent.slice(1)
        .map((m) => m.subject),
    ).toEqual(['Kriegsrat: Neue Phase', 'Kriegsrat: Neue Phase']);
  });
});
