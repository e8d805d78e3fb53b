// R1 with R6's confirmation, through the built add-on in the offline twin: an organiser's entry in
// „Schlacht eintragen“ or „Buchung eintragen“ that names a Runde after the current one would begin
// that round for every player (user test 34: Runde 7 typed during Runde 6, no Versorgung, no
// Befehlsphase). The form is refused — nothing written — until the organiser confirms; a retry
// of the saved entry stays idempotent. A player's report or booking never names a later round.
import { AddonHandle, OfflineSpreadsheet, workbookToJson } from '../../src/offline';
import type { BattlePayload } from '../../src/shared/battleContract';
import type { PortalData } from '../../src/shared/portalContract';
import { MAP_CAMPAIGN, playerTokens, smallCampaignBattle, WEB_APP_URL, workbookWith } from './campaignWorkbook';

type Answer = {
  ok: boolean;
  field?: string;
  message?: string;
  aenderungen?: string[];
  doppelt?: boolean;
  [key: string]: unknown;
};

/** The campaign in round 1 begun by „Neue Runde beginnen“, in its Schlachtphase. */
function campaignInRound1(): { workbook: OfflineSpreadsheet; addon: AddonHandle; token: (player: string) => string } {
  const { workbook, addon } = workbookWith(MAP_CAMPAIGN, 'orga@example.com');
  addon.environment.webAppUrl = WEB_APP_URL;
  addon.run('setupCampaign');
  const token = playerTokens(workbook, addon);
  expect(addon.run('startNewRound', 1, 1000)).toMatchObject({ ok: true, runde: 1 });
  expect(addon.run('startBattlePhase')).toMatchObject({ ok: true, runde: 1 });
  return { workbook, addon, token };
}

const snapshot = (workbook: OfflineSpreadsheet) => JSON.stringify(workbookToJson(workbook));
/** The Sheets (and Sheets API) calls of `run` that change something. */
const writesOf = (workbook: OfflineSpreadsheet, run: () => unknown) => {
  const { byMethod } = workbook.calls.measure(run);
  return Object.keys(byMethod).filter((m) => /\.(set|append|insert|delete|clear|batchUpdate|update)/i.test(m));
};
const roundOf = (addon: AddonHandle, token: string) => (addon.webApp.run('getPortalData', token) as PortalData).round;

const battleInRound2 = (id: string): BattlePayload => ({ ...smallCampaignBattle(id), runde: 2, rueckzug: 'Ödland' });

describe('an organiser entry naming the next round', () => {
  it('„Schlacht eintragen“: asked first, nothing written; saved when confirmed; a retry is answered by its row', () => {
    const { workbook, addon, token } = campaignInRound1();
    const before = snapshot(workbook);
    let asked: Answer | undefined;
    expect(writesOf(workbook, () => (asked = addon.runFromClient('submitBattle', battleInRound2('o-1')) as Answer))).toEqual([]);
    expect(asked).toMatchObject({ ok: false });
    expect(asked!.message).toMatch(
      /^Dieser Eintrag beginnt eine neue Runde: Runde 2 hat noch nicht begonnen \(laufend ist Runde 1\)/,
    );
    expect(asked!.message).toMatch(/Trotzdem speichern\?$/);
    expect(asked!.aenderungen).toEqual([
      expect.stringContaining('beginnt Runde 2 sofort für alle Spieler, ohne Versorgungsphase'),
    ]);
    expect(asked!.aenderungen![0]).toContain('Erweiterungen → Kriegsrat → Neue Runde beginnen');
    expect(snapshot(workbook)).toBe(before);
    // Every portal still stands in round 1.
    expect(roundOf(addon, token('Anna'))).toMatchObject({ round: 1 });

    // Sent again unconfirmed (the same Einreichungs-ID): asked again, still nothing written.
    expect(addon.runFromClient('submitBattle', battleInRound2('o-1'))).toMatchObject({
      ok: false,
      aenderungen: asked!.aenderungen,
    });
    expect(snapshot(workbook)).toBe(before);

    const saved = addon.runFromClient('submitBattle', { ...battleInRound2('o-1'), aenderungenBestaetigt: true }) as Answer;
    expect(saved).toMatchObject({ ok: true, zeile: 2, doppelt: false });
    expect(roundOf(addon, token('Anna'))).toMatchObject({ round: 2 });

    // A retry of the saved entry — confirmed or not — is answered by its row, writing nothing.
    const after = snapshot(workbook);
    expect(addon.runFromClient('submitBattle', battleInRound2('o-1'))).toMatchObject({ ok: true, zeile: 2, doppelt: true });
    expect(addon.runFromClient('submitBattle', { ...battleInRound2('o-1'), aenderungenBestaetigt: true })).toMatchObject({
      ok: true,
      zeile: 2,
      doppelt: true,
    });
    expect(snapshot(workbook)).toBe(after);
  });

  it('„Buchung eintragen“: asked first, nothing written; saved when confirmed', () => {
    const { workbook, addon, token } = campaignInRound1();
    const upgrade = { art: 'Aufwertung', runde: 2, datum: '2026-11-27', armee: 'Rote Faust', stufen: 1, einreichungsId: 'u-1' };
    const before = snapshot(workbook);
    let asked: Answer | undefined;
    expect(writesOf(workbook, () => (asked = addon.runFromClient('submitBooking', upgrade) as Answer))).toEqual([]);
    expect(asked).toMatchObject({ ok: false, aenderungen: [expect.stringContaining('Runde 2 hat noch nicht begonnen')] });
    expect(snapshot(workbook)).toBe(before);
    expect(roundOf(addon, token('Bernd'))).toMatchObject({ round: 1 });

    expect(addon.runFromClient('submitBooking', { ...upgrade, aenderungenBestaetigt: true })).toMatchObject({
      ok: true,
      doppelt: false,
    });
    expect(roundOf(addon, token('Bernd'))).toMatchObject({ round: 2 });
    expect(addon.runFromClient('submitBooking', upgrade)).toMatchObject({ ok: true, doppelt: true });
  });

  it('an entry of the current or an earlier round is saved at once', () => {
    const { addon } = campaignInRound1();
    const upgrade = { art: 'Aufwertung', runde: 1, datum: '2026-11-20', armee: 'Rote Faust', stufen: 1, einreichungsId: 'u-1' };
    expect(addon.runFromClient('submitBooking', upgrade)).toMatchObject({ ok: true });
    expect(addon.runFromClient('submitBattle', { ...smallCampaignBattle('o-1'), rueckzug: 'Ödland' })).toMatchObject({
      ok: true,
    });
  });
});

describe("a player's entry through the portal never names a later round (R3, R4)", () => {
  it('a report of the next round is refused at Runde, nothing written', () => {
    const { workbook, addon, token } = campaignInRound1();
    const before = snapshot(workbook);
    expect(addon.webApp.run('reportBattle', token('Anna'), battleInRound2('r-1'))).toMatchObject({ ok: false, field: 'round' });
    expect(snapshot(workbook)).toBe(before);
    expect(roundOf(addon, token('Anna'))).toMatchObject({ round: 1 });
  });
});
