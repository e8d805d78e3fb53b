// N5 "never in the way", the deferred delivery (issue 25): a save only claims its deliveries
// (rows „wird gesendet“ in „Benachrichtigungen“, under the campaign's lock); the mails and the
// chat post go out in a separate execution — the page's second google.script.run
// (deliverPendingNotifications, right after the save's answer), a one-off trigger for the menu's
// actions that have no page, and the hourly check that sweeps whatever is still pending. Each
// delivery is sent at most once, also by two senders at once; a sender that died leaves its rows
// „Zustellung unklar“, never resent.
import { AddonHandle, OfflineSpreadsheet } from '../../src/offline';
import { startWebhookReceiver, WebhookReceiver } from '../support/webhookReceiver';
import { MANIFEST_SCOPES, TRIGGER_SCOPE } from '../../src/server/permissions';
import {
  shownStand,
  answerNow,
  MAP_CAMPAIGN,
  notifyingCampaign,
  PLAYER_ADDRESSES,
  setSetting,
  SMALL_CAMPAIGN_REPORT_REF,
  smallCampaignBattle,
  valuesOf,
  withAddresses,
  workbookWith,
} from './campaignWorkbook';

/**
 * The clock triggers (hourly check, one-off sending): what these tests are about. „Spielerlinks“
 * also installs the change trigger for deleted rows (removedPlayerTrigger.test.ts).
 */
const clockTriggers = (addon: AddonHandle) => addon.environment.triggers.list.filter((t) => t.getEventType() === 'CLOCK');

/**
 * A run on the test's clock that waits three minutes for the campaign's lock, then takes 90 s per
 * mail; the answer tells whether the wait happened.
 */
function slowRun(workbook: OfflineSpreadsheet, addon: AddonHandle, advance: (ms: number) => void): () => boolean {
  let waited = false;
  workbook.locks.onAcquire = () => {
    if (!waited) advance(3 * 60_000);
    waited = true;
  };
  mail(addon).failNext = () => {
    advance(90_000);
    return null;
  };
  return () => waited;
}

/** Every scope of the manifest but the triggers' (partial consent). */
const WITHOUT_TRIGGERS = MANIFEST_SCOPES.filter((scope) => scope !== TRIGGER_SCOPE);

const DELIVER = 'deliverPendingNotifications';

let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.stop());

const mail = (addon: AddonHandle) => addon.environment.globals.MailApp;
const fetches = (addon: AddonHandle) => addon.environment.globals.UrlFetchApp.requests;
const record = (workbook: OfflineSpreadsheet) => valuesOf(workbook, 'Benachrichtigungen').slice(1);
const results = (workbook: OfflineSpreadsheet) => record(workbook).map((r) => [r[1], r[2], r[5]]);
const report = (addon: AddonHandle, token: string, id = 'r-1') =>
  addon.webApp.run('reportBattle', token, smallCampaignBattle(id));
const confirm = (addon: AddonHandle, token: string) =>
  answerNow(addon.workbook, addon, token, { ...SMALL_CAMPAIGN_REPORT_REF, aktion: 'bestätigen' });
/** Berlin's wall clock now (minus some minutes) as „TT.MM.JJJJ hh:mm“, and its offset in hours. */
const berlinNow = (minutesAgo = 0) =>
  new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date(Date.now() - minutesAgo * 60_000))
    .replace(',', '');
const berlinOffsetHours = () => {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Berlin', timeZoneName: 'shortOffset' })
    .formatToParts(new Date())
    .find((p) => p.type === 'timeZoneName')!.value;
  return /GMT\+(\d)/.exec(name)![1];
};
/** The page's second call, right after the save's answer (kit/serverRunner.ts): from the web app, no token. */
const deliver = (addon: AddonHandle) => addon.webApp.run(DELIVER);

describe('the save only claims; the sending is a separate call', () => {
  it('the save’s answer comes before any MailApp or UrlFetchApp call', () => {
    const { workbook, addon, token } = notifyingCampaign([['Chat-Webhook', receiver.url('ok')]]);
    const calls: string[] = [];
    mail(addon).failNext = (m) => {
      calls.push(`MailApp an ${m.to}`);
      return null;
    };
    const run = (name: string, ...args: unknown[]) => {
      const fetched = fetches(addon).length;
      const answer = addon.webApp.run(name, ...args) as { ok?: boolean };
      for (const r of fetches(addon).slice(fetched)) calls.push(`UrlFetchApp ${r.method}`);
      calls.push(`Antwort ${name}${answer && typeof answer === 'object' && 'ok' in answer ? ` ok=${answer.ok}` : ''}`);
    };
    // As the portal's pages do: the save, then (after its answer) the sending.
    run('reportBattle', token('Anna'), smallCampaignBattle('r-1'));
    expect(results(workbook)).toEqual([
      ['Neuigkeiten', 'Bernd', 'im Portal'],
      ['E-Mail', 'Bernd', 'wird gesendet'],
    ]);
    run(DELIVER);
    const stand = shownStand(workbook, SMALL_CAMPAIGN_REPORT_REF.zeile);
    run('answerReport', token('Bernd'), { ...SMALL_CAMPAIGN_REPORT_REF, aktion: 'bestätigen', stand });
    run(DELIVER);
    expect(calls).toEqual([
      'Antwort reportBattle ok=true',
      `MailApp an ${PLAYER_ADDRESSES.Bernd}`,
      `Antwort ${DELIVER}`,
      'Antwort answerReport ok=true',
      `MailApp an ${PLAYER_ADDRESSES.Anna}`,
      'UrlFetchApp POST',
      `Antwort ${DELIVER}`,
    ]);
    expect(results(workbook).filter((r) => r[0] !== 'Neuigkeiten')).toEqual([
      ['E-Mail', 'Bernd', 'gesendet'],
      ['E-Mail', 'Anna', 'gesendet'],
      ['Chat', 'Chat', 'gesendet'],
    ]);
  });

  it('a webhook that fails, hangs or cannot be reached leaves the save’s answer as it is; the record says why', async () => {
    const { addon: quiet, token: quietToken } = notifyingCampaign();
    report(quiet, quietToken('Anna'));
    const expected = confirm(quiet, quietToken('Bernd'));
    expect(expected).toMatchObject({ ok: true });
    for (const [url, result] of [
      [receiver.url('fail'), 'fehlgeschlagen: der Chat antwortete mit Fehler 500'],
      [receiver.url('slow'), 'fehlgeschlagen: der Chat war nicht erreichbar (Adresse, Zeitüberschreitung oder Störung)'],
      ['http://127.0.0.1:9/webhook', 'fehlgeschlagen: der Chat war nicht erreichbar (Adresse, Zeitüberschreitung oder Störung)'],
    ] as const) {
      const { workbook, addon, token } = notifyingCampaign([['Chat-Webhook', url]]);
      addon.environment.globals.UrlFetchApp.timeoutMs = 1000;
      report(addon, token('Anna'));
      expect(confirm(addon, token('Bernd'))).toEqual(expected);
      expect(fetches(addon)).toEqual([]);
      deliver(addon);
      expect(fetches(addon)).toHaveLength(1);
      expect(record(workbook).find((r) => r[1] === 'Chat')![5]).toBe(result);
      expect(mail(addon).sent.map((m) => m.to)).toEqual([PLAYER_ADDRESSES.Bernd, PLAYER_ADDRESSES.Anna]);
    }
  });

  it('a rate-limited webhook (Discord’s 429: nothing was posted) is tried again by the next run, once', async () => {
    const { workbook, addon, token } = notifyingCampaign([['Chat-Webhook', receiver.url('busy')]]);
    report(addon, token('Anna'));
    confirm(addon, token('Bernd'));
    expect(deliver(addon)).toBe('2 Benachrichtigung(en) gesendet, 1 im nächsten Lauf.');
    expect(record(workbook).find((r) => r[1] === 'Chat')![5]).toBe('wird gesendet');
    setSetting(workbook, 'Chat-Webhook', receiver.url('ok'));
    const posts = async () => (await receiver.received()).filter((r) => r.path === '/ok').length;
    const before = await posts();
    expect(deliver(addon)).toBe('1 Benachrichtigung(en) gesendet.');
    expect(deliver(addon)).toBe('Nichts zu senden.');
    expect(record(workbook).find((r) => r[1] === 'Chat')![5]).toBe('gesendet');
    expect((await posts()) - before).toBe(1);
  });

  it('a webhook that answers 429 for more than 24 hours since the line was queued: the line fails, the record says why, no more retries', () => {
    let now = Date.UTC(2026, 10, 27, 11);
    const { workbook, addon, token } = notifyingCampaign([['Chat-Webhook', receiver.url('busy')]], { clock: () => now });
    report(addon, token('Anna'));
    confirm(addon, token('Bernd'));
    const chat = () => record(workbook).find((r) => r[1] === 'Chat')![5];
    expect(deliver(addon)).toBe('2 Benachrichtigung(en) gesendet, 1 im nächsten Lauf.');
    // Within a day it is tried again each run.
    now += 23 * 3_600_000;
    expect(deliver(addon)).toBe('0 Benachrichtigung(en) gesendet, 1 im nächsten Lauf.');
    expect(chat()).toBe('wird gesendet');
    now += 2 * 3_600_000;
    const tries = fetches(addon).length;
    expect(deliver(addon)).toBe('0 Benachrichtigung(en) gesendet, 1 nicht – siehe Blatt „Benachrichtigungen“.');
    expect(fetches(addon).length - tries).toBe(1);
    expect(chat()).toBe(
      'fehlgeschlagen: der Chat nimmt seit mehr als 24 Stunden nichts an (429: zu viele Anfragen) – nicht mehr versucht',
    );
    expect(deliver(addon)).toBe('Nichts zu senden.');
    expect(fetches(addon).length - tries).toBe(1);
  });

  it('a retried save claims nothing new; a second sending finds nothing to send', () => {
    const { workbook, addon, token } = notifyingCampaign();
    report(addon, token('Anna'), 'same');
    report(addon, token('Anna'), 'same');
    expect(record(workbook)).toHaveLength(2);
    deliver(addon);
    report(addon, token('Anna'), 'same');
    deliver(addon);
    expect(record(workbook)).toHaveLength(2);
    expect(mail(addon).sent).toHaveLength(1);
  });
});

describe('exactly once (N5)', () => {
  it('two senders at once send each delivery once: the second finds the rows taken', () => {
    const { workbook, addon, token } = notifyingCampaign();
    report(addon, token('Anna'));
    confirm(addon, token('Bernd'));
    let second: unknown = null;
    mail(addon).failNext = () => {
      // While the first sender is sending (its lock released), a second page calls.
      if (second === null) {
        expect(
          results(workbook)
            .filter((r) => r[0] === 'E-Mail')
            .map((r) => String(r[2])),
        ).toEqual([
          expect.stringMatching(/^in Zustellung \(Lauf [0-9a-z]+, seit /),
          expect.stringMatching(/^in Zustellung \(Lauf [0-9a-z]+, seit /),
        ]);
        // German wall-clock time in the campaign's zone (Europe/Berlin), its offset named: the moment it was taken.
        const mark = String(results(workbook).find((r) => r[0] === 'E-Mail')![2]);
        const m = /^in Zustellung \(Lauf [0-9a-z]+, seit (\d\d)\.(\d\d)\.(\d{4}) (\d\d):(\d\d):(\d\d) Uhr, UTC\+(\d)\)$/.exec(
          mark,
        );
        expect(m).not.toBeNull();
        const [day, month, year, hour, minute, second_] = m!.slice(1, 7).map(Number);
        expect(m![7]).toBe(berlinOffsetHours());
        const at = Date.UTC(year, month - 1, day, hour - Number(m![7]), minute, second_);
        expect(Math.abs(Date.now() - at)).toBeLessThan(60_000);
        second = deliver(addon);
      }
      return null;
    };
    deliver(addon);
    expect(second).toBe('Nichts zu senden.');
    expect(mail(addon).sent.map((m) => m.to)).toEqual([PLAYER_ADDRESSES.Bernd, PLAYER_ADDRESSES.Anna]);
    expect(results(workbook).filter((r) => r[0] === 'E-Mail')).toEqual([
      ['E-Mail', 'Bernd', 'gesendet'],
      ['E-Mail', 'Anna', 'gesendet'],
    ]);
    expect(addon.workbook.locks.held()).toEqual([]);
  });

  it('a sender that died: its rows are never resent, after 30 minutes „Zustellung unklar“', () => {
    const { workbook, addon, token } = notifyingCampaign();
    report(addon, token('Anna'));
    const sheet = workbook.getSheetByName('Benachrichtigungen')!;
    // As a sender writes it: Berlin's wall clock and offset.
    const taken = (minutesAgo: number) =>
      `in Zustellung (Lauf tot1, seit ${berlinNow(minutesAgo)}:00 Uhr, UTC+${berlinOffsetHours()})`;
    sheet.getRange(3, 6).setValue(taken(5));
    deliver(addon);
    expect(record(workbook)[1][5]).toBe(taken(5));
    sheet.getRange(3, 6).setValue(taken(31));
    deliver(addon);
    expect(record(workbook)[1][5]).toBe(
      'Zustellung unklar: der Sendelauf tot1 brach ab – nicht erneut gesendet; bitte beim Empfänger nachfragen',
    );
    deliver(addon);
    expect(mail(addon).sent).toEqual([]);
  });

  it('a run nearing Google’s 6-minute limit starts no more sends: the rest waits as „wird gesendet“ for the next run, not „Zustellung unklar“', () => {
    let now = Date.UTC(2026, 10, 27, 11);
    const { workbook, addon, token } = notifyingCampaign([], { clock: () => now });
    report(addon, token('Anna'));
    confirm(addon, token('Bernd'));
    // Google's mail service is slow today: each send takes five minutes of the run's six.
    mail(addon).failNext = () => {
      now += 5 * 60_000;
      return null;
    };
    expect(deliver(addon)).toBe('1 Benachrichtigung(en) gesendet, 1 im nächsten Lauf.');
    const mails = () => results(workbook).filter((r) => r[0] === 'E-Mail');
    expect(mails()).toEqual([
      ['E-Mail', 'Bernd', 'gesendet'],
      ['E-Mail', 'Anna', 'wird gesendet'],
    ]);
    expect(deliver(addon)).toBe('1 Benachrichtigung(en) gesendet.');
    expect(mail(addon).sent.map((m) => m.to)).toEqual([PLAYER_ADDRESSES.Bernd, PLAYER_ADDRESSES.Anna]);
    expect(mails()[1]).toEqual(['E-Mail', 'Anna', 'gesendet']);
  });

  it('the budget counts from the start of the execution: the hourly check that waited 3 minutes for the lock sends for 1 minute only', () => {
    let now = Date.UTC(2026, 10, 27, 11);
    const { workbook, addon, token } = notifyingCampaign([], { clock: () => now });
    report(addon, token('Anna'));
    confirm(addon, token('Bernd'));
    // The hourly run's check waits three minutes for the campaign's lock (a long save held it), then sends.
    const waited = slowRun(workbook, addon, (ms) => (now += ms));
    const hourly = addon.environment.triggers.add('checkReportDeadlines', 1).getUniqueId();
    addon.run('checkReportDeadlines', { triggerUid: hourly, authMode: 'FULL' });
    expect(waited()).toBe(true);
    expect(results(workbook).filter((r) => r[0] === 'E-Mail')).toEqual([
      ['E-Mail', 'Bernd', 'gesendet'],
      ['E-Mail', 'Anna', 'wird gesendet'],
    ]);
  });

  it('called by a stranger (no token) it only sends what a save claimed, and writes nothing else', () => {
    const { workbook, addon, token } = notifyingCampaign();
    report(addon, token('Anna'));
    const before = valuesOf(workbook, 'Benachrichtigungen');
    const schlachten = JSON.stringify(valuesOf(workbook, 'Schlachten'));
    expect(addon.webApp.run(DELIVER, { triggerUid: 'x' })).toBe('1 Benachrichtigung(en) gesendet.');
    const after = valuesOf(workbook, 'Benachrichtigungen');
    expect(after.map((r) => r.filter((_, c) => c !== 5))).toEqual(before.map((r) => r.filter((_, c) => c !== 5)));
    expect(JSON.stringify(valuesOf(workbook, 'Schlachten'))).toBe(schlachten);
    expect(addon.webApp.run(DELIVER)).toBe('Nichts zu senden.');
    expect(mail(addon).sent).toHaveLength(1);
  });
});

describe('paused is not lost: the row waits for a sender that can send it', () => {
  const WITHOUT_MAIL = [
    'https://www.googleapis.com/auth/spreadsheets',
    'https://www.googleapis.com/auth/script.container.ui',
    'https://www.googleapis.com/auth/userinfo.email',
    'https://www.googleapis.com/auth/script.scriptapp',
  ];

  it('the day’s quota used up: „morgen geht es weiter“ – the next day’s first sender sends it, once', () => {
    const { workbook, addon, token } = notifyingCampaign();
    mail(addon).quota = 0;
    report(addon, token('Anna'));
    deliver(addon);
    expect(results(workbook)[1]).toEqual([
      'E-Mail',
      'Bernd',
      'pausiert: Googles Tageskontingent für E-Mails ist aufgebraucht; morgen geht es weiter.',
    ]);
    // Still used up: nothing is taken, nothing written.
    expect(deliver(addon)).toBe('Nichts zu senden.');
    mail(addon).quota = 100;
    expect(deliver(addon)).toBe('1 Benachrichtigung(en) gesendet.');
    expect(deliver(addon)).toBe('Nichts zu senden.');
    expect(mail(addon).sent.map((m) => m.to)).toEqual([PLAYER_ADDRESSES.Bernd]);
    expect(results(workbook)[1]).toEqual(['E-Mail', 'Bernd', 'gesendet']);
  });

  describe.each([
    ['en', 0],
    ['de', -1],
    ['de', 0],
  ] as const)('Google refuses in %s, then answers the quota as %s', (language, exhaustedAnswer) => {
    it('the quota runs out mid-run (another script of the account spent it): the rest pauses, nothing lost, nothing twice', () => {
      const { workbook, addon, token } = notifyingCampaign();
      const mailApp = mail(addon);
      Object.assign(mailApp, { language, exhaustedAnswer });
      report(addon, token('Anna'));
      confirm(addon, token('Bernd'));
      // Google's quota is the account's: between this run's question and its sends, something
      // else of the organiser's account spends it — the first mail goes out, the second is refused.
      mailApp.quota = 2;
      mailApp.failNext = () => {
        mailApp.quota = 1;
        mailApp.failNext = null;
        return null;
      };
      expect(deliver(addon)).toBe('1 Benachrichtigung(en) gesendet, 1 nicht – siehe Blatt „Benachrichtigungen“.');
      const mails = () => results(workbook).filter((r) => r[0] === 'E-Mail');
      expect(mails()).toEqual([
        ['E-Mail', 'Bernd', 'gesendet'],
        ['E-Mail', 'Anna', 'pausiert: Googles Tageskontingent für E-Mails ist aufgebraucht; morgen geht es weiter.'],
      ]);
      workbook.ui.respondWith('OK');
      addon.run('showNotifySettings');
      expect(workbook.ui.alerts[workbook.ui.alerts.length - 1].prompt).toContain(
        'E-Mail: pausiert – Googles Tageskontingent ist aufgebraucht (2 von 2 Spielern mit Adresse).',
      );
      mailApp.quota = 100;
      expect(deliver(addon)).toBe('1 Benachrichtigung(en) gesendet.');
      expect(deliver(addon)).toBe('Nichts zu senden.');
      expect(mailApp.sent.map((m) => m.to)).toEqual([PLAYER_ADDRESSES.Bernd, PLAYER_ADDRESSES.Anna]);
      expect(mails()[1]).toEqual(['E-Mail', 'Anna', 'gesendet']);
    });
  });

  it('a co-editor’s run without the e-mail permission (their one-off trigger) pauses it; the organiser’s next run sends it', () => {
    const { workbook, addon, token } = notifyingCampaign();
    report(addon, token('Anna'));
    // Google runs a trigger as the person who made it: a co-editor who did not allow e-mails.
    addon.environment.granted.consent(WITHOUT_MAIL);
    deliver(addon);
    expect(String(results(workbook)[1][2])).toMatch(/^pausiert: Berechtigung „E-Mails in Ihrem Namen senden“/);
    expect(mail(addon).sent).toEqual([]);
    addon.environment.granted.consent(null);
    expect(deliver(addon)).toBe('1 Benachrichtigung(en) gesendet.');
    expect(mail(addon).sent.map((m) => m.to)).toEqual([PLAYER_ADDRESSES.Bernd]);
    expect(results(workbook)[1]).toEqual(['E-Mail', 'Bernd', 'gesendet']);
  });
});

describe.each(['null', 'throws', 'container'] as const)('a clock trigger whose getActiveSpreadsheet answers %s', (answer) => {
  it('the hourly check and the one-off trigger still find the campaign and send', () => {
    const { workbook, addon, token } = notifyingCampaign();
    addon.environment.globals.SpreadsheetApp.timeTriggerActiveSpreadsheet = answer;
    report(addon, token('Anna'));
    const hourly = addon.environment.triggers.add('checkReportDeadlines', 1).getUniqueId();
    addon.run('checkReportDeadlines', { triggerUid: hourly, authMode: 'FULL' });
    expect(results(workbook)[1]).toEqual(['E-Mail', 'Bernd', 'gesendet']);
    confirm(addon, token('Bernd'));
    const once = addon.environment.triggers.add(DELIVER, null, 1000).getUniqueId();
    expect(addon.run(DELIVER, { triggerUid: once, authMode: 'FULL' })).toBe('1 Benachrichtigung(en) gesendet.');
    expect(mail(addon).sent.map((m) => m.to)).toEqual([PLAYER_ADDRESSES.Bernd, PLAYER_ADDRESSES.Anna]);
    expect(clockTriggers(addon).map((t) => t.getHandlerFunction())).toEqual(['checkReportDeadlines']);
  });
});

describe('Sheets calls', () => {
  it('a sending run makes the same few calls however long the record is; nothing to send costs one column read', () => {
    const { workbook, addon, token } = notifyingCampaign();
    report(addon, token('Anna'));
    const short = workbook.calls.measure(() => deliver(addon));
    // A long record: 300 more rows already sent.
    const sheet = workbook.getSheetByName('Benachrichtigungen')!;
    const done = record(workbook)[1].map((cell, c) => (c === 6 ? 'alt' : cell));
    sheet.insertRowsAfter(sheet.getMaxRows(), 300);
    sheet
      .getRange(4, 1, 300, 7)
      .setValues(Array.from({ length: 300 }, (_, i) => done.map((cell, c) => (c === 6 ? `alt${i}` : cell))));
    confirm(addon, token('Bernd'));
    const long = workbook.calls.measure(() => deliver(addon));
    expect(mail(addon).sent).toHaveLength(2);
    expect(long.byMethod).toEqual(short.byMethod);
    expect(long.byMethod['Range.setValues']).toBe(2);
    const idle = workbook.calls.measure(() => deliver(addon));
    expect(idle.byMethod).toEqual({
      // The web app's campaign (backgroundSpreadsheet.ts), then one column of the record.
      'SpreadsheetApp.getActiveSpreadsheet': 1,
      'Range.getValues': 1,
      'Sheet.getLastRow': 1,
      'Sheet.getRange': 1,
      'Spreadsheet.getSheetByName': 1,
    });
  });
});

describe('no page to send from', () => {
  it('the hourly check sweeps what is still pending (the page was closed before its second call)', () => {
    const { workbook, addon, token } = notifyingCampaign();
    report(addon, token('Anna'));
    expect(mail(addon).sent).toEqual([]);
    const uid = addon.environment.triggers.add('checkReportDeadlines', 1).getUniqueId();
    addon.run('checkReportDeadlines', { triggerUid: uid, authMode: 'FULL' });
    expect(mail(addon).sent.map((m) => m.to)).toEqual([PLAYER_ADDRESSES.Bernd]);
    expect(results(workbook)[1]).toEqual(['E-Mail', 'Bernd', 'gesendet']);
  });

  it('a menu action (Schlachtphase beginnen) sends nothing itself; a one-off trigger does, then deletes itself', async () => {
    const { workbook, addon } = workbookWith(withAddresses(MAP_CAMPAIGN), 'orga@example.com');
    addon.run('setupCampaign');
    setSetting(workbook, 'Phase', 'Befehle');
    setSetting(workbook, 'Chat-Webhook', receiver.url('ok'));
    // An earlier action's trigger, fired but never deleted (its run was killed): replaced, not added to.
    const spent = addon.environment.triggers.add(DELIVER, null, 1000);
    workbook.ui.respondWith('YES');
    addon.run('askBattlePhase');
    expect(mail(addon).sent).toEqual([]);
    expect(fetches(addon)).toEqual([]);
    const triggers = clockTriggers(addon);
    expect(triggers.map((t) => [t.getHandlerFunction(), t.afterMs])).toEqual([[DELIVER, 1000]]);
    expect(triggers[0].getUniqueId()).not.toBe(spent.getUniqueId());
    // Google fires it a little later, with its event.
    addon.run(DELIVER, { triggerUid: triggers[0].getUniqueId(), authMode: 'FULL' });
    expect(mail(addon).sent.map((m) => m.subject)).toEqual(['Kriegsrat: Neue Phase', 'Kriegsrat: Neue Phase']);
    expect(fetches(addon)).toHaveLength(1);
    // Spent one-off triggers count against Google's 20 per user and script: it is gone.
    expect(clockTriggers(addon)).toEqual([]);
  });

  it('without the trigger permission (partial consent) the menu action sends in its own run once the lock is free, not at some later save', () => {
    const { workbook, addon } = workbookWith(withAddresses(MAP_CAMPAIGN), 'orga@example.com', {
      grantedScopes: WITHOUT_TRIGGERS,
    });
    addon.run('setupCampaign');
    setSetting(workbook, 'Phase', 'Befehle');
    let lockedAtSend: boolean | null = null;
    mail(addon).failNext = () => {
      lockedAtSend ??= addon.workbook.locks.held().length > 0;
      return null;
    };
    workbook.ui.respondWith('YES');
    addon.run('askBattlePhase');
    expect(clockTriggers(addon)).toEqual([]);
    expect(mail(addon).sent.map((m) => m.subject)).toEqual(['Kriegsrat: Neue Phase', 'Kriegsrat: Neue Phase']);
    expect(lockedAtSend).toBe(false);
    expect(deliver(addon)).toBe('Nichts zu senden.');
  });

  it('a menu action that sends in its own run counts its save in the send budget', () => {
    let now = Date.UTC(2026, 10, 27, 11);
    const { workbook, addon } = workbookWith(withAddresses(MAP_CAMPAIGN), 'orga@example.com', {
      clock: () => now,
      grantedScopes: WITHOUT_TRIGGERS,
    });
    addon.run('setupCampaign');
    setSetting(workbook, 'Phase', 'Befehle');
    // The save waits three minutes for the campaign's lock; each mail then takes a minute and a half.
    slowRun(workbook, addon, (ms) => (now += ms));
    workbook.ui.respondWith('YES');
    addon.run('askBattlePhase');
    expect(mail(addon).sent.map((m) => m.subject)).toEqual(['Kriegsrat: Neue Phase']);
    expect(
      results(workbook)
        .filter((r) => r[0] === 'E-Mail')
        .map((r) => r[2]),
    ).toEqual(['gesendet', 'wird gesendet']);
  });
});
