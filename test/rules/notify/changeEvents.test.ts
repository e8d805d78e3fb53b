// N1 (docs/REGELN.md, „Benachrichtigungen“): the events of one save, from the campaign before
// and after it. The duel of confirmation.test.ts: Stufe 2 vs 2, 10 : 5, losses 300 / 600 →
// Rote Faust (Anna) wins, Eisenwölfe (Bert) 2 → 0, vernichtet.
import { organiserWording } from '../playerWording';
import { CellValue } from '../../../src/rules';
import { CampaignTables } from '../../../src/rules/campaign';
import { eventsOfChange } from '../../../src/rules/notify/changeEvents';
import { CHAT_RECIPIENT, deliveriesOf, NotificationEvent } from '../../../src/rules/notify/notificationEvent';
import {
  ATTACKS_HEADER,
  battle,
  campaign,
  CONFIRMATION_HEADER,
  DUEL as duel,
  DUEL_LISTS,
  REMATCH as rematch,
  SETTINGS_HEADER,
} from '../campaign/fixture';

/** [Status, Gemeldet von, Bestätigt von, Einspruch] */
type Audit = [string, string?, string?, string?];

function tables(rows: [CellValue[], Audit?][]): CampaignTables {
  const t = campaign({
    ...DUEL_LISTS,
    battles: rows.map(([row, audit]) => {
      const [status, by, confirmedBy, reason] = audit ?? [''];
      return [...row, status, by ?? '', by ? new Date(Date.UTC(2026, 0, 12)) : '', confirmedBy ?? '', '', reason ?? ''];
    }),
  });
  t.battles[0] = [...t.battles[0], ...CONFIRMATION_HEADER];
  return t;
}

const change = (before: CampaignTables, after: CampaignTables) => eventsOfChange({ tables: before }, { tables: after });
const kinds = (events: NotificationEvent[]) => events.map((e) => [e.kind, e.players]);

describe('N1 events of a save', () => {
  it('a report waits for the other side: Bert hears of it, Anna (who reported) does not; nothing public', () => {
    const events = change(tables([]), tables([[duel, ['gemeldet', 'Anna']]]));
    expect(kinds(events)).toEqual([['reportWaiting', ['Bert']]]);
    expect(events[0].text).toBe(
      'Anna hat die Schlacht Rote Faust gegen Eisenwölfe (Runde 1) gemeldet; sie wartet auf deine Bestätigung.',
    );
    expect(events[0].publicText).toBeUndefined();
  });

  it('N4 set: the waiting report tells its opponent that silence confirms it, and when', () => {
    const events = eventsOfChange(
      { tables: tables([]) },
      { tables: tables([[duel, ['gemeldet', 'Anna']]]) },
      { autoConfirmDays: () => 3 },
    );
    expect(events[0].text).toBe(
      'Anna hat die Schlacht Rote Faust gegen Eisenwölfe (Runde 1) gemeldet; sie wartet auf deine Bestätigung. ' +
        'Antwortest du nicht, wird sie 3 Tage nach der Meldung automatisch bestätigt.',
    );
    const oneDay = eventsOfChange(
      { tables: tables([]) },
      { tables: tables([[duel, ['gemeldet', 'Anna']]]) },
      { autoConfirmDays: () => 1 },
    );
    expect(oneDay[0].text).toMatch(/1 Tag nach der Meldung automatisch bestätigt\.$/);
    // A gemeldet row without Gemeldet am (typed) has no deadline: nothing promised.
    const typed = tables([[duel, ['gemeldet']]]);
    const reportedAt = (typed.battles[0] as string[]).indexOf('Gemeldet am');
    expect(typed.battles[1][reportedAt]).toBe('');
    const undated = eventsOfChange({ tables: tables([]) }, { tables: typed }, { autoConfirmDays: () => 3 });
    expect(undated.map((e) => e.text).join(' ')).not.toMatch(/automatisch/);
  });

  it('Bert confirms: Anna hears of it, and the chat gets the round report’s line', () => {
    const events = change(tables([[duel, ['gemeldet', 'Anna']]]), tables([[duel, ['bestätigt', 'Anna', 'Bert']]]));
    expect(kinds(events)).toEqual([
      ['reportAnswered', ['Anna']],
      ['battleCounts', []],
    ]);
    expect(events[0].text).toBe('Bert hat die Meldung Rote Faust gegen Eisenwölfe (Runde 1) bestätigt; sie zählt jetzt.');
    expect(events[1].publicText).toBe('Rote Faust (Anna) greift Eisenwölfe (Bert) an: Rote Faust siegt (Siegpunkte 10:5).');
  });

  it('a battle the organiser enters counts at once: nobody is asked, the chat gets its line (N2)', () => {
    const events = change(tables([]), tables([[duel]]));
    expect(kinds(events)).toEqual([['battleCounts', []]]);
    expect(events[0].publicText).toBe('Rote Faust (Anna) greift Eisenwölfe (Bert) an: Rote Faust siegt (Siegpunkte 10:5).');
  });

  it('a dispute tells the reporter its reason, and nothing public carries it (C12)', () => {
    const events = change(
      tables([[duel, ['gemeldet', 'Anna']]]),
      tables([[duel, ['bestritten', 'Anna', '', 'Falsche Siegpunkte']]]),
    );
    expect(kinds(events)).toEqual([['reportAnswered', ['Anna']]]);
    expect(events[0].text).toBe(
      'Die Meldung Rote Faust gegen Eisenwölfe (Runde 1) wurde bestritten: „Falsche Siegpunkte“. Die Spielleitung entscheidet.',
    );
    expect(events.filter((e) => e.publicText !== undefined)).toEqual([]);
  });

  it('a dispute of a row without „Gemeldet von“ names no disputer: both players hear of it (C3)', () => {
    const events = change(tables([[duel, ['gemeldet']]]), tables([[duel, ['bestritten', '', '', 'Falsche Siegpunkte']]]));
    expect(kinds(events)).toEqual([['reportAnswered', ['Anna', 'Bert']]]);
  });

  it('a reason that ends its sentence gets no second period after the quote (user test 30)', () => {
    const einspruch =
      'Wir haben 10:12 gespielt, nicht 15:3.\nVorschlag: Siegpunkte Angreifer 10; Siegpunkte Verteidiger 12; Verluste Angreifer 0; Verluste Verteidiger 0; Aufgegeben –; Rückzug nach –';
    const events = change(tables([[duel, ['gemeldet', 'Anna']]]), tables([[duel, ['bestritten', 'Anna', '', einspruch]]]));
    expect(events[0].text).toBe(
      'Die Meldung Rote Faust gegen Eisenwölfe (Runde 1) wurde bestritten: „Wir haben 10:12 gespielt, nicht 15:3.“ ' +
        'Gegenvorschlag (Angreifer:Verteidiger): Siegpunkte 10:12, Verluste 0:0. Die Spielleitung entscheidet.',
    );
  });

  it('a dispute with a proposal (C11) quotes only its reason; the proposal is said apart, in plain German', () => {
    const einspruch =
      'Falsches Ergebnis\nVorschlag: Siegpunkte Angreifer 10; Siegpunkte Verteidiger 60; Verluste Angreifer 0; Verluste Verteidiger 500; Aufgegeben –; Rückzug nach –';
    const events = change(tables([[duel, ['gemeldet', 'Anna']]]), tables([[duel, ['bestritten', 'Anna', '', einspruch]]]));
    expect(events.map((e) => [e.kind, e.players, e.text])).toEqual([
      [
        'reportAnswered',
        ['Anna'],
        'Die Meldung Rote Faust gegen Eisenwölfe (Runde 1) wurde bestritten: „Falsches Ergebnis“. ' +
          'Gegenvorschlag (Angreifer:Verteidiger): Siegpunkte 10:60, Verluste 0:500. Die Spielleitung entscheidet.',
      ],
    ]);
  });

  it('the organiser decides: both players hear „Spielleitung“, never the organiser’s address', () => {
    const events = change(
      tables([[duel, ['bestritten', 'Anna', '', 'x']]]),
      tables([[duel, ['entschieden', 'Anna', 'orga@example.com', 'x']]]),
    );
    expect(kinds(events)).toEqual([
      ['reportAnswered', ['Anna', 'Bert']],
      ['battleCounts', []],
    ]);
    expect(events[0].text).toContain('Spielleitung');
    expect(JSON.stringify(events)).not.toContain('orga@example.com');
  });

  it('a report its reporter withdraws (C10): the opponent hears who withdrew it, the reporter is not told', () => {
    const events = change(
      tables([[duel, ['gemeldet', 'Anna']]]),
      tables([[duel, ['verworfen', 'Anna', '', 'zurückgezogen von Anna']]]),
    );
    expect(kinds(events)).toEqual([['reportAnswered', ['Bert']]]);
    expect(events[0].text).toBe('Anna hat die Meldung Rote Faust gegen Eisenwölfe (Runde 1) zurückgezogen; sie zählt nicht.');
    // The organiser's Verwerfen still reaches both, as „verworfen“.
    const discarded = change(tables([[duel, ['gemeldet', 'Anna']]]), tables([[duel, ['verworfen', 'Anna', 'orga@example.com']]]));
    expect(kinds(discarded)).toEqual([['reportAnswered', ['Anna', 'Bert']]]);
    expect(discarded[0].text).toBe('Die Meldung Rote Faust gegen Eisenwölfe (Runde 1) wurde verworfen; sie zählt nicht.');
  });

  it('a report confirmed automatically (N4) says so to both players', () => {
    const events = change(tables([[duel, ['gemeldet', 'Anna']]]), tables([[duel, ['bestätigt', 'Anna', 'automatisch']]]));
    expect(events[0]).toMatchObject({ kind: 'reportAnswered', players: ['Anna', 'Bert'] });
    expect(events[0].text).toMatch(/automatisch bestätigt/);
  });

  it('a report confirmed that still breaks a rule is not told „sie zählt jetzt“ (it does not)', () => {
    const self = battle({ attacker: 'Rote Faust', defender: 'Rote Faust', attackerVP: 10, defenderVP: 5 });
    const auto = change(tables([[self, ['gemeldet', 'Anna']]]), tables([[self, ['bestätigt', 'Anna', 'automatisch']]]));
    expect(auto[0].kind).toBe('reportAnswered');
    expect(auto[0].text).toMatch(
      /^Die Meldung Rote Faust gegen Rote Faust \(Runde 1\) wurde automatisch bestätigt \(keine Antwort in der gesetzten Frist\), zählt aber nicht – /,
    );
    const byBert = change(tables([[self, ['gemeldet', 'Anna']]]), tables([[self, ['bestätigt', 'Anna', 'Bert']]]));
    expect(byBert.map((e) => e.text).join(' ')).not.toMatch(/zählt jetzt/);
    // Players read why as players (ruleForPlayer), and who puts it right: they cannot change a row.
    for (const text of [auto[0].text, byBert[0].text]) {
      expect(text).not.toMatch(organiserWording());
      expect(text).not.toMatch(/Spieler „Anna“/);
      expect(text).toMatch(/ Die Spielleitung muss die Schlacht berichtigen; du musst nichts tun\.$/);
    }
  });

  it('a battle that stops counting because of an entry placed before it: its two players hear why', () => {
    // Round 2's rematch counted; the duel of round 1, entered later, destroys Eisenwölfe first.
    const events = change(tables([[rematch]]), tables([[rematch], [duel]]));
    const changed = events.filter((e) => e.kind === 'battleChanged');
    expect(changed.map((e) => e.players)).toEqual([['Bert', 'Anna']]);
    expect(changed[0].text).toMatch(
      /^Deine Schlacht Eisenwölfe gegen Rote Faust \(Runde 2\) hat sich durch einen späteren Eintrag geändert: Sie zählt nicht mehr – /,
    );
    // Why, as a player reads it, and who puts it right (ruleForPlayer): the two players cannot change a row.
    expect(changed[0].text).not.toMatch(organiserWording());
    expect(changed[0].text).toMatch(/ Die Spielleitung muss die Schlacht berichtigen; du musst nichts tun\.$/);
  });

  it('a battle whose Stufe and supply change because of an earlier-placed entry names the change', () => {
    // Round 2: Sturmfalken (Anna) beats Eisenwölfe (Bert) at Stufe 2 vs 2 → 250 VP. Carla's round-1
    // battle, entered later, costs Sturmfalken a Stufe first (300 losses of a Stufe-2 army): the
    // round-2 battle is then fought at Stufe 1 vs 2, and the weaker winner earns 500 VP.
    const carla = battle({
      round: 1,
      attacker: 'Aschegarde',
      defender: 'Sturmfalken',
      attackerVP: 8,
      defenderVP: 3,
      defenderLosses: 300,
    });
    const later = battle({ round: 2, attacker: 'Sturmfalken', defender: 'Eisenwölfe', attackerVP: 10, defenderVP: 5 });
    const events = change(tables([[later]]), tables([[later], [carla]]));
    const changed = events.filter((e) => e.kind === 'battleChanged');
    expect(changed.map((e) => [e.players, e.text])).toEqual([
      [
        ['Anna', 'Bert'],
        'Deine Schlacht Sturmfalken gegen Eisenwölfe (Runde 2) hat sich durch einen späteren Eintrag geändert: ' +
          'Sturmfalken Stufe 1 → 1 (vorher 2 → 2); Versorgung jetzt 500 VP (vorher 250 VP).',
      ],
    ]);
  });

  it('a new round: everyone hears of it, and so does the chat', () => {
    const events = change(tables([[duel]]), tables([[duel], [rematch]]));
    const round = events.find((e) => e.kind === 'roundStarted')!;
    expect(round).toEqual({
      kind: 'roundStarted',
      id: 'roundStarted:2',
      players: ['Anna', 'Bert', 'Carla'],
      text: 'Runde 2 hat begonnen.',
      publicText: 'Runde 2 hat begonnen.',
    });
  });

  it('a new round in its Befehlsphase names attack declarations only where the campaign declares attacks (A1)', () => {
    const settings = (attacks: string): CellValue[][] => [
      ['Einstellung', 'Wert'],
      ['Phase', 'Befehle'],
      ['Angriffe ansagen', attacks],
    ];
    const before = { tables: tables([[duel]]), settings: settings('nein') };
    const text = (after: { tables: CampaignTables; settings: CellValue[][] }) =>
      eventsOfChange(before, after).find((e) => e.kind === 'roundStarted')!.text;
    const after = tables([[duel], [rematch]]);
    expect(text({ tables: after, settings: settings('nein') })).toBe(
      'Runde 2 hat begonnen – Befehlsphase: Bewegungen und Aufwertungen.',
    );
    // „ja“ without a map declares nothing either (A1: declarations need fields).
    expect(text({ tables: after, settings: settings('ja') })).toBe(
      'Runde 2 hat begonnen – Befehlsphase: Bewegungen und Aufwertungen.',
    );
    const withMap = {
      ...after,
      fields: [
        ['Feld', 'Nachbarn'],
        ['Furt', 'Sumpf'],
      ],
    };
    expect(text({ tables: withMap, settings: settings('ja') })).toBe(
      'Runde 2 hat begonnen – Befehlsphase: Bewegungen, Aufwertungen und Angriffe ansagen.',
    );
  });

  it('nothing changed (a retried save): no event', () => {
    const t = tables([[duel, ['gemeldet', 'Anna']]]);
    expect(change(t, tables([[duel, ['gemeldet', 'Anna']]]))).toEqual([]);
  });

  it('the same fact has the same id, however often it is computed', () => {
    const a = change(tables([]), tables([[duel, ['gemeldet', 'Anna']]]));
    const b = change(tables([]), tables([[duel, ['gemeldet', 'Anna']]]));
    expect(a.map((e) => e.id)).toEqual(b.map((e) => e.id));
  });

  it('a report row copied by hand (same Einreichungs-ID) is its own fact: its players hear of the copy too (N5)', () => {
    // Every battle row holding `id` as its Einreichungs-ID.
    const withId = (t: CampaignTables, id: string) => {
      const column = t.battles[0].indexOf('Einreichungs-ID');
      for (const row of t.battles.slice(1)) row[column] = id;
      return t;
    };
    const original = change(tables([]), withId(tables([[duel, ['gemeldet', 'Anna']]]), 'k3x9~1a2b3c4d'));
    const copy = change(
      withId(tables([[duel, ['gemeldet', 'Anna']]]), 'k3x9~1a2b3c4d'),
      withId(
        tables([
          [duel, ['gemeldet', 'Anna']],
          [duel, ['gemeldet', 'Anna']],
        ]),
        'k3x9~1a2b3c4d',
      ),
    );
    expect(kinds(copy)).toEqual([['reportWaiting', ['Bert']]]);
    expect(copy[0].id).not.toBe(original[0].id);
    // The first row keeps its id: what it was told stays told.
    expect(original[0].id).toBe('reportWaiting:k3x9~1a2b3c4d:rote faust:eisenwölfe:1');
  });
});

describe('deliveries', () => {
  const events: NotificationEvent[] = [
    { kind: 'reportWaiting', id: 'a', players: ['Bert', 'Bert'], text: 'privat' },
    { kind: 'roundStarted', id: 'r', players: ['Anna'], text: 'Runde 2', publicText: 'Runde 2' },
  ];

  it('private events never reach the chat; public ones reach it once', () => {
    const d = deliveriesOf(events, new Set(['portal', 'mail', 'chat']));
    expect(d.map((x) => [x.channel, x.recipient, x.event.id])).toEqual([
      ['portal', 'Bert', 'a'],
      ['mail', 'Bert', 'a'],
      ['portal', 'Anna', 'r'],
      ['mail', 'Anna', 'r'],
      ['chat', CHAT_RECIPIENT, 'r'],
    ]);
  });

  it('without a webhook, no chat delivery', () => {
    expect(deliveriesOf(events, new Set(['portal', 'mail'])).some((d) => d.channel === 'chat')).toBe(false);
  });
});

describe('N1 phases and declarations (R2, A3, A7)', () => {
  const settings = (phase: string) => [SETTINGS_HEADER, ['Phase', phase]];
  const declaration = (attacker: string, defender: string, status = '') => [
    1,
    attacker,
    defender,
    'Furt',
    'Anna',
    '',
    status,
    '',
  ];
  const t = tables([[duel]]);
  const side = (phase: string, attacks: CellValue[][]) => ({
    tables: t,
    settings: settings(phase),
    attacks: [ATTACKS_HEADER, ...attacks],
  });

  it('a new declaration is told to the defender’s player at once, privately', () => {
    const events = eventsOfChange(side('Befehle', []), side('Befehle', [declaration('Rote Faust', 'Eisenwölfe')]));
    expect(events.map((e) => [e.kind, e.players, e.text, e.publicText])).toEqual([
      [
        'attackDeclared',
        ['Bert'],
        'Du wirst angegriffen: Rote Faust (Anna) greift in Runde 1 deine Armee Eisenwölfe auf Furt an.',
        undefined,
      ],
    ]);
  });

  it('a withdrawn declaration, or one already there, tells nobody', () => {
    const one = [declaration('Rote Faust', 'Eisenwölfe')];
    expect(eventsOfChange(side('Befehle', one), side('Befehle', one))).toEqual([]);
    expect(
      eventsOfChange(side('Befehle', []), side('Befehle', [declaration('Rote Faust', 'Eisenwölfe', 'zurückgezogen')])),
    ).toEqual([]);
  });

  it('a told declaration withdrawn (A4): its defender hears so, once; told again when declared anew', () => {
    const declared = [[...declaration('Rote Faust', 'Eisenwölfe').slice(0, 7), 'a-1']];
    const withdrawn = [[...declaration('Rote Faust', 'Eisenwölfe', 'zurückgezogen').slice(0, 7), 'a-1']];
    const events = eventsOfChange(side('Befehle', declared), side('Befehle', withdrawn));
    expect(events.map((e) => [e.kind, e.id, e.players, e.text, e.publicText])).toEqual([
      [
        'attackWithdrawn',
        'attackWithdrawn:1:a-1:rote faust:eisenwölfe',
        ['Bert'],
        'Angriff zurückgezogen: Rote Faust (Anna) greift Eisenwölfe in Runde 1 doch nicht an.',
        undefined,
      ],
    ]);
    // Declared again (a new Einreichungs-ID, a new row): a new fact, told with its own id.
    const again = [...withdrawn, [...declaration('Rote Faust', 'Eisenwölfe').slice(0, 7), 'a-2']];
    const told = eventsOfChange(side('Befehle', withdrawn), side('Befehle', again));
    expect(told.map((e) => [e.kind, e.id])).toEqual([['attackDeclared', 'attackDeclared:1:a-2:rote faust:eisenwölfe']]);
    // Nothing new: no event; a row typed as zurückgezogen at once was never told, so nothing to take back.
    expect(eventsOfChange(side('Befehle', withdrawn), side('Befehle', withdrawn))).toEqual([]);
  });

  it('a declaration of a round already over withdrawn tells nobody', () => {
    const inRound2 = (status: string) => ({
      tables: campaign({
        ...DUEL_LISTS,
        battles: [duel, battle({ round: 2, attacker: 'Aschegarde', defender: 'Sturmfalken', attackerVP: 10, defenderVP: 5 })],
      }),
      settings: settings('Befehle'),
      attacks: [ATTACKS_HEADER, declaration('Aschegarde', 'Sturmfalken', status)],
    });
    expect(eventsOfChange(inRound2(''), inRound2('zurückgezogen'))).toEqual([]);
  });

  it('a past round’s declaration that starts to count (Armeen now lists its typo’d army) tells nobody', () => {
    // Runde 2 is under way (the organiser's battle of Runde 2 counts); Angriffe still holds a
    // declaration of Runde 1 naming „Sturmfalke“, an army Armeen did not list — until this save.
    const inRound2 = (armies: typeof DUEL_LISTS.armies) => {
      const t2 = campaign({
        ...DUEL_LISTS,
        armies,
        battles: [duel, battle({ round: 2, attacker: 'Aschegarde', defender: 'Sturmfalken', attackerVP: 10, defenderVP: 5 })],
      });
      const ofRound2 = [2, 'Rote Faust', 'Sturmfalke', '', 'Anna', '', '', ''];
      return {
        tables: t2,
        settings: settings('Befehle'),
        attacks: [ATTACKS_HEADER, declaration('Aschegarde', 'Sturmfalke'), ofRound2],
      };
    };
    const armies = DUEL_LISTS.armies;
    const events = eventsOfChange(inRound2(armies), inRound2([...armies, ['Sturmfalke', 'Bert', 2]]));
    // Runde 2's declaration, counting from this save on too, is still told.
    expect(events.filter((e) => e.kind === 'attackDeclared').map((e) => e.text)).toEqual([
      'Du wirst angegriffen: Rote Faust (Anna) greift in Runde 2 deine Armee Sturmfalke an.',
    ]);
  });

  it('the Schlachten phase: everyone hears of it, and the chat gets the round’s declarations', () => {
    const attacks = [declaration('Rote Faust', 'Eisenwölfe'), declaration('Aschegarde', 'Sturmfalken', 'zurückgezogen')];
    const events = eventsOfChange(side('Befehle', attacks), side('Schlachten', attacks));
    expect(events.map((e) => [e.kind, e.players, e.publicText])).toEqual([
      [
        'phaseStarted',
        ['Anna', 'Bert', 'Carla'],
        'Runde 1: Die Schlachtphase hat begonnen – jetzt Schlachten melden und bestätigen.',
      ],
      ['attackDeclared', [], 'Angesagt: Rote Faust (Anna) greift Eisenwölfe (Bert) auf Furt an.'],
    ]);
  });
});

describe('what a save can change', () => {
  it('a battle appended at the end of its round changes no battle before it (no second replay needed)', () => {
    // The rematch (round 2) is appended after the duel (round 1): the duel keeps its outcome.
    const events = change(tables([[duel]]), tables([[duel], [rematch]]));
    expect(events.filter((e) => e.kind === 'battleChanged')).toEqual([]);
  });

  it('a booking of an earlier round is placed before that round’s battles', () => {
    const t = tables([[rematch]]);
    const after = { ...t, bookings: [...t.bookings, [1, '', 'Bert', 'Eisenwölfe', 'Korrektur', '', -2, '']] };
    const changed = change(t, after).filter((e) => e.kind === 'battleChanged');
    expect(changed.map((e) => e.players)).toEqual([['Bert', 'Anna']]);
  });
});
