// N1/A4: a declaration its defender was told of („Du wirst angegriffen“) that no longer stands in
// Angriffe — the organiser deleted its row (no script runs for that), or typed „zurückgezogen“ —
// is told to the defender once, from the record of what was told and the sheet as it is now.
import { CellValue } from '../../../src/rules';
import { eventsOfChange } from '../../../src/rules/notify/changeEvents';
import { declarationsNeverTold, declarationsNoLongerStanding } from '../../../src/rules/notify/toldDeclarations';
import { deliveriesOf, deliveryKey } from '../../../src/rules/notify/notificationEvent';
import { CampaignTables, replayCampaign } from '../../../src/rules/campaign';
import { ATTACKS_HEADER, battle, campaign, CONFIRMATION_HEADER, DUEL_LISTS, SETTINGS_HEADER } from '../campaign/fixture';
import { FIELDS_SPEC, specHeaders } from '../../../src/rules/campaign/columns';

// No battle yet: every declaration below is one not yet fought (a fought one is its own case).
const tables = campaign({ ...DUEL_LISTS });
const replay = replayCampaign(tables);
const settings = [SETTINGS_HEADER, ['Phase', 'Befehle']];

/** A row of Angriffe: Runde, Angreifer, Verteidiger, Feld, Angesagt von, Angesagt am, Status, Einreichungs-ID. */
const row = (attacker: string, defender: string, id = '', status = '', round = 1): CellValue[] => [
  round,
  attacker,
  defender,
  'Furt',
  id ? 'Anna' : '',
  '',
  status,
  id,
];
const sheet = (...rows: CellValue[][]) => [ATTACKS_HEADER, ...rows];

/** The record's keys after the saves that told `rows` (as eventsOfChange names them: no id retyped here). */
function told(...rows: CellValue[][]): Set<string> {
  const events = eventsOfChange({ tables, settings, attacks: sheet() }, { tables, settings, attacks: sheet(...rows) });
  return new Set(deliveriesOf(events, new Set(['portal', 'mail'] as const)).map(deliveryKey));
}

const gone = (known: Set<string>, attacks: CellValue[][] | null, round = 1) =>
  declarationsNoLongerStanding(known, attacks, replay, round, tables).map((e) => [e.kind, e.id, e.players, e.text]);

/** The one sentence for a row deleted or changed by hand: true for both. */
const offText = (attacker: string, owner: string, defender: string) =>
  `Angriff gestrichen: Die Spielleitung hat die Ansage gelöscht oder geändert – ${attacker} (${owner}) greift deine Armee ${defender} in Runde 1 nicht an.`;

describe('a told declaration that no longer stands', () => {
  const byPortal = row('Rote Faust', 'Eisenwölfe', 'a-1');
  const typed = row('Aschegarde', 'Sturmfalken');

  it('deleted by the organiser (with or without Einreichungs-ID): the defender hears it is off', () => {
    const known = told(byPortal, typed);
    expect(gone(known, sheet())).toEqual([
      ['attackRemoved', 'attackRemoved:1:a-1:rote faust:eisenwölfe', ['Bert'], offText('Rote Faust', 'Anna', 'Eisenwölfe')],
      ['attackRemoved', 'attackRemoved:1:3:aschegarde:sturmfalken', ['Anna'], offText('Aschegarde', 'Carla', 'Sturmfalken')],
    ]);
  });

  it('still standing — also moved up by a row deleted above it, or with another field — tells nobody', () => {
    const known = told(byPortal, typed);
    expect(gone(known, sheet(byPortal, typed))).toEqual([]);
    expect(gone(known, sheet(typed))).toEqual([
      ['attackRemoved', 'attackRemoved:1:a-1:rote faust:eisenwölfe', ['Bert'], expect.any(String)],
    ]);
    expect(gone(known, sheet([1, 'Rote Faust', 'Eisenwölfe', 'Steppe', '', '', '', '']))).toEqual([
      ['attackRemoved', 'attackRemoved:1:3:aschegarde:sturmfalken', ['Anna'], expect.any(String)],
    ]);
    // Names matched like names (case, blanks).
    expect(gone(known, sheet(row(' rote faust', 'EISENWÖLFE'), typed))).toEqual([]);
  });

  it('typed „zurückgezogen“ by hand: told as the withdrawal (A4), under the id a save would give it', () => {
    const known = told(byPortal);
    const withdrawn = row('Rote Faust', 'Eisenwölfe', 'a-1', 'zurückgezogen');
    const bySave = eventsOfChange(
      { tables, settings, attacks: sheet(byPortal) },
      { tables, settings, attacks: sheet(withdrawn) },
    );
    expect(gone(known, sheet(withdrawn))).toEqual(bySave.map((e) => [e.kind, e.id, e.players, e.text]));
    expect(bySave.map((e) => e.kind)).toEqual(['attackWithdrawn']);
  });

  it('once said, said: the record holding the notice tells nothing more', () => {
    const known = told(byPortal);
    const events = declarationsNoLongerStanding(known, sheet(), replay, 1, tables);
    for (const key of deliveriesOf(events, new Set(['portal'] as const)).map(deliveryKey)) known.add(key);
    expect(gone(known, sheet())).toEqual([]);
  });

  it('declared again with the same armies and round: it stands, nobody hears of the old row', () => {
    const known = told(byPortal);
    expect(gone(known, sheet(row('Rote Faust', 'Eisenwölfe', 'a-2')))).toEqual([]);
  });

  it('the defender changed by hand: the old defender hears the attack is off, in words true for a change too', () => {
    const known = told(byPortal);
    expect(gone(known, sheet(row('Rote Faust', 'Aschegarde', 'a-1')))).toEqual([
      ['attackRemoved', 'attackRemoved:1:a-1:rote faust:eisenwölfe', ['Bert'], offText('Rote Faust', 'Anna', 'Eisenwölfe')],
    ]);
  });

  it('Angriffe unreadable (a required header gone, a title row above the header): nobody hears anything', () => {
    const known = told(byPortal, typed);
    const withoutDefender = sheet(byPortal, typed).map((r) => r.filter((_, i) => i !== 2));
    expect(gone(known, withoutDefender)).toEqual([]);
    const titled = [['Angriffe der Kampagne', '', '', '', '', '', '', ''], ...sheet(byPortal, typed)];
    expect(gone(known, titled)).toEqual([]);
    // Only the header left: every row deleted, which is said.
    expect(gone(known, sheet()).length).toBe(2);
  });

  describe('its battle already in Schlachten (reported or played): tidying Angriffe tells nobody', () => {
    /** Schlachten with the duel of round 1 under `status` (Status column as setup appends it). */
    const fought = (status: string) => {
      const t = campaign({ ...DUEL_LISTS, battles: [battle({ attacker: 'Rote Faust', defender: 'Eisenwölfe' })] });
      t.battles = [
        [...t.battles[0], ...CONFIRMATION_HEADER],
        [...t.battles[1], ...CONFIRMATION_HEADER.map((_, i) => (i === 0 ? status : ''))],
      ];
      return t;
    };
    const goneWith = (status: string, attacks: CellValue[][]) => {
      const t = fought(status);
      return declarationsNoLongerStanding(told(byPortal, typed), attacks, replayCampaign(t), 1, t).map((e) => e.id);
    };

    it.each(['', 'bestätigt', 'entschieden', 'gemeldet', 'bestritten', 'vielleicht'])(
      'Status „%s“: deleted, nobody hears it',
      (status) => {
        expect(goneWith(status, sheet(typed))).toEqual([]);
        // Typed „zurückgezogen“ after it was fought: no withdrawal either.
        expect(goneWith(status, sheet(row('Rote Faust', 'Eisenwölfe', 'a-1', 'zurückgezogen'), typed))).toEqual([]);
      },
    );

    it("verworfen: the report is none (A5), the deleted declaration is told; another round's battle is another battle", () => {
      expect(goneWith('verworfen', sheet(typed))).toEqual(['attackRemoved:1:a-1:rote faust:eisenwölfe']);
      const t = campaign({ ...DUEL_LISTS, battles: [battle({ round: 2, attacker: 'Rote Faust', defender: 'Eisenwölfe' })] });
      expect(declarationsNoLongerStanding(told(byPortal), sheet(), replayCampaign(t), 1, t).map((e) => e.id)).toEqual([
        'attackRemoved:1:a-1:rote faust:eisenwölfe',
      ]);
    });
  });

  it('a round already over (rows cleared after it), or no Angriffe sheet: nobody hears anything', () => {
    const known = told(byPortal);
    expect(gone(known, sheet(), 2)).toEqual([]);
    expect(gone(known, null)).toEqual([]);
  });

  it('a declaration of a later round deleted: told too', () => {
    const later = row('Rote Faust', 'Eisenwölfe', 'a-9', '', 2);
    const known = told(later);
    expect(gone(known, sheet()).map(([kind, id]) => [kind, id])).toEqual([
      ['attackRemoved', 'attackRemoved:2:a-9:rote faust:eisenwölfe'],
    ]);
  });

  it('other records (reports, other players) are left alone', () => {
    const known = new Set(['reportWaiting:x|portal|bert', 'attackDeclared:1:a-1:rote faust:eisenwölfe|mail|bert']);
    expect(gone(known, sheet())).toEqual([]);
    // An army whose name holds a colon is still found.
    const colon = campaign({ ...DUEL_LISTS, armies: [...DUEL_LISTS.armies, ['Klinge: Ost', 'Carla', 2]] });
    const colonReplay = replayCampaign(colon);
    const events = eventsOfChange(
      { tables: colon, settings, attacks: sheet() },
      { tables: colon, settings, attacks: sheet(row('Klinge: Ost', 'Eisenwölfe', 'k-1')) },
    );
    const keys = new Set(deliveriesOf(events, new Set(['portal'] as const)).map(deliveryKey));
    expect(declarationsNoLongerStanding(keys, sheet(), colonReplay, 1, colon).map((e) => e.id)).toEqual([
      'attackRemoved:1:k-1:klinge: ost:eisenwölfe',
    ]);
  });
});

// N2b/A7: the chat posted a declaration once the round's declarations were public; the organiser
// deleted its row or typed „zurückgezogen“ (A4: only he may, in the Schlachten phase). The chat
// read „Angesagt: …“: it reads once that the attack is off, as the defender does.
describe('a declaration the chat announced that no longer stands', () => {
  const byPortal = row('Rote Faust', 'Eisenwölfe', 'a-1');
  const posted = (...keys: string[]) => new Set(['attackPublic:1:a-1:rote faust:eisenwölfe|chat|chat', ...keys]);
  const chatOff = (known: Set<string>, attacks: CellValue[][] | null, round = 1, t: CampaignTables = tables) =>
    declarationsNoLongerStanding(known, attacks, replayCampaign(t), round, t)
      .filter((e) => e.players.length === 0)
      .map((e) => [e.kind, e.id, e.text, e.publicText]);

  it('deleted or changed by hand: the chat reads once that it is off, with both players (no private words)', () => {
    expect(chatOff(posted(), sheet())).toEqual([
      [
        'attackRemoved',
        'attackPublicOff:1:a-1:rote faust:eisenwölfe',
        '',
        'Angriff gestrichen: Rote Faust (Anna) greift Eisenwölfe (Bert) in Runde 1 nicht an.',
      ],
    ]);
    expect(chatOff(posted(), sheet(row('Rote Faust', 'Aschegarde', 'a-1'))).map(([, id]) => id)).toEqual([
      'attackPublicOff:1:a-1:rote faust:eisenwölfe',
    ]);
  });

  it('typed „zurückgezogen“: the chat reads the withdrawal', () => {
    expect(chatOff(posted(), sheet(row('Rote Faust', 'Eisenwölfe', 'a-1', 'zurückgezogen')))).toEqual([
      [
        'attackWithdrawn',
        'attackPublicOff:1:a-1:rote faust:eisenwölfe',
        '',
        'Angriff zurückgezogen: Rote Faust (Anna) greift Eisenwölfe (Bert) in Runde 1 doch nicht an.',
      ],
    ]);
  });

  it('said once; still standing, fought, of a round over, or never posted: nothing for the chat', () => {
    const events = declarationsNoLongerStanding(posted(), sheet(), replay, 1, tables);
    const said = deliveriesOf(events, new Set(['portal', 'chat'] as const)).map(deliveryKey);
    expect(said).toContain('attackPublicOff:1:a-1:rote faust:eisenwölfe|chat|chat');
    expect(chatOff(posted(...said), sheet())).toEqual([]);
    expect(chatOff(posted(), sheet(byPortal))).toEqual([]);
    expect(chatOff(posted(), sheet(row(' rote faust', 'EISENWÖLFE')))).toEqual([]);
    const fought = campaign({ ...DUEL_LISTS, battles: [battle({ attacker: 'Rote Faust', defender: 'Eisenwölfe' })] });
    expect(chatOff(posted(), sheet(), 1, fought)).toEqual([]);
    expect(chatOff(posted(), sheet(), 2)).toEqual([]);
    expect(chatOff(new Set(), sheet())).toEqual([]);
    expect(chatOff(posted(), null)).toEqual([]);
  });
});

// N1/A2: a row the organiser types into Angriffe counts like a declared one, but no save compares
// it with a „before“: its defender would never hear „Du wirst angegriffen“, nor the chat of it once
// the round's declarations are public. Found from the record, like the declarations gone.
describe('a declaration typed by hand, never told', () => {
  const on = [SETTINGS_HEADER, ['Phase', 'Befehle'], ['Angriffe ansagen', 'ja']];
  const public_ = [SETTINGS_HEADER, ['Phase', 'Schlachten'], ['Angriffe ansagen', 'ja']];
  const typed = row('Aschegarde', 'Sturmfalken');
  // A1: declarations apply only with a map.
  const map: CellValue[][] = [specHeaders(FIELDS_SPEC), ['Furt', '', '', 'Steppe', 1, 1], ['Steppe', '', '', 'Furt', 1, 2]];
  const mapped = { ...tables, fields: map };
  const untold = (
    known: Set<string>,
    attacks: CellValue[][] | null,
    s: CellValue[][] = on,
    round = 1,
    t: CampaignTables = mapped,
  ) =>
    declarationsNeverTold(known, attacks, s, replayCampaign(t), round, t).map((e) => [
      e.kind,
      e.id,
      e.players,
      e.text,
      e.publicText,
    ]);

  it('its defender hears it once, in the words and under the id a save would have told it', () => {
    const bySave = eventsOfChange({ tables, settings: on, attacks: sheet() }, { tables, settings: on, attacks: sheet(typed) });
    expect(untold(new Set(), sheet(typed))).toEqual(bySave.map((e) => [e.kind, e.id, e.players, e.text, undefined]));
    expect(bySave.map((e) => e.text)).toEqual([
      'Du wirst angegriffen: Aschegarde (Carla) greift in Runde 1 deine Armee Sturmfalken auf Furt an.',
    ]);
    // Recorded: said.
    expect(untold(told(typed), sheet(typed))).toEqual([]);
  });

  it('told already under another row (sorted, a row deleted above it) or its own Einreichungs-ID: nobody hears it again', () => {
    const byPortal = row('Rote Faust', 'Eisenwölfe', 'a-1');
    const known = told(byPortal, typed);
    expect(untold(known, sheet(row('Eisenwölfe', 'Aschegarde', '', 'zurückgezogen'), typed, byPortal))).toEqual([]);
    expect(untold(known, sheet(row('Aschegarde', 'Sturmfalken', '', '', 1), byPortal))).toEqual([]);
  });

  it('in the Schlachten phase it is public at once: the chat gets its line as the phase would have posted it', () => {
    const events = untold(told(typed), sheet(typed), public_);
    expect(events).toEqual([
      [
        'attackDeclared',
        'attackPublic:1:2:aschegarde:sturmfalken',
        [],
        '',
        'Angesagt: Aschegarde (Carla) greift Sturmfalken (Anna) auf Furt an.',
      ],
    ]);
    const chat = deliveriesOf(
      declarationsNeverTold(told(typed), sheet(typed), public_, replayCampaign(mapped), 1, mapped),
      new Set(['portal', 'chat'] as const),
    ).map(deliveryKey);
    expect(untold(new Set([...told(typed), ...chat]), sheet(typed), public_)).toEqual([]);
    // Never told at all: the defender privately, and the chat.
    expect(untold(new Set(), sheet(typed), public_).map(([, id]) => id)).toEqual([
      'attackDeclared:1:2:aschegarde:sturmfalken',
      'attackPublic:1:2:aschegarde:sturmfalken',
    ]);
  });

  it('withdrawn, of a round over, naming an army Armeen lacks, or already fought: nobody hears of it', () => {
    expect(untold(new Set(), sheet(row('Aschegarde', 'Sturmfalken', '', 'zurückgezogen')))).toEqual([]);
    expect(untold(new Set(), sheet(typed), on, 2)).toEqual([]);
    expect(untold(new Set(), sheet(row('Aschgarde', 'Sturmfalken')))).toEqual([]);
    const fought = campaign({ ...DUEL_LISTS, battles: [battle({ attacker: 'Aschegarde', defender: 'Sturmfalken' })] });
    expect(untold(new Set(), sheet(typed), on, 1, { ...fought, fields: map })).toEqual([]);
    // A later round's: told.
    expect(untold(new Set(), sheet(row('Aschegarde', 'Sturmfalken', '', '', 2))).map(([, id]) => id)).toEqual([
      'attackDeclared:2:2:aschegarde:sturmfalken',
    ]);
  });

  it('declarations switched off (A1 nein or missing), no Angriffe, or an unreadable one: nobody hears anything', () => {
    expect(untold(new Set(), sheet(typed), [SETTINGS_HEADER, ['Angriffe ansagen', 'nein']])).toEqual([]);
    expect(untold(new Set(), sheet(typed), [SETTINGS_HEADER])).toEqual([]);
    expect(untold(new Set(), sheet(typed), null as never)).toEqual([]);
    expect(untold(new Set(), null)).toEqual([]);
    expect(
      untold(
        new Set(),
        sheet(typed).map((r) => r.filter((_, i) => i !== 2)),
      ),
    ).toEqual([]);
    // A1 ja, but no map (REGELN A1: then it counts as nein).
    expect(untold(new Set(), sheet(typed), on, 1, tables)).toEqual([]);
  });

  it('a row copied (the same declaration twice): told once, posted once', () => {
    expect(untold(new Set(), sheet(typed, typed), public_).map(([, id]) => id)).toEqual([
      'attackDeclared:1:2:aschegarde:sturmfalken',
      'attackPublic:1:2:aschegarde:sturmfalken',
    ]);
  });

  it('no organiser row yet (Runde 0 read, round 1 current, R1): the chat gets it in the Schlachten phase', () => {
    expect(untold(told(typed), sheet(typed), public_, 0).map(([, id]) => id)).toEqual([
      'attackPublic:1:2:aschegarde:sturmfalken',
    ]);
  });

  it('told, then off (deleted or withdrawn by hand), then standing again: told again under a fresh id, once', () => {
    for (const offKey of ['attackRemoved', 'attackWithdrawn']) {
      const known = told(typed);
      known.add(`${offKey}:1:2:aschegarde:sturmfalken|portal|anna`);
      const again = untold(known, sheet(typed));
      expect(again).toEqual([
        [
          'attackDeclared',
          'attackDeclared:1:2~1:aschegarde:sturmfalken',
          ['Anna'],
          'Du wirst angegriffen: Aschegarde (Carla) greift in Runde 1 deine Armee Sturmfalken auf Furt an.',
          undefined,
        ],
      ]);
      known.add(`${again[0][1] as string}|portal|anna`);
      expect(untold(known, sheet(typed))).toEqual([]);
      // Off once more: the notice of the new telling is the one still to be said.
      expect(declarationsNoLongerStanding(known, sheet(), replayCampaign(mapped), 1, mapped).map((e) => e.id)).toEqual([
        'attackRemoved:1:2~1:aschegarde:sturmfalken',
      ]);
    }
  });

  it('posted, then off in the chat, then standing again: the chat gets its line again under a fresh id, once', () => {
    const known = new Set([
      ...told(typed),
      'attackPublic:1:2:aschegarde:sturmfalken|chat|chat',
      'attackPublicOff:1:2:aschegarde:sturmfalken|chat|chat',
    ]);
    const again = untold(known, sheet(typed), public_);
    expect(again).toEqual([
      [
        'attackDeclared',
        'attackPublic:1:2~1:aschegarde:sturmfalken',
        [],
        '',
        'Angesagt: Aschegarde (Carla) greift Sturmfalken (Anna) auf Furt an.',
      ],
    ]);
    known.add(`${again[0][1] as string}|chat|chat`);
    expect(untold(known, sheet(typed), public_)).toEqual([]);
    // Off once more: the chat reads of the new posting.
    const off = declarationsNoLongerStanding(known, sheet(), replayCampaign(mapped), 1, mapped).filter((e) => !e.players.length);
    expect(off.map((e) => e.id)).toEqual(['attackPublicOff:1:2~1:aschegarde:sturmfalken']);
  });

  // The organiser renames an army in Armeen and in Angriffe (by hand: no script, no „before“).
  // The record names the armies as they were told; the declaration is the same one.
  describe('an army renamed after its declarations were told', () => {
    const byPortal = row('Rote Faust', 'Eisenwölfe', 'a-1');
    const renamedArmies = (renames: Record<string, string>) => ({
      ...mapped,
      armies: campaign({
        ...DUEL_LISTS,
        armies: DUEL_LISTS.armies!.map(([name, ...rest]) => [renames[String(name)] ?? name, ...rest]),
      }).armies,
    });
    const known = () => {
      const k = told(byPortal, typed);
      // Public since the Schlachten phase: the chat posted both lines.
      k.add('attackPublic:1:a-1:rote faust:eisenwölfe|chat|chat');
      k.add('attackPublic:1:3:aschegarde:sturmfalken|chat|chat');
      return k;
    };

    it('the defender (by portal) or the attacker (typed by hand) renamed: nobody hears it again, the chat neither', () => {
      const t = renamedArmies({ Eisenwölfe: 'Eiswölfe', Aschegarde: 'Aschewacht' });
      const renamed = sheet(row('Rote Faust', 'Eiswölfe', 'a-1'), row('Aschewacht', 'Sturmfalken'));
      expect(untold(known(), renamed, on, 1, t)).toEqual([]);
      expect(untold(known(), renamed, public_, 1, t)).toEqual([]);
      // Nor is the told one off: it stands under its new name.
      expect(declarationsNoLongerStanding(known(), renamed, replayCampaign(t), 1, t)).toEqual([]);
    });

    it('an Einreichungs-ID whose stored fingerprint is all digits („a-1~12345678“): still the same declaration', () => {
      const stored = row('Rote Faust', 'Eisenwölfe', 'a-1~12345678');
      const t = renamedArmies({ Eisenwölfe: 'Eiswölfe' });
      expect(untold(told(stored), sheet(row('Rote Faust', 'Eiswölfe', 'a-1~12345678')), on, 1, t)).toEqual([]);
    });

    it('both armies renamed: the same declaration, told once', () => {
      const t = renamedArmies({ 'Rote Faust': 'Rote Hand', Eisenwölfe: 'Eiswölfe' });
      expect(untold(known(), sheet(row('Rote Hand', 'Eiswölfe', 'a-1'), typed), public_, 1, t)).toEqual([]);
    });

    it('a declaration on the renamed army typed by hand afterwards is new: told once', () => {
      const t = renamedArmies({ Eisenwölfe: 'Eiswölfe' });
      const attacks = sheet(row('Rote Faust', 'Eiswölfe', 'a-1'), typed, row('Aschegarde', 'Eiswölfe'));
      const events = untold(known(), attacks, on, 1, t);
      expect(events.map(([, id, players]) => [id, players])).toEqual([['attackDeclared:1:4:aschegarde:eiswölfe', ['Bert']]]);
      const after = new Set([...known(), `${events[0][1] as string}|portal|bert`]);
      expect(untold(after, attacks, on, 1, t)).toEqual([]);
    });

    it("its army gone from Armeen and the row retyped against another player's army: that player hears it", () => {
      const t = {
        ...mapped,
        armies: campaign({ ...DUEL_LISTS, armies: DUEL_LISTS.armies!.filter(([name]) => name !== 'Eisenwölfe') }).armies,
      };
      const events = untold(known(), sheet(row('Rote Faust', 'Aschegarde', 'a-1'), typed), on, 1, t);
      expect(events.map(([, id, players]) => [id, players])).toEqual([['attackDeclared:1:a-1:rote faust:aschegarde', ['Carla']]]);
    });

    it('a typed row renamed while Angriffe was sorted (the row moved): nobody hears it again, the chat neither', () => {
      // Told at sheet row 3; renamed and sorted, it now stands in row 2 (or 4, below a new row).
      const attacker = renamedArmies({ Aschegarde: 'Aschewacht' });
      const moved = sheet(row('Aschewacht', 'Sturmfalken'), byPortal);
      expect(untold(known(), moved, on, 1, attacker)).toEqual([]);
      expect(untold(known(), moved, public_, 1, attacker)).toEqual([]);
      expect(declarationsNoLongerStanding(known(), moved, replayCampaign(attacker), 1, attacker)).toEqual([]);
      const defender = renamedArmies({ Sturmfalken: 'Sturmkrähen' });
      const below = sheet(byPortal, row('Rote Faust', 'Eisenwölfe', 'a-2'), row('Aschegarde', 'Sturmkrähen'));
      expect(untold(known(), below, public_, 1, defender)).toEqual([]);
      expect(declarationsNoLongerStanding(known(), below, replayCampaign(defender), 1, defender)).toEqual([]);
    });

    it('renamed and moved, but two untold rows could be it: told again rather than guessed (the lesser harm)', () => {
      const renamed = renamedArmies({ Aschegarde: 'Aschewacht' });
      const t = { ...renamed, armies: [...renamed.armies, ['Neue Garde', 'Bert', 2, '']] };
      const attacks = sheet(row('Neue Garde', 'Sturmfalken'), byPortal, row('Aschewacht', 'Sturmfalken'));
      expect(untold(known(), attacks, on, 1, t).map(([, id, players]) => [id, players])).toEqual([
        ['attackDeclared:1:2:neue garde:sturmfalken', ['Anna']],
        ['attackDeclared:1:4:aschewacht:sturmfalken', ['Anna']],
      ]);
      // Nor is the told one said to be off: either row may be it.
      expect(declarationsNoLongerStanding(known(), attacks, replayCampaign(t), 1, t)).toEqual([]);
    });

    it('renamed, then deleted: the defender hears it is off under the names he was told, the chat too', () => {
      const t = renamedArmies({ Eisenwölfe: 'Eiswölfe', Aschegarde: 'Aschewacht' });
      const off = declarationsNoLongerStanding(known(), sheet(), replayCampaign(t), 1, t);
      expect(off.map((e) => [e.kind, e.id, e.players, e.text, e.publicText])).toEqual([
        [
          'attackRemoved',
          'attackRemoved:1:a-1:rote faust:eisenwölfe',
          ['Bert'],
          offText('Rote Faust', 'Anna', 'Eisenwölfe'),
          undefined,
        ],
        [
          'attackRemoved',
          'attackRemoved:1:3:aschegarde:sturmfalken',
          ['Anna'],
          'Angriff gestrichen: Die Spielleitung hat die Ansage gelöscht oder geändert – Aschegarde greift deine Armee Sturmfalken in Runde 1 nicht an.',
          undefined,
        ],
        [
          'attackRemoved',
          'attackPublicOff:1:a-1:rote faust:eisenwölfe',
          [],
          '',
          'Angriff gestrichen: Rote Faust (Anna) greift Eisenwölfe in Runde 1 nicht an.',
        ],
        [
          'attackRemoved',
          'attackPublicOff:1:3:aschegarde:sturmfalken',
          [],
          '',
          'Angriff gestrichen: Aschegarde greift Sturmfalken (Anna) in Runde 1 nicht an.',
        ],
      ]);
      // Said once.
      const said = new Set([...known(), ...deliveriesOf(off, new Set(['portal', 'chat'] as const)).map(deliveryKey)]);
      expect(declarationsNoLongerStanding(said, sheet(), replayCampaign(t), 1, t)).toEqual([]);
    });

    it("renamed, then typed „zurückgezogen“: told as the withdrawal, in today's names", () => {
      const t = renamedArmies({ Eisenwölfe: 'Eiswölfe' });
      const off = declarationsNoLongerStanding(
        told(byPortal),
        sheet(row('Rote Faust', 'Eiswölfe', 'a-1', 'zurückgezogen')),
        replayCampaign(t),
        1,
        t,
      );
      expect(off.map((e) => [e.kind, e.id, e.players, e.text])).toEqual([
        [
          'attackWithdrawn',
          'attackWithdrawn:1:a-1:rote faust:eisenwölfe',
          ['Bert'],
          'Angriff zurückgezogen: Rote Faust (Anna) greift Eiswölfe in Runde 1 doch nicht an.',
        ],
      ]);
    });

    it('renamed, then deleted: the old name spelt as Schlachten still spells it (an earlier round), else capitalised', () => {
      const renamed = renamedArmies({ Aschegarde: 'Aschewacht' });
      const t = {
        ...renamed,
        battles: campaign({ ...DUEL_LISTS, battles: [battle({ round: 0, attacker: 'AscheGarde', defender: 'Rote Faust' })] })
          .battles,
      };
      const texts = (tables: CampaignTables) =>
        declarationsNoLongerStanding(told(typed), sheet(), replayCampaign(tables), 1, tables).map((e) => e.text);
      expect(texts(t)).toEqual([expect.stringContaining('– AscheGarde greift deine Armee Sturmfalken')]);
      expect(texts(renamed)).toEqual([expect.stringContaining('– Aschegarde greift deine Armee Sturmfalken')]);
    });

    // REGELN N1 „Offen“: without a „before“, a typed row's army deleted (not renamed) and a new typed
    // row that may be the old one look like a rename and a sort.
    it.failing('an army deleted, its typed row deleted, one new typed row that may be it: that one is told', () => {
      const t = { ...mapped, armies: [...mapped.armies.filter((r) => r[0] !== 'Aschegarde'), ['Neue Garde', 'Bert', 2, '']] };
      const attacks = sheet(row('Neue Garde', 'Sturmfalken'), byPortal);
      expect(untold(known(), attacks, on, 1, t).map(([, id]) => id)).toEqual(['attackDeclared:1:2:neue garde:sturmfalken']);
    });

    it('renamed in Armeen only (Angriffe not yet), or renamed, played and then tidied away: nobody hears anything', () => {
      const t = renamedArmies({ Eisenwölfe: 'Eiswölfe' });
      expect(declarationsNoLongerStanding(known(), sheet(byPortal, typed), replayCampaign(t), 1, t)).toEqual([]);
      const played = {
        ...t,
        battles: campaign({ ...DUEL_LISTS, battles: [battle({ attacker: 'Rote Faust', defender: 'Eiswölfe' })] }).battles,
      };
      expect(declarationsNoLongerStanding(known(), sheet(typed), replayCampaign(played), 1, played)).toEqual([]);
    });
  });
});
