// Issue 23 through the built add-on in the offline twin: a round as organiser and players live
// it — Neue Runde (Phase Befehle), a declaration (A3) sent twice and written once, withdrawn
// (A4) and declared again, Schlachtphase beginnen (R2), the declared battle reported (A5),
// withdrawn by its reporter (C10), reported again, disputed with a proposal (C11), decided for
// the proposal by the organiser — and what each player's portal data says on the way (R7, C9).
import { AddonHandle, OfflineSpreadsheet, workbookToJson } from '../../src/offline';
import type { BattlePayload } from '../../src/shared/battleContract';
import type { PortalData } from '../../src/shared/portalContract';
import {
  answerNow,
  decideNow,
  MAP_CAMPAIGN,
  OEDLAND_KORREKTUR,
  playerTokens,
  smallCampaignBattle,
  valuesOf,
  WEB_APP_URL,
  workbookWith,
} from './campaignWorkbook';
import { organiserWording } from '../rules/playerWording';

type Answer = { ok: boolean; field?: string; message?: string; [key: string]: unknown };

function campaign(): { workbook: OfflineSpreadsheet; addon: AddonHandle; token: (player: string) => string } {
  const { workbook, addon } = workbookWith(MAP_CAMPAIGN, 'orga@example.com');
  addon.environment.webAppUrl = WEB_APP_URL;
  // Clara: a player without an army, who sees only what is public.
  workbook.getSheetByName('Spieler')!.appendRow(['Clara', 'Aeldari', 0]);
  addon.run('setupCampaign');
  const token = playerTokens(workbook, addon);
  return { workbook, addon, token };
}

const snapshot = (workbook: OfflineSpreadsheet) => JSON.stringify(workbookToJson(workbook));
const rowsOf = (workbook: OfflineSpreadsheet, sheet: string) => {
  const [header, ...rows] = valuesOf(workbook, sheet);
  return rows.filter((r) => r.some((c) => c !== '')).map((r) => Object.fromEntries(header.map((h, i) => [String(h), r[i]])));
};
const setting = (workbook: OfflineSpreadsheet, name: string) =>
  valuesOf(workbook, 'Einstellungen').find((r) => r[0] === name)?.[1];

/** Rote Faust (Anna, Hügel) beats Eisenwölfe (Bernd, Furt), who retreat to Ödland. */
const battle = (id: string): BattlePayload => ({ ...smallCampaignBattle(id), rueckzug: 'Ödland' });

test('a full round: orders, declaration, battle phase, report, withdrawal, dispute with proposal, decision', () => {
  const { workbook, addon, token } = campaign();
  // An answer is sent as the portal sends it: with the stand of the card it answers (loaded just now).
  const run = (name: string, who: string, payload: object) =>
    (name === 'answerReport'
      ? answerNow(workbook, addon, token(who), payload)
      : addon.webApp.run(name, token(who), payload)) as Answer;
  const data = (who: string) => addon.webApp.run('getPortalData', token(who)) as PortalData;

  // A new sheet: declarations on (A1), the phase Schlachten until the organiser begins a round (R2).
  expect(setting(workbook, 'Angriffe ansagen')).toBe('ja');
  expect(addon.run('startNewRound', 1, 1000)).toMatchObject({ ok: true });
  expect(setting(workbook, 'Phase')).toBe('Befehle');
  const anna = data('Anna').round;
  expect(anna).toMatchObject({ round: 1, phase: 'Befehle', declarationsOn: true });
  expect(anna.declare.allowed).toBe(true);
  expect(anna.report).toMatchObject({ allowed: false });
  expect(anna.armies.find((a) => a.army === 'Rote Faust')!.targets.map((t) => [t.army, t.player, t.field])).toEqual([
    ['Eisenwölfe', 'Bernd', 'Furt'],
  ]);

  // A report in the Befehle phase is refused at Runde (R3), nothing written.
  let before = snapshot(workbook);
  expect(run('reportBattle', 'Anna', battle('r-0'))).toMatchObject({ ok: false, field: 'round' });
  expect(snapshot(workbook)).toBe(before);

  // A3: declared; sent twice, written once.
  const declaration = { angreifer: 'Rote Faust', verteidiger: 'Eisenwölfe', einreichungsId: 'a-1' };
  // An id that is no token (the cell holds "id~fingerprint") is refused at its field, nothing written.
  before = snapshot(workbook);
  expect(run('declareAttack', 'Anna', { ...declaration, einreichungsId: 'a~0123abcd' })).toMatchObject({
    ok: false,
    field: 'submissionId',
  });
  expect(snapshot(workbook)).toBe(before);
  expect(run('declareAttack', 'Anna', declaration)).toMatchObject({ ok: true, zeile: 2, feld: 'Furt', doppelt: false });
  before = snapshot(workbook);
  expect(run('declareAttack', 'Anna', declaration)).toMatchObject({ ok: true, zeile: 2, doppelt: true });
  expect(snapshot(workbook)).toBe(before);
  expect(rowsOf(workbook, 'Angriffe')).toEqual([
    expect.objectContaining({
      Runde: 1,
      Angreifer: 'Rote Faust',
      Verteidiger: 'Eisenwölfe',
      Feld: 'Furt',
      'Angesagt von': 'Anna',
      Status: '',
    }),
  ]);
  expect(rowsOf(workbook, 'Angriffe')[0]['Angesagt am']).toBeInstanceOf(Date);
  // A second declaration of the same army is refused at the field; Bernd cannot declare with Anna's army.
  expect(run('declareAttack', 'Anna', { ...declaration, einreichungsId: 'a-2' })).toMatchObject({ ok: false, field: 'attacker' });
  expect(run('declareAttack', 'Bernd', { ...declaration, einreichungsId: 'a-3' })).toMatchObject({
    ok: false,
    field: 'attacker',
  });
  // The defender sees it at once (A7); the others' round lists stay empty until the battles.
  const bernd = data('Bernd').round;
  expect(bernd.againstMe.map((d) => [d.attacker, d.attackerPlayer, d.field, d.declaredBy])).toEqual([
    ['Rote Faust', 'Anna', 'Furt', 'Anna'],
  ]);
  expect(data('Clara').round.roundDeclarations).toEqual([]);
  expect(data('Clara').report.lines.join('\n')).not.toContain('Angesagte Angriffe');

  // A4: only Anna withdraws it; then she declares again.
  // The portal names the declaration's row (the page's DeclarationView.row + 2).
  expect(data('Anna').round.myDeclarations.map((d) => d.row)).toEqual([0]);
  const withdrawal = { runde: 1, angreifer: 'Rote Faust', verteidiger: 'Eisenwölfe', zeile: 2, einreichungsId: 'w-1' };
  expect(run('withdrawAttack', 'Bernd', withdrawal)).toMatchObject({ ok: false });
  // A page's row that came unreadable: refused in words a player reads (no „Zeile“: players never see the sheet).
  expect(run('withdrawAttack', 'Anna', { ...withdrawal, zeile: 'x' })).toEqual({
    ok: false,
    field: 'attacker',
    message: 'Die Ansage kam unlesbar an; nichts wurde gespeichert. Bitte „Aktualisieren“ antippen.',
  });
  expect(run('withdrawAttack', 'Anna', withdrawal)).toMatchObject({ ok: true, status: 'zurückgezogen', doppelt: false });
  expect(run('withdrawAttack', 'Anna', withdrawal)).toMatchObject({ ok: true, doppelt: true });
  expect(rowsOf(workbook, 'Angriffe')[0].Status).toBe('zurückgezogen');
  expect(run('declareAttack', 'Anna', { ...declaration, einreichungsId: 'a-4' })).toMatchObject({ ok: true, zeile: 3 });
  // The first withdrawal resent now (its answer lost): done, the new declaration stands.
  expect(run('withdrawAttack', 'Anna', withdrawal)).toMatchObject({ ok: true, zeile: 2, doppelt: true });
  expect(rowsOf(workbook, 'Angriffe')[1].Status).toBe('');

  // R2: the battle phase begins; bookings and declarations are closed.
  expect(addon.run('startBattlePhase')).toMatchObject({ ok: true, runde: 1, phase: 'Schlachten' });
  expect(setting(workbook, 'Phase')).toBe('Schlachten');
  const move = { art: 'Bewegung', armee: 'Rote Faust', feld: 'Nordwacht', runde: 1, datum: '2026-11-24', einreichungsId: 'b-1' };
  expect(run('bookForArmy', 'Anna', move)).toMatchObject({ ok: false, field: 'round' });
  expect(data('Anna').round.reportable).toEqual([
    { round: 1, attacker: 'Rote Faust', attackerPlayer: 'Anna', defender: 'Eisenwölfe', defenderPlayer: 'Bernd', field: 'Furt' },
  ]);
  expect(data('Clara').round.roundDeclarations.map((d) => [d.attacker, d.withdrawn, d.played])).toEqual([
    ['Rote Faust', true, false],
    ['Rote Faust', false, false],
  ]);

  // A5: the declared battle is reported; the other way round is no declaration.
  expect(
    run('reportBattle', 'Bernd', { ...battle('r-x'), angreifer: 'Eisenwölfe', verteidiger: 'Rote Faust', rueckzug: '' }),
  ).toMatchObject({ ok: false, field: 'attacker' });
  expect(run('reportBattle', 'Anna', battle('r-1'))).toMatchObject({ ok: true, zeile: 2, status: 'gemeldet' });

  // C10: Bernd cannot withdraw Anna's report; Anna can, the row stays as history.
  const ref = { zeile: 2, runde: 1, angreifer: 'Rote Faust', verteidiger: 'Eisenwölfe' };
  expect(run('answerReport', 'Bernd', { ...ref, aktion: 'zurückziehen' })).toMatchObject({ ok: false });
  expect(data('Anna').waiting.mine[0]).toMatchObject({ zeile: 2, zurueckziehen: true });
  expect(run('answerReport', 'Anna', { ...ref, aktion: 'zurückziehen' })).toMatchObject({ ok: true, status: 'verworfen' });
  expect(rowsOf(workbook, 'Schlachten')[0]).toMatchObject({ Status: 'verworfen', Einspruch: 'zurückgezogen von Anna' });

  // Reported again (the declaration is free once its report is verworfen); Bernd sees what was reported (C9).
  const again = run('reportBattle', 'Anna', { ...battle('r-2'), verlusteAngreifer: 250 });
  expect(again.message ?? '').toBe('');
  expect(again).toMatchObject({ ok: true, zeile: 3 });
  const card = data('Bernd').waiting.toAnswer[0];
  expect(card.gemeldet).toMatchObject({
    datum: '2026-11-21',
    mission: 'Vorposten halten',
    siegpunkteAngreifer: 30,
    siegpunkteVerteidiger: 20,
    verlusteAngreifer: 250,
    rueckzug: 'Ödland',
  });
  expect(card.zurueckziehen).toBe(false);

  // C11: Bernd disputes and proposes the result; a proposal that breaks a rule is refused at its field.
  const ref2 = { ...ref, zeile: 3 };
  const proposal = {
    siegpunkteAngreifer: 30,
    siegpunkteVerteidiger: 20,
    verlusteAngreifer: 0,
    verlusteVerteidiger: 0,
    aufgegeben: '',
    rueckzug: 'Ödland',
  };
  expect(
    run('answerReport', 'Bernd', {
      ...ref2,
      aktion: 'bestreiten',
      einspruch: 'Verluste falsch',
      vorschlag: { ...proposal, verlusteVerteidiger: -5 },
    }),
  ).toMatchObject({ ok: false, field: 'defenderLosses' });
  // One with which the battle would not count: Bernd reads why in his words, no sheet (user test 29).
  const unknownRetreat = run('answerReport', 'Bernd', {
    ...ref2,
    aktion: 'bestreiten',
    einspruch: 'Verluste falsch',
    vorschlag: { ...proposal, rueckzug: 'Atlantis' },
  });
  expect(unknownRetreat).toMatchObject({ ok: false });
  expect(unknownRetreat.message).toContain(
    'Mit deinem Vorschlag zählte die Schlacht nicht: Rückzug nach „Atlantis“ ist in der Kampagne unbekannt.',
  );
  expect(unknownRetreat.message).not.toMatch(organiserWording('Bernd'));
  // His proposal destroys the loser, who keeps the reported retreat: he chooses Rückzug nach, so he reads what to choose (review 30).
  const destroyed = run('answerReport', 'Bernd', {
    ...ref2,
    aktion: 'bestreiten',
    einspruch: 'Verluste falsch',
    vorschlag: { ...proposal, verlusteVerteidiger: 999 },
  });
  expect(destroyed).toMatchObject({ ok: false, field: 'retreatTo' });
  // In words true for the list he has: its blank entry reads „– Feld wählen –“ while the loser has fields (review 30).
  expect(destroyed.message).toMatch(/ist vernichtet und zieht sich nicht zurück; bei Rückzug nach kein Feld wählen\.$/);
  expect(
    run('answerReport', 'Bernd', { ...ref2, aktion: 'bestreiten', einspruch: 'Verluste falsch', vorschlag: proposal }),
  ).toMatchObject({ ok: true, status: 'bestritten' });
  // C11: Anna's Neuigkeiten quote the reason alone and say the proposal apart.
  expect(data('Anna').news.items.map((n) => n.text)).toContain(
    'Die Meldung Rote Faust gegen Eisenwölfe (Runde 1) wurde bestritten: „Verluste falsch“. ' +
      'Gegenvorschlag (Angreifer:Verteidiger): Siegpunkte 30:20, Verluste 0:0, Rückzug nach Ödland. Die Spielleitung entscheidet.',
  );
  // A7: a third player's Bericht — the disputed report counts not yet, and no line says otherwise.
  const disputedReport = data('Clara').report.lines;
  expect(disputedReport).toContain('Noch zählt keine Schlacht dieser Runde.');
  expect(disputedReport).toContain('Bestritten: Rote Faust gegen Eisenwölfe – die Spielleitung entscheidet.');
  expect(disputedReport).toContain('Rote Faust (Anna) greift Eisenwölfe (Bernd) auf Furt an – bestritten, zählt noch nicht.');
  expect(disputedReport).not.toContain('In dieser Runde wurde keine Schlacht geschlagen.');
  expect(data('Clara').round.roundDeclarations[1]).toMatchObject({ played: false, outcome: 'bestritten, zählt noch nicht' });
  const open = addon.runFromClient('getOpenReports') as {
    meldungen: { zeile: number; einspruch: string; vorschlag: unknown; gemeldet: { verlusteAngreifer: number } }[];
  };
  expect(open.meldungen[0]).toMatchObject({
    zeile: 3,
    einspruch: 'Verluste falsch',
    vorschlag: { verlusteAngreifer: 0 },
    gemeldet: { verlusteAngreifer: 250 },
  });

  // The organiser decides for the proposal: its values in the row, entschieden, the report kept in Einspruch.
  expect(decideNow(workbook, addon, { ...ref2, aktion: 'vorschlag', einreichungsId: 'd-1' })).toMatchObject({
    ok: true,
    status: 'entschieden',
  });
  const decided = rowsOf(workbook, 'Schlachten')[1];
  expect(decided).toMatchObject({ Status: 'entschieden', 'Verluste Angreifer': 0, 'Rückzug nach': 'Ödland' });
  expect(decided.Einspruch).toContain('Verluste falsch');
  expect(decided.Einspruch).toContain(
    'gemeldet war: Siegpunkte Angreifer 30; Siegpunkte Verteidiger 20; Verluste Angreifer 250; Verluste Verteidiger 0',
  );
  expect(data('Clara').round.roundDeclarations[1].played).toBe(true);
  // A7: the round report lists the round's declarations with gespielt / nicht gespielt.
  expect(data('Clara').report).toMatchObject({ round: 1 });
  expect(data('Clara').report.lines).toContain('Rote Faust (Anna) greift Eisenwölfe (Bernd) auf Furt an – gespielt.');

  // Neue Runde: round 2, orders again; a player's report never moved the round.
  expect(addon.run('startNewRound', 2, 1000)).toMatchObject({ ok: true, runde: 2 });
  expect(data('Anna').round).toMatchObject({ round: 2, phase: 'Befehle' });
});

test('an existing campaign without Phase and Angriffe ansagen keeps its reports working (R2, A1)', () => {
  const { workbook, addon, token } = campaign();
  const sheet = workbook.getSheetByName('Einstellungen')!;
  const rows = valuesOf(workbook, 'Einstellungen');
  // The organiser deletes both rows: Phase counts as Schlachten, declarations as off.
  for (const name of ['Angriffe ansagen', 'Phase'])
    sheet.deleteRow(valuesOf(workbook, 'Einstellungen').findIndex((r) => r[0] === name) + 1);
  expect(valuesOf(workbook, 'Einstellungen').length).toBe(rows.length - 2);
  const answer = addon.webApp.run('reportBattle', token('Anna'), battle('r-1')) as Answer;
  expect(answer).toMatchObject({ ok: true, status: 'gemeldet' });
});

test('R6: an organiser booking that would change a battle already entered names it and saves only when confirmed', () => {
  const { workbook, addon } = campaign();
  expect(addon.runFromClient('submitBattle', battle('o-1'))).toMatchObject({ ok: true, zeile: 2 });
  // A Korrektur in round 1 puts Eisenwölfe on Ödland before the battle: it no longer fits the map.
  const before = snapshot(workbook);
  const asked = addon.runFromClient('submitBooking', OEDLAND_KORREKTUR) as Answer;
  expect(asked).toMatchObject({
    ok: false,
    aenderungen: [
      'Zeile 2 (Runde 1, Rote Faust gegen Eisenwölfe): zählt dann nicht mehr – ' +
        'Angreifer „Rote Faust“ steht auf Feld „Hügel“; es ist nicht benachbart zum Feld „Ödland“ des Verteidigers „Eisenwölfe“. Angegriffen werden kann nur ein benachbartes Feld',
    ],
  });
  expect(asked.message).toMatch(/^Dieser Eintrag ändert 1 Schlacht, die schon eingetragen ist: /);
  expect(snapshot(workbook)).toBe(before);
  expect(addon.runFromClient('submitBooking', { ...OEDLAND_KORREKTUR, aenderungenBestaetigt: true })).toMatchObject({ ok: true });
  // An entry that changes nothing entered (the battle counts no more) and begins no round (R1) is saved at once.
  const upgrade = { art: 'Aufwertung', runde: 1, datum: '2026-11-27', armee: 'Rote Faust', stufen: 1, einreichungsId: 'u-1' };
  expect(addon.runFromClient('submitBooking', upgrade)).toMatchObject({ ok: true });
});

test('A3: neither army of a standing declaration moves through a link; the organiser still may (R6)', () => {
  const { workbook, addon, token } = campaign();
  // An answer is sent as the portal sends it: with the stand of the card it answers (loaded just now).
  const run = (name: string, who: string, payload: object) =>
    (name === 'answerReport'
      ? answerNow(workbook, addon, token(who), payload)
      : addon.webApp.run(name, token(who), payload)) as Answer;
  const data = (who: string) => addon.webApp.run('getPortalData', token(who)) as PortalData;
  expect(addon.run('startNewRound', 1, 1000)).toMatchObject({ ok: true });
  expect(
    run('declareAttack', 'Anna', { angreifer: 'Rote Faust', verteidiger: 'Eisenwölfe', einreichungsId: 'a-1' }),
  ).toMatchObject({
    ok: true,
  });
  const flee = { art: 'Bewegung', armee: 'Eisenwölfe', feld: 'Ödland', runde: 1, datum: '2026-11-24', einreichungsId: 'b-1' };
  const before = snapshot(workbook);
  const refused = run('bookForArmy', 'Bernd', flee);
  expect(refused).toMatchObject({ ok: false, field: 'army' });
  expect(refused.message).toContain(
    '„Eisenwölfe“ wird in Runde 1 von „Rote Faust“ angegriffen und bleibt auf Furt, bis die Schlacht geschlagen ist. ' +
      'Bewegen kann sie jetzt nur die Spielleitung – oder Anna zieht die Ansage zurück.',
  );
  const away = { ...flee, armee: 'Rote Faust', feld: 'Nordwacht', einreichungsId: 'b-2' };
  expect(run('bookForArmy', 'Anna', away)).toMatchObject({
    ok: false,
    field: 'army',
    message: expect.stringContaining('zurückziehst'),
  });
  expect(snapshot(workbook)).toBe(before);
  // Buchen offers neither Bewegung, and says why; Aufwertung stays open.
  const wolves = data('Bernd').booking.armies.find((a) => a.name === 'Eisenwölfe')!;
  expect(wolves.moveRefused).toContain('angegriffen');
  expect(wolves.upgradeRefused).toBe('');
  expect(data('Anna').booking.armies.find((a) => a.name === 'Rote Faust')!.moveRefused).toContain('zurückziehst');
  // The organiser books the move (R6); the declaration stays as it was (A8).
  const organiser = { ...flee, einreichungsId: 'o-1' };
  expect(addon.runFromClient('submitBooking', organiser)).toMatchObject({ ok: true });
  expect(rowsOf(workbook, 'Angriffe')[0]).toMatchObject({ Feld: 'Furt', Status: '' });
  expect(
    rowsOf(workbook, 'Buchungen')
      .filter((r) => r.Art === 'Bewegung')
      .map((r) => [r.Armee, r.Feld]),
  ).toEqual([['Eisenwölfe', 'Ödland']]);
});
