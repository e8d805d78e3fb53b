// N3/N4: a report still gemeldet is reminded once after „Erinnerung nach Stunden“ (blank or
// missing = 48) and confirmed after „Automatisch bestätigen nach Tagen“ (blank = never).
import { nameKey, replayCampaign } from '../../../src/rules/campaign';
import * as replayModule from '../../../src/rules/campaign/replay';
import { readNotifySettings } from '../../../src/rules/notify/notifySettings';
import { overdueReports, reminderEvents } from '../../../src/rules/notify/reportDeadlines';
import { battle, campaign } from '../campaign/fixture';

const REPORTED = new Date(Date.UTC(2026, 10, 20, 18, 0));
const hoursLater = (h: number) => new Date(REPORTED.getTime() + h * 3_600_000);

function tables(status: string, reportedAt: Date | '' = REPORTED, reportedBy = 'Anna') {
  const t = campaign({
    players: [
      ['Anna', 0],
      ['Bert', 0],
    ],
    armies: [
      ['Rote Faust', 'Anna', 2],
      ['Eisenwölfe', 'Bert', 2],
    ],
    battles: [battle({ attacker: 'Rote Faust', defender: 'Eisenwölfe', attackerVP: 10, defenderVP: 5 })],
  });
  t.battles[0] = [...t.battles[0], 'Status', 'Gemeldet von', 'Gemeldet am'];
  t.battles[1] = [...t.battles[1], status, reportedBy, reportedAt];
  return t;
}

const settings = (rows: [string, string | number][]) => readNotifySettings([['Einstellung', 'Wert'], ...rows]);

function overdue(status: string, hours: number, rows: [string, string | number][] = [], at: Date | '' = REPORTED) {
  const t = tables(status, at);
  const replay = replayCampaign(t);
  const found = overdueReports(t, replay, settings(rows), hoursLater(hours));
  return { found, reminders: reminderEvents(replay, found, t.battles) };
}

describe('N3 reminder', () => {
  it('without the setting, after 48 hours, to the opponent', () => {
    expect(overdue('gemeldet', 47).found).toEqual([]);
    const { found, reminders } = overdue('gemeldet', 48);
    expect(found).toEqual([{ row: 0, hours: 48, autoConfirm: false }]);
    expect(reminders.map((r) => [r.kind, r.players, r.text])).toEqual([
      [
        'reminder',
        ['Bert'],
        'Erinnerung: Die Meldung Rote Faust gegen Eisenwölfe (Runde 1) wartet seit 48 Stunden auf deine Bestätigung.',
      ],
    ]);
  });

  it('N4 set as well: the reminder says when silence confirms the report', () => {
    const { found, reminders } = overdue('gemeldet', 48, [['Automatisch bestätigen nach Tagen', 3]]);
    expect(found).toEqual([{ row: 0, hours: 48, autoConfirm: false }]);
    const t = tables('gemeldet', REPORTED);
    const told = reminderEvents(replayCampaign(t), found, t.battles, undefined, 3);
    expect(told.map((r) => r.text)).toEqual([
      'Erinnerung: Die Meldung Rote Faust gegen Eisenwölfe (Runde 1) wartet seit 48 Stunden auf deine Bestätigung. ' +
        'Antwortest du nicht, wird sie 3 Tage nach der Meldung automatisch bestätigt.',
    ]);
    expect(reminders[0].text).not.toMatch(/automatisch/);
  });

  it('after the hours the organiser set; a blank value is 48', () => {
    expect(overdue('gemeldet', 12, [['Erinnerung nach Stunden', 12]]).found).toHaveLength(1);
    expect(overdue('gemeldet', 12, [['Erinnerung nach Stunden', '']]).found).toEqual([]);
  });

  it('after one hour, if the organiser set 1: „seit 1 Stunde“', () => {
    expect(overdue('gemeldet', 1, [['Erinnerung nach Stunden', 1]]).reminders[0].text).toBe(
      'Erinnerung: Die Meldung Rote Faust gegen Eisenwölfe (Runde 1) wartet seit 1 Stunde auf deine Bestätigung.',
    );
  });

  it('the reminder of one report has one id, whenever it is found (sent once)', () => {
    expect(overdue('gemeldet', 49).reminders[0].id).toBe(overdue('gemeldet', 200).reminders[0].id);
  });

  it('only gemeldet rows with a Gemeldet am', () => {
    expect(overdue('bestritten', 100).found).toEqual([]);
    expect(overdue('bestätigt', 100).found).toEqual([]);
    expect(overdue('gemeldet', 100, [], '').found).toEqual([]);
  });
});

describe('a season updated from row-named reminders (before the Einreichungs-ID named them)', () => {
  it('a report reminded under its old row-named id is not reminded again', () => {
    const t = tables('gemeldet');
    t.battles[1][t.battles[0].indexOf('Einreichungs-ID')] = 'k3x9~1a2b3c4d';
    const replay = replayCampaign(t);
    const legacy = `reminder:2:${nameKey('Rote Faust')}:${nameKey('Eisenwölfe')}:1`;
    const found = overdueReports(t, replay, settings([]), hoursLater(48), (id) => id === legacy);
    expect(reminderEvents(replay, found, t.battles)).toEqual([]);
    // The new id names the report by its Einreichungs-ID (battleRef.ts), not its row.
    const fresh = overdueReports(t, replay, settings([]), hoursLater(48));
    expect(reminderEvents(replay, fresh, t.battles)[0].id).toContain('k3x9~1a2b3c4d');
  });
});

describe('N4 automatic confirmation', () => {
  it('never without the setting', () => {
    expect(overdue('gemeldet', 24 * 365).found[0].autoConfirm).toBe(false);
  });

  it('after the days set — then no reminder any more', () => {
    const rows: [string, number][] = [['Automatisch bestätigen nach Tagen', 3]];
    expect(overdue('gemeldet', 71, rows).found[0].autoConfirm).toBe(false);
    const { found, reminders } = overdue('gemeldet', 72, rows);
    expect(found[0].autoConfirm).toBe(true);
    expect(reminders).toEqual([]);
  });
});

describe('across the clock changes of Europe/Berlin', () => {
  // Hours and days are elapsed time (a day = 24 hours), not wall-clock readings: on the night the
  // clocks go back a day has 25 wall-clock hours, on the night they go forward 23.
  const rows: [string, number][] = [
    ['Erinnerung nach Stunden', 24],
    ['Automatisch bestätigen nach Tagen', 1],
  ];
  function at(reported: string, now: string) {
    const t = tables('gemeldet', new Date(reported));
    return overdueReports(t, replayCampaign(t), settings(rows), new Date(now));
  }
  it('autumn: reported Saturday 10:00 CEST, due Sunday 09:00 CET', () => {
    expect(at('2026-10-24T10:00:00+02:00', '2026-10-25T08:59:00+01:00')).toEqual([]);
    expect(at('2026-10-24T10:00:00+02:00', '2026-10-25T09:00:00+01:00')).toEqual([{ row: 0, hours: 24, autoConfirm: true }]);
  });
  it('spring: reported Saturday 10:00 CET, due Sunday 11:00 CEST', () => {
    expect(at('2026-03-28T10:00:00+01:00', '2026-03-29T10:59:00+02:00')).toEqual([]);
    expect(at('2026-03-28T10:00:00+01:00', '2026-03-29T11:00:00+02:00')).toEqual([{ row: 0, hours: 24, autoConfirm: true }]);
  });
});

describe('the Chat-Webhook setting', () => {
  it('takes https, and http only to this machine', () => {
    expect(settings([['Chat-Webhook', ' https://discord.com/api/webhooks/1/abc ']]).chatWebhook).toBe(
      'https://discord.com/api/webhooks/1/abc',
    );
    expect(settings([['Chat-Webhook', 'http://example.com/hook']]).chatWebhook).toBe('');
    expect(settings([['Chat-Webhook', 'http://127.0.0.1:8123/hook']]).chatWebhook).toBe('http://127.0.0.1:8123/hook');
    expect(settings([]).chatWebhook).toBe('');
  });
});

describe('after the organiser renamed a player (Spieler and Armeen), Gemeldet von as it was sent', () => {
  const renamed = (from: string, to: string, reportedBy = 'Anna') => {
    const t = tables('gemeldet', REPORTED, reportedBy);
    for (const sheet of [t.players, t.armies])
      for (const r of sheet) for (let i = 0; i < r.length; i++) if (r[i] === from) r[i] = to;
    return t;
  };
  const deadlines = (t: ReturnType<typeof tables>, hours: number, rows: [string, string | number][] = []) => {
    const replay = replayCampaign(t);
    const found = overdueReports(t, replay, settings(rows), hoursLater(hours));
    return { found, reminders: reminderEvents(replay, found, t.battles) };
  };
  it('the opponent renamed: reminded under the new name, confirmed automatically as before', () => {
    const t = renamed('Bert', 'Berthold');
    expect(deadlines(t, 48).reminders.map((r) => r.players)).toEqual([['Berthold']]);
    expect(deadlines(t, 72, [['Automatisch bestätigen nach Tagen', 3]]).found).toEqual([
      { row: 0, hours: 72, autoConfirm: true },
    ]);
  });
  it('the reporter renamed: nobody is reminded as its opponent, and it is not confirmed automatically — it waits for the organiser', () => {
    const t = renamed('Anna', 'Annika');
    const { found, reminders } = deadlines(t, 72, [['Automatisch bestätigen nach Tagen', 3]]);
    expect(found).toEqual([{ row: 0, hours: 72, autoConfirm: false, unknownReporter: true }]);
    expect(reminders).toEqual([]);
  });
});

describe('a report only the organiser may confirm (C3, answerChanges.ts)', () => {
  // Anna's report (row 2, round 1) has Eisenwölfe lose 600 points, their last Stufe; the
  // organiser's rematch of round 2 (row 3) counted meanwhile — counting the report un-counts it.
  function laterTables() {
    const t = tables('gemeldet');
    t.battles[1][t.battles[0].indexOf('Verluste Verteidiger')] = 600;
    const rematch = battle({ round: 2, attacker: 'Eisenwölfe', defender: 'Rote Faust', attackerVP: 10, defenderVP: 5 });
    t.battles.push([...rematch, ...new Array<string>(t.battles[0].length - rematch.length).fill('')]);
    return t;
  }
  const REMATCH_UNCOUNTED = [
    {
      row: 1,
      round: 2,
      attacker: 'Eisenwölfe',
      defender: 'Rote Faust',
      change: 'zählt dann nicht mehr',
      reason: 'Angreifer „Eisenwölfe“ ist vernichtet (Stufe 0) und kann keine Schlachten mehr schlagen.',
      date: new Date(Date.UTC(2026, 0, 10)),
    },
  ];
  function later(hours: number, rows: [string, number][] = [], recorded?: (id: string, players: readonly string[]) => boolean) {
    const t = laterTables();
    const replay = replayCampaign(t);
    expect(replay.battles[1]?.error).toBeNull();
    const found = overdueReports(t, replay, settings(rows), hoursLater(hours), recorded);
    return { found, reminders: reminderEvents(replay, found, t.battles, (d) => d.toISOString().slice(0, 10)) };
  }

  it('is not confirmed automatically once due: both players hear, once, that the organiser decides it', () => {
    const { found, reminders } = later(72, [['Automatisch bestätigen nach Tagen', 3]]);
    expect(found).toEqual([
      { row: 0, hours: 72, autoConfirm: false, organiserDecides: true, withheld: true, changed: REMATCH_UNCOUNTED },
    ]);
    expect(reminders.map((r) => [r.kind, r.players, r.text])).toEqual([
      [
        'withheld',
        ['Anna', 'Bert'],
        'Die Meldung Rote Faust gegen Eisenwölfe (Runde 1) wartet seit 72 Stunden und wird nicht automatisch bestätigt: ' +
          'Zählt sie jetzt, ändert sie eine Schlacht, die danach schon gezählt hat: ' +
          // Players never see the sheet: the battle by armies, Runde and day, not by row.
          'Eisenwölfe gegen Rote Faust (Runde 2, gespielt am 10.01.2026): zählt dann nicht mehr – ' +
          'Angreifer „Eisenwölfe“ ist vernichtet (Stufe 0) und kann keine Schlachten mehr schlagen. Das entscheidet die Spielleitung.',
      ],
    ]);
    // Its own fact, not the reminder's: a report reminded before is still told at its deadline.
    expect(reminders[0].id).not.toBe(later(48).reminders[0].id);
  });

  it('before (or without) the automatic confirmation the opponent is reminded that only the organiser confirms it — disputing stays theirs', () => {
    for (const rows of [[], [['Automatisch bestätigen nach Tagen', 3]]] as [string, number][][]) {
      const { found, reminders } = later(48, rows);
      expect(found).toEqual([{ row: 0, hours: 48, autoConfirm: false, organiserDecides: true, changed: REMATCH_UNCOUNTED }]);
      expect(reminders.map((r) => [r.kind, r.players, r.text])).toEqual([
        [
          'reminder',
          ['Bert'],
          'Erinnerung: Die Meldung Rote Faust gegen Eisenwölfe (Runde 1) wartet seit 48 Stunden. ' +
            'Bestätigen kann sie nur die Spielleitung: Zählt sie jetzt, ändert sie eine Schlacht, die danach schon gezählt hat: ' +
            'Eisenwölfe gegen Rote Faust (Runde 2, gespielt am 10.01.2026): zählt dann nicht mehr – ' +
            'Angreifer „Eisenwölfe“ ist vernichtet (Stufe 0) und kann keine Schlachten mehr schlagen. Bestreiten kannst du sie weiterhin.',
        ],
      ]);
      // The same fact as the plain reminder: one reminder per report, whichever it is.
      const plain = overdue('gemeldet', 48).reminders[0];
      expect(reminders[0].id).toBe(plain.id);
    }
  });

  it('once its notice is recorded, a save finds it told and replays nothing for it (N3/N4 on every save)', () => {
    const replay = jest.spyOn(replayModule, 'replayCampaign');
    try {
      for (const [hours, rows] of [
        [48, []],
        [72, [['Automatisch bestätigen nach Tagen', 3]]],
      ] as [number, [string, number][]][]) {
        const first = later(hours, rows);
        const told = new Set(first.reminders.map((r) => r.id));
        replay.mockClear();
        const again = later(hours, rows, (id) => told.has(id));
        // One replay: the test's own (later() replays the campaign as the save did); none for the report.
        expect(replay).toHaveBeenCalledTimes(1);
        expect(again.reminders).toEqual([]);
        expect(again.found.map((o) => o.autoConfirm)).toEqual([false]);
      }
    } finally {
      replay.mockRestore();
    }
  });

  it('a notice recorded for another player or another report does not count as told', () => {
    const first = later(48);
    const told = first.reminders[0];
    expect(later(48, [], (id, players) => id === told.id && players.includes('Anna')).reminders).toHaveLength(1);
    expect(later(48, [], (id) => id === `${told.id}x`).reminders).toHaveLength(1);
  });
});
