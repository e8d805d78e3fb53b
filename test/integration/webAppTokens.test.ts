// The portal's own functions (audience 'players') are reachable from the web by anyone; what
// guards them is the link's token alone (C8). Under every answer Google leaves open
// (webAppBehaviour.ts), every top-level function of dist/Code.js that takes a token — and doGet,
// which takes it from the query — refuses a link that is no longer one in German, writes nothing
// (sheets, script/document/user properties, triggers, mail, chat) — but the departed player's own
// link stopped (C8) — and shows nothing of the
// campaign: a renewed link's old token, a revoked one, a valid one in capitals or with blanks,
// and the link of a player who is no longer in Spieler. A valid link that still works is each
// function's control: its answer is no link refusal, so the refusals are the token's doing.
import { AddonHandle, OfflineHtmlOutput, OfflineSpreadsheet, WEB_APP_BEHAVIOURS, WebAppBehaviour } from '../../src/offline';
import { SERVER_FUNCTIONS } from '../../src/server/serverFunctions';
import type { ServerFunctionSpec } from '../../src/server/serverFunctionSpec';
import { TOKEN_PARAM } from '../../src/server/serverParams';
import { NOT_LISTED } from '../../src/server/portal/portalData';
import { LINK_REFUSED_TEXT } from '../../src/server/portal/refusalPage';
import { PORTAL_URL_KEY } from '../../src/server/portal/webAppUrl';
import { linkKey } from '../../src/server/portal/linkStore';
import { readRefusal } from '../../src/shared/thrownRefusal';
import type { PlayerLinksView } from '../../src/shared/portalContract';
import { MAP_CAMPAIGN, SMALL_CAMPAIGN_REPORT_REF, smallCampaignBattle, workbookWith } from './campaignWorkbook';

const ORGANISER = 'orga@example.com';
const EXEC_URL = 'https://script.google.com/macros/s/offline/exec';
/** Whatever a refused link may say: nothing else. */
const LINK_REFUSALS = [LINK_REFUSED_TEXT, NOT_LISTED];
/** The departed player's stored link (her counter; no token is stored). */
const CLARA_LINK = linkKey('Clara');
/** What must never reach a refused visitor. */
const CAMPAIGN_MARKERS = ['Anna', 'Bernd', 'Clara', 'Rote Faust', 'Eisenwölfe', 'Grüne Flut', 'Nordwacht', 'Sumpf', ORGANISER];

const specs = SERVER_FUNCTIONS as readonly ServerFunctionSpec[];
const NAMES = workbookWith({}, ORGANISER).addon.functionNames.filter((n) => !n.endsWith('_'));
/** Every top-level function of the built script whose first argument is a player's token. */
const TOKEN_FUNCTIONS = NAMES.filter((n) => specs.find((s) => s.name === n)?.params[0] === TOKEN_PARAM);

/** The rest of each call: what the portal's pages send (a save that a valid link would make). */
const REST: Record<string, unknown[]> = {
  getPortalData: [],
  getPortalDetails: [],
  reportBattle: [{ ...smallCampaignBattle('t-1'), rueckzug: 'Ödland' }],
  answerReport: [{ ...SMALL_CAMPAIGN_REPORT_REF, aktion: 'bestätigen', einreichungsId: 't-2' }],
  bookForArmy: [
    { art: 'Bewegung', runde: 1, datum: '2026-11-20', armee: 'Rote Faust', feld: 'Nordwacht', einreichungsId: 't-3' },
  ],
  declareAttack: [{ angreifer: 'Rote Faust', verteidiger: 'Eisenwölfe', einreichungsId: 't-4' }],
  withdrawAttack: [{ runde: 1, angreifer: 'Rote Faust', verteidiger: 'Eisenwölfe', einreichungsId: 't-5' }],
  setMailNotifications: [false],
};

test('every function that takes a token is called here', () => {
  expect(TOKEN_FUNCTIONS.length).toBeGreaterThan(5);
  expect(TOKEN_FUNCTIONS.filter((n) => !(n in REST))).toEqual([]);
});

const tokenOf = (view: PlayerLinksView, player: string) =>
  /\?t=([0-9a-f]+)$/.exec(view.rows.find((r) => r.player === player)?.url ?? '')?.[1] ?? '';

const NOT_LISTED_ANY_MORE = 'nicht mehr in Spieler';

interface Links {
  workbook: OfflineSpreadsheet;
  addon: AddonHandle;
  /** Anna's link now. */
  valid: string;
  /** Links that are no longer links, by what happened to them. */
  dead: Record<string, string>;
}

function campaign(): Links {
  const { workbook, addon } = workbookWith(MAP_CAMPAIGN, ORGANISER);
  addon.environment.webAppUrl = EXEC_URL;
  addon.run('setupCampaign');
  expect(addon.runFromClient('submitBattle', { ...smallCampaignBattle('orga-1'), rueckzug: 'Ödland' })).toMatchObject({
    ok: true,
  });
  workbook.getSheetByName('Spieler')!.appendRow(['Clara', 'Aeldari', 0]);
  addon.run('showPlayerLinks');
  const first = JSON.parse(JSON.stringify(addon.runFromClient('renewPlayerLink', 'Bernd'))) as PlayerLinksView;
  const clara = tokenOf(first, 'Clara');
  const renewedAway = tokenOf(first, 'Anna');
  const revokedBernd = tokenOf(first, 'Bernd');
  addon.runFromClient('revokePlayerLink', 'Bernd');
  const now = addon.runFromClient('renewPlayerLink', 'Anna') as PlayerLinksView;
  const valid = tokenOf(now, 'Anna');
  // Clara leaves the campaign: her row goes, her link is neither renewed nor revoked.
  const players = workbook.getSheetByName('Spieler')!;
  const row =
    players
      .getDataRange()
      .getValues()
      .findIndex((r) => r[0] === 'Clara') + 1;
  players.deleteRow(row);
  for (const token of [valid, clara, renewedAway, revokedBernd]) expect(token).toMatch(/^[0-9a-f]{64}$/);
  const dead = {
    erneuert: renewedAway,
    gesperrt: revokedBernd,
    [NOT_LISTED_ANY_MORE]: clara,
    'in Großbuchstaben': valid.toUpperCase(),
    'mit Leerzeichen davor': ` ${valid}`,
    'mit Leerzeichen danach': `${valid} `,
    'mit Zeilenumbruch danach': `${valid}\n`,
    'in Anführungszeichen': `"${valid}"`,
  };
  return { workbook, addon, valid, dead };
}

/** Everything a refused call must leave as it was; `claraAside`: all but Clara's link (see below). */
function stored(links: Links, claraAside = false): string {
  const { workbook, addon } = links;
  const script = { ...addon.environment.scriptProperties.getProperties() };
  if (claraAside) delete script[CLARA_LINK];
  // A live request to /exec remembers its own address (webAppUrl.ts): no other write.
  if (script[PORTAL_URL_KEY] === EXEC_URL) delete script[PORTAL_URL_KEY];
  return JSON.stringify([
    workbook.getSheets().map((s) => [s.getName(), s.getDataRange().getFormulas(), s.getDataRange().getValues()]),
    script,
    workbook.documentProperties.getProperties(),
    // The deployer's own store (the web app runs as the deployer): read outside the web app, as the organiser.
    addon.environment.globals.PropertiesService.getUserProperties().getProperties(),
    addon.environment.triggers.list.map((t) => [t.getHandlerFunction(), t.getUniqueId()]),
    addon.environment.globals.MailApp.sent.length,
    addon.environment.globals.UrlFetchApp.requests.length,
  ]);
}

/** What the visitor's page gets: the answer's refusal or the thrown (marked) one, and everything shown. */
function call(addon: AddonHandle, name: string, token: string): { refusal?: string; shown: string } {
  try {
    if (name === 'doGet') {
      const html = (addon.webApp.doGet(`t=${encodeURIComponent(token)}`) as OfflineHtmlOutput).getContent();
      const text = /<p>([^<]*)<\/p>/.exec(html)?.[1];
      const portal = html.includes('id="page-data"');
      return { refusal: portal ? undefined : text, shown: html };
    }
    const answer = addon.webApp.run(name, token, ...REST[name]) as { ok?: boolean; message?: string } | null;
    return { refusal: answer?.ok === false ? answer.message : undefined, shown: JSON.stringify(answer ?? null) };
  } catch (error) {
    const text = (error as Error).message;
    return { refusal: readRefusal(text)?.message ?? `unmarked: ${text}`, shown: text };
  }
}

const label = (b: WebAppBehaviour) => `aktive Tabelle ${b.activeSpreadsheet}, Besucher ${b.activeUser}, URL ${b.serviceUrl}`;

describe.each(WEB_APP_BEHAVIOURS.map((b) => [label(b), b] as const))('web app with %s', (_, behaviour) => {
  let links: Links;
  beforeAll(() => {
    links = campaign();
    links.addon.webApp.behaviour = behaviour;
  });

  test.each(['doGet', ...TOKEN_FUNCTIONS].map((n) => [n]))('%s: a link that is no longer one is refused', (name) => {
    const { addon, dead } = links;
    for (const [what, token] of Object.entries(dead)) {
      const before = stored(links);
      const beforeAside = stored(links, true);
      const claraBefore = addon.environment.scriptProperties.getProperty(CLARA_LINK);
      const { result, total } = links.workbook.calls.measure(() => call(addon, name, token));
      const { refusal, shown } = result;
      // A link that is no link reads nothing; only a listed-or-not question needs Spieler.
      if (what !== NOT_LISTED_ANY_MORE) expect([name, what, total]).toEqual([name, what, 0]);
      expect([name, what, refusal, LINK_REFUSALS.includes(refusal ?? '')]).toEqual([name, what, refusal, true]);
      // Every dead link's page says what it is, a removed player's too (not „Gerade nicht erreichbar“).
      if (name === 'doGet') expect([what, /<h1>([^<]*)<\/h1>/.exec(shown)?.[1]]).toEqual([what, 'Link ungültig']);
      for (const marker of CAMPAIGN_MARKERS)
        expect([name, what, marker, shown.includes(marker)]).toEqual([name, what, marker, false]);
      if (what === NOT_LISTED_ANY_MORE) {
        // The one write a refused visit may make (C8, unlistedLinks.ts): the departed player's own
        // link stopped (counter + 1, gesperrt), so it stays dead if the name is listed again. Put
        // back afterwards, so that every function meets a link whose player is merely unlisted.
        const props = addon.environment.scriptProperties;
        const after = props.getProperty(CLARA_LINK);
        expect([name, stored(links, true)]).toEqual([name, beforeAside]);
        const was = JSON.parse(claraBefore!) as { version: number };
        expect([
          name,
          after === claraBefore || after === JSON.stringify({ player: 'Clara', version: was.version + 1, revoked: true }),
        ]).toEqual([name, true]);
        props.setProperty(CLARA_LINK, claraBefore!);
      } else expect([name, what, stored(links) === before]).toEqual([name, what, true]);
      expect(addon.workbook.locks.held()).toEqual([]);
    }
    // The control: Anna's link as it is now reaches the function (its answer is no link refusal).
    const { refusal } = call(addon, name, links.valid);
    expect([name, refusal, LINK_REFUSALS.includes(refusal ?? '')]).toEqual([name, refusal, false]);
  });
});

/** What a valid link's page may send instead of a form: JSON of any shape. */
const MALFORMED: unknown[] = [
  undefined,
  null,
  {},
  [],
  'x',
  5,
  { einreichungsId: { a: 1 }, runde: 'eins', zeile: 1e12, aktion: '__proto__', art: ['Bewegung'] },
  { __proto__: { ok: true }, constructor: 'x', toString: 'y', runde: -1, armee: 'Rote Faust', feld: 'x'.repeat(60000) },
  { ...SMALL_CAMPAIGN_REPORT_REF, zeile: 0, aktion: 'bestreiten', einspruch: { text: 'nein' }, vorschlag: 'x' },
  { angreifer: null, verteidiger: [], siegpunkteAngreifer: 'viel', datum: '2026-13-45', einreichungsId: 'm-1' },
];
/** Google's or the engine's words, a stack trace, an id: none may reach a player. */
const LEAK =
  /\b(the|is|not|of|cannot|undefined|null|NaN|error|exception|function|object|failed|at \S+ \()\b|orga@|offline-script|\[object/i;

describe.each(WEB_APP_BEHAVIOURS.map((b) => [label(b), b] as const))(
  'a valid link sends nonsense, web app with %s',
  (_, behaviour) => {
    let links: Links;
    beforeAll(() => {
      links = campaign();
      links.addon.webApp.behaviour = behaviour;
    });

    test.each(TOKEN_FUNCTIONS.filter((n) => REST[n].length > 0).map((n) => [n]))(
      '%s: refused in German, no leak, nothing written',
      (name) => {
        const { addon, valid } = links;
        for (const payload of MALFORMED) {
          const before = stored(links);
          let answer: { ok?: boolean; message?: string } | null;
          let thrown: string | undefined;
          try {
            answer = addon.webApp.run(name, valid, payload) as typeof answer;
          } catch (error) {
            answer = null;
            thrown = (error as Error).message;
          }
          const shown = thrown !== undefined ? (readRefusal(thrown)?.message ?? `unmarked: ${thrown}`) : answer?.message;
          // Refused, in German, and nothing written.
          expect([name, payload, answer?.ok === true, typeof shown]).toEqual([name, payload, false, 'string']);
          expect([name, payload, shown]).toEqual([name, payload, expect.not.stringMatching(LEAK)]);
          expect([name, payload, stored(links) === before]).toEqual([name, payload, true]);
          expect(JSON.stringify(answer ?? thrown ?? null)).not.toMatch(/orga@example\.com/);
          expect(addon.workbook.locks.held()).toEqual([]);
        }
      },
    );
  },
);

describe.each(WEB_APP_BEHAVIOURS.map((b) => [label(b), b] as const))(
  'an army handed to another player, web app with %s',
  (_, behaviour) => {
    test('the old owner’s valid link can neither book, declare nor report with it, nor see it as his', () => {
      const { workbook, addon, valid } = campaign();
      expect(addon.run('startNewRound', 2, 1000)).toMatchObject({ ok: true });
      // The organiser hands Rote Faust (Anna's) to Bernd: a hand edit of Armeen's Spieler.
      const armies = workbook.getSheetByName('Armeen')!;
      const row =
        armies
          .getDataRange()
          .getValues()
          .findIndex((r) => r[0] === 'Rote Faust') + 1;
      armies.getRange(row, 2).setValue('Bernd');
      addon.webApp.behaviour = behaviour;
      const refusedWith = (name: string, payload: object, message: RegExp) => {
        const before = stored({ workbook, addon, valid, dead: {} });
        const answer = addon.webApp.run(name, valid, payload) as { ok: boolean; message?: string };
        expect([name, answer]).toEqual([name, expect.objectContaining({ ok: false, message: expect.stringMatching(message) })]);
        expect(stored({ workbook, addon, valid, dead: {} })).toBe(before);
      };
      const mine = addon.webApp.run('getPortalData', valid) as { overview: { armies: { name: string }[] } };
      expect(mine.overview.armies.map((a) => a.name)).toEqual(['Späte Garde']);
      refusedWith('bookForArmy', { ...(REST.bookForArmy[0] as object), runde: 2 }, /„Rote Faust“ gehört nicht dir/);
      refusedWith(
        'bookForArmy',
        { art: 'Aufwertung', runde: 2, datum: '2026-11-20', armee: 'Rote Faust', stufen: 1, einreichungsId: 'u-1' },
        /„Rote Faust“ gehört nicht dir/,
      );
      refusedWith('declareAttack', REST.declareAttack[0] as object, /„Rote Faust“ gehört nicht dir/);
      expect(addon.run('startBattlePhase')).toMatchObject({ ok: true });
      refusedWith('reportBattle', { ...(REST.reportBattle[0] as object), runde: 2 }, /nur Schlachten deiner eigenen Armeen/);
    });
  },
);
