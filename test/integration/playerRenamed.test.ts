// A player renamed, or an army handed to another player, after a report or a declaration — the
// organiser edits Spieler and Armeen by hand; Gemeldet von and Angesagt von keep the name as it
// was sent. Through the built add-on in the offline twin: who may answer a report (C3), whose link
// still works (C8), what „Wartet auf dich“ shows, who may withdraw a declaration (A4). Rights
// follow the army's player as Armeen names it at the moment of the answer; where the row no
// longer tells which side reported, it waits for the organiser — never for its own reporter.
import { AddonHandle, OfflineSpreadsheet, workbookToJson } from '../../src/offline';
import type { PortalData } from '../../src/shared/portalContract';
import type { OpenReportsData } from '../../src/shared/reportsContract';
import { answerNow, MAP_CAMPAIGN, playerTokens, SMALL_CAMPAIGN, valuesOf, workbookWith } from './campaignWorkbook';
import { CONFIRMATION_HEADER } from '../rules/campaign/fixture';

const REPORTED_AT = new Date(2026, 10, 20, 19, 30);

type Answer = { ok: boolean; field?: string; message?: string; [key: string]: unknown };

function battle(round: number, attacker: string, defender: string, reportedBy: string): (string | number | Date)[] {
  const base = [round, '', attacker, defender, 0, 0, 30, 20, '', 0, 0, '', '', '', '', ''];
  return [...base, 'gemeldet', reportedBy, REPORTED_AT, '', '', ''];
}

/**
 * Row 2: Grüne Flut (Bernd) against Rote Faust (Anna), reported by Anna — it waits for Bernd.
 * Row 3: Eisenwölfe (Bernd) against Sternenspeer (Clara), reported by Bernd — it waits for Clara.
 */
function campaign(): { workbook: OfflineSpreadsheet; addon: AddonHandle } {
  return workbookWith(
    {
      ...SMALL_CAMPAIGN,
      Spieler: [...SMALL_CAMPAIGN.Spieler, ['Clara', 'Aeldari', 300]],
      Armeen: [...SMALL_CAMPAIGN.Armeen, ['Sternenspeer', 'Clara', 2, '']],
      Schlachten: [
        [...SMALL_CAMPAIGN.Schlachten[0], ...CONFIRMATION_HEADER],
        battle(1, 'Grüne Flut', 'Rote Faust', 'Anna'),
        battle(1, 'Eisenwölfe', 'Sternenspeer', 'Bernd'),
      ],
    },
    'orga@example.com',
  );
}

/** The organiser renames `from` in Spieler and, as the strict list then asks, in Armeen. */
function rename(workbook: OfflineSpreadsheet, from: string, to: string): void {
  for (const sheet of ['Spieler', 'Armeen']) {
    const values = valuesOf(workbook, sheet);
    const column = sheet === 'Spieler' ? 0 : 1;
    values.forEach((r, i) => {
      if (i > 0 && r[column] === from)
        workbook
          .getSheetByName(sheet)!
          .getRange(i + 1, column + 1)
          .setValue(to);
    });
  }
}

/** The organiser hands `army` to `player` in Armeen. */
function handOver(workbook: OfflineSpreadsheet, army: string, player: string): void {
  const row = valuesOf(workbook, 'Armeen').findIndex((r) => r[0] === army);
  workbook
    .getSheetByName('Armeen')!
    .getRange(row + 1, 2)
    .setValue(player);
}

const snapshot = (workbook: OfflineSpreadsheet) => JSON.stringify(workbookToJson(workbook));
const cell = (workbook: OfflineSpreadsheet, row: number, header: string) => {
  const values = valuesOf(workbook, 'Schlachten');
  return values[row - 1][(values[0] as string[]).indexOf(header)];
};
const ROW2 = { zeile: 2, runde: 1, angreifer: 'Grüne Flut', verteidiger: 'Rote Faust' };
const ROW3 = { zeile: 3, runde: 1, angreifer: 'Eisenwölfe', verteidiger: 'Sternenspeer' };

function portal(workbook: OfflineSpreadsheet, addon: AddonHandle) {
  const token = playerTokens(workbook, addon);
  return {
    token,
    data: (who: string) => addon.webApp.run('getPortalData', token(who)) as PortalData,
    answer: (who: string, payload: object) => answerNow(workbook, addon, token(who), payload) as Answer,
  };
}

describe('the player a report waits for is renamed (Bernd → Bernhard)', () => {
  it('the old link stops; the new name’s link shows „Wartet auf dich“ and confirms; Bestätigt von is the new name', () => {
    const { workbook, addon } = campaign();
    const old = playerTokens(workbook, addon)('Bernd');
    rename(workbook, 'Bernd', 'Bernhard');
    const before = snapshot(workbook);
    const dead = answerNow(workbook, addon, old, { ...ROW2, aktion: 'bestätigen' }) as Answer;
    expect(dead).toMatchObject({ ok: false, message: expect.stringContaining('nicht mehr in der Spielerliste') });
    expect(snapshot(workbook)).toBe(before);

    const p = portal(workbook, addon);
    expect(p.data('Bernhard').waiting.toAnswer.map((r) => [r.zeile, r.gemeldetVon])).toEqual([[2, 'Anna']]);
    expect(p.answer('Anna', { ...ROW2, aktion: 'bestätigen' })).toMatchObject({ ok: false });
    expect(p.answer('Bernhard', { ...ROW2, aktion: 'bestätigen' })).toMatchObject({ ok: true, status: 'bestätigt' });
    expect(cell(workbook, 2, 'Bestätigt von')).toBe('Bernhard');
    expect(cell(workbook, 2, 'Gemeldet von')).toBe('Anna');
  });
});

describe('the reporter is renamed (Bernd → Bernhard): the row no longer tells which side reported', () => {
  it('he cannot confirm his own report under the new name; it waits for the organiser, and says so', () => {
    const { workbook, addon } = campaign();
    rename(workbook, 'Bernd', 'Bernhard');
    const p = portal(workbook, addon);
    const before = snapshot(workbook);
    expect(p.data('Bernhard').waiting.toAnswer.map((r) => r.zeile)).toEqual([2]);
    const own = p.answer('Bernhard', { ...ROW3, aktion: 'bestätigen' });
    expect(own).toMatchObject({ ok: false });
    expect(own.message).toContain('Spielleitung');
    // Nor Clara: the add-on cannot tell whether she is the other side or the reporter's successor.
    expect(p.data('Clara').waiting.toAnswer).toEqual([]);
    expect(p.answer('Clara', { ...ROW3, aktion: 'bestätigen' })).toMatchObject({ ok: false });
    expect(snapshot(workbook)).toBe(before);
    // Nothing is lost: both players still see it as open, with the reason; so does the organiser.
    // Players never see the sheet: who decides, not which column the organiser fills in.
    // Neither reads it as his own report any more (user test 32): it is of their armies.
    const shown = p.data('Clara').waiting.others.find((r) => r.zeile === 3)!;
    expect(shown.pruefung).toBe('Gemeldet von Bernd, der keine der beiden Armeen mehr spielt – die Spielleitung entscheidet.');
    expect(p.data('Bernhard').waiting.others.map((r) => [r.zeile, r.zurueckziehen])).toEqual([[3, false]]);
    expect(p.data('Bernhard').waiting.mine).toEqual([]);
    const open = addon.runFromClient('getOpenReports') as OpenReportsData;
    expect(open.meldungen.find((m) => m.zeile === 3)!.pruefung).toBe(
      'Gemeldet von Bernd, der keine der beiden Armeen mehr spielt (umbenannt oder Armee übergeben?) – bestätigen kann jetzt nur die Spielleitung; ' +
        'trägt sie in „Gemeldet von“ den heutigen Spieler der meldenden Armee ein, wartet die Meldung wieder auf den Gegner.',
    );
  });

  it('with the new name written into Gemeldet von it waits for Clara again, and Bernhard may withdraw it', () => {
    const { workbook, addon } = campaign();
    rename(workbook, 'Bernd', 'Bernhard');
    workbook
      .getSheetByName('Schlachten')!
      .getRange(3, (valuesOf(workbook, 'Schlachten')[0] as string[]).indexOf('Gemeldet von') + 1)
      .setValue('Bernhard');
    const p = portal(workbook, addon);
    expect(p.data('Clara').waiting.toAnswer.map((r) => r.zeile)).toEqual([3]);
    expect(p.data('Bernhard').waiting.mine.map((r) => [r.zeile, r.zurueckziehen])).toEqual([[3, true]]);
    expect(p.answer('Clara', { ...ROW3, aktion: 'bestätigen' })).toMatchObject({ ok: true, status: 'bestätigt' });
  });
});

describe('an army handed over after the report', () => {
  it('the answering side’s army: its player now answers, the former one no longer', () => {
    const { workbook, addon } = campaign();
    handOver(workbook, 'Grüne Flut', 'Clara');
    const p = portal(workbook, addon);
    expect(p.data('Bernd').waiting.toAnswer.map((r) => r.zeile)).toEqual([]);
    // Row 3 waited for her anyway.
    expect(p.data('Clara').waiting.toAnswer.map((r) => r.zeile)).toEqual([2, 3]);
    expect(p.answer('Bernd', { ...ROW2, aktion: 'bestätigen' })).toMatchObject({ ok: false });
    expect(p.answer('Clara', { ...ROW2, aktion: 'bestätigen' })).toMatchObject({ ok: true });
    expect(cell(workbook, 2, 'Bestätigt von')).toBe('Clara');
  });

  it('the reporting side’s army: its new player cannot confirm the report of the army’s former player', () => {
    const { workbook, addon } = campaign();
    // Anna reported row 2 for Rote Faust; Rote Faust is Clara’s now, Anna plays on with Späte Garde.
    handOver(workbook, 'Rote Faust', 'Clara');
    const p = portal(workbook, addon);
    expect(p.data('Clara').waiting.toAnswer.map((r) => r.zeile)).toEqual([3]);
    expect(p.data('Bernd').waiting.toAnswer.map((r) => r.zeile)).toEqual([]);
    expect(p.answer('Clara', { ...ROW2, aktion: 'bestätigen' })).toMatchObject({ ok: false });
    expect(p.answer('Anna', { ...ROW2, aktion: 'bestätigen' })).toMatchObject({ ok: false });
    expect(p.answer('Bernd', { ...ROW2, aktion: 'bestätigen' })).toMatchObject({ ok: false });
  });
});

describe('the declaring player is renamed (Anna → Annika) in the Befehle phase', () => {
  it('the declaration goes with the army: Annika withdraws it, Bernd’s refusal to move names her', () => {
    const { workbook, addon } = workbookWith(MAP_CAMPAIGN, 'orga@example.com');
    addon.run('setupCampaign');
    expect(addon.run('startNewRound', 1, 1000)).toMatchObject({ ok: true });
    const before = portal(workbook, addon);
    const declared = addon.webApp.run('declareAttack', before.token('Anna'), {
      angreifer: 'Rote Faust',
      verteidiger: 'Eisenwölfe',
      einreichungsId: 'a-1',
    }) as Answer;
    expect(declared).toMatchObject({ ok: true, zeile: 2 });
    rename(workbook, 'Anna', 'Annika');
    const p = portal(workbook, addon);
    const mine = p.data('Annika').round.myDeclarations;
    expect(mine.map((d) => [d.attacker, d.declaredBy, d.mayWithdraw])).toEqual([['Rote Faust', 'Anna', true]]);
    expect(p.data('Bernd').round.againstMe.map((d) => d.attackerPlayer)).toEqual(['Annika']);
    const flee = { art: 'Bewegung', armee: 'Eisenwölfe', feld: 'Ödland', runde: 1, datum: '2026-11-24', einreichungsId: 'b-1' };
    const refused = addon.webApp.run('bookForArmy', p.token('Bernd'), flee) as Answer;
    expect(refused.message).toContain('oder Annika zieht die Ansage zurück');
    const withdrawal = { runde: 1, angreifer: 'Rote Faust', verteidiger: 'Eisenwölfe', zeile: 2, einreichungsId: 'w-1' };
    expect(addon.webApp.run('withdrawAttack', p.token('Bernd'), withdrawal)).toMatchObject({ ok: false });
    expect(addon.webApp.run('withdrawAttack', p.token('Annika'), withdrawal)).toMatchObject({
      ok: true,
      status: 'zurückgezogen',
    });
  });
});

describe('Gemeldet von emptied by hand on a player’s report (Gemeldet am kept)', () => {
  it('neither the reporter nor the opponent may answer; it waits for the organiser, and says so', () => {
    const { workbook, addon } = campaign();
    workbook
      .getSheetByName('Schlachten')!
      .getRange(3, (valuesOf(workbook, 'Schlachten')[0] as string[]).indexOf('Gemeldet von') + 1)
      .setValue('');
    const p = portal(workbook, addon);
    const before = snapshot(workbook);
    // Bernd reported it: without his name the add-on cannot tell which side he is — nor can he confirm it himself.
    expect(p.data('Bernd').waiting.toAnswer.map((r) => r.zeile)).toEqual([2]);
    expect(p.data('Clara').waiting.toAnswer).toEqual([]);
    for (const who of ['Bernd', 'Clara']) {
      const answer = p.answer(who, { ...ROW3, aktion: 'bestätigen' });
      expect(answer).toMatchObject({ ok: false });
      expect(answer.message).toContain('nur die Spielleitung');
      expect(p.answer(who, { ...ROW3, aktion: 'zurückziehen' })).toMatchObject({ ok: false });
    }
    expect(snapshot(workbook)).toBe(before);
    const shown = p.data('Clara').waiting.others.find((r) => r.zeile === 3)!;
    expect(shown.pruefung).toBe(
      'Gemeldet von einem Spieler, dessen Name nicht mehr eingetragen ist – die Spielleitung entscheidet.',
    );
    const open = addon.runFromClient('getOpenReports') as OpenReportsData;
    expect(open.meldungen.find((m) => m.zeile === 3)!.pruefung).toBe(
      'Gemeldet von einem Spieler, dessen Name in „Gemeldet von“ fehlt – bestätigen kann jetzt nur die Spielleitung; ' +
        'trägt sie dort den Spieler der meldenden Armee ein, wartet die Meldung wieder auf den Gegner.',
    );
  });
});
