// C12 privacy on the player's pages (issue 22 §6), through the built add-on in the offline twin: no
// e-mail address reaches a player's page or an answer to a player (where the organiser acted it
// says "Spielleitung"), and the battle form's copy of the campaign carries only what the form
// needs — no audit columns, no Einspruch of any battle; a dispute's reason reaches its two players
// through what waits for them, nobody else.
import { AddonHandle, OfflineSpreadsheet } from '../../src/offline';
import type { PlayerLinksView, PortalData } from '../../src/shared/portalContract';
import { SMALL_CAMPAIGN, workbookWith } from './campaignWorkbook';
import { CONFIRMATION_HEADER } from '../rules/campaign/fixture';

const URL_BASE = 'https://script.google.com/macros/s/AKfyTEST/exec';
const ORGANISER = 'orga@example.com';
const AT = new Date(2026, 10, 20, 19, 30);
const REASON = 'Bernd hat die Mission falsch gespielt';
const EMAIL = /[^\s"@<>]+@[^\s"@<>]+\.[a-z]{2,}/i;

type Cell = string | number | Date;
function battle(round: number, attacker: string, defender: string, confirmation: Cell[], audit: Cell[] = ['', '', '']): Cell[] {
  return [round, '', attacker, defender, 0, 0, 30, 20, '', 0, 0, '', audit[0], audit[1], audit[2], '', ...confirmation];
}

function campaign(): {
  workbook: OfflineSpreadsheet;
  addon: AddonHandle;
  open: (player: string) => { html: string; data: PortalData };
} {
  const { workbook, addon } = workbookWith(
    {
      ...SMALL_CAMPAIGN,
      Spieler: [...SMALL_CAMPAIGN.Spieler, ['Clara', 'Aeldari', 300]],
      Armeen: [...SMALL_CAMPAIGN.Armeen, ['Sternenspeer', 'Clara', 2, '']],
      Schlachten: [
        [...SMALL_CAMPAIGN.Schlachten[0], ...CONFIRMATION_HEADER],
        // Decided by the organiser, entered in the sidebar: their address in the audit columns and the note.
        battle(
          1,
          'Rote Faust',
          'Eisenwölfe',
          ['entschieden', 'Bernd', AT, ORGANISER, AT, ''],
          [`${ORGANISER}: passt`, ORGANISER, AT],
        ),
        // Clara disputes Bernd's report: Anna is no side of it.
        battle(1, 'Grüne Flut', 'Sternenspeer', ['bestritten', 'Bernd', AT, '', '', REASON]),
        // The organiser typed a report in Anna's name with their address as reporter.
        battle(2, 'Eisenwölfe', 'Rote Faust', ['gemeldet', ORGANISER, AT, '', '', '']),
      ],
    },
    ORGANISER,
  );
  addon.environment.webAppUrl = URL_BASE;
  addon.run('showPlayerLinks');
  const json = /<script id="page-data" type="application\/json">([\s\S]*?)<\/script>/.exec(
    workbook.ui.dialogs[workbook.ui.dialogs.length - 1].html.getContent(),
  )![1];
  const view = JSON.parse(json) as PlayerLinksView;
  const open = (player: string) => {
    const token = /\?t=([0-9a-f]+)$/.exec(view.rows.find((r) => r.player === player)!.url)![1];
    const page = (addon.webApp.doGet(`t=${token}`) as { getContent(): string }).getContent();
    const first = JSON.parse(/<script id="page-data" type="application\/json">([\s\S]*?)<\/script>/.exec(page)![1]) as PortalData;
    // The map and the battle form follow the first page (getPortalDetails): what the player gets is both.
    const details = addon.webApp.run('getPortalDetails', token) as Pick<PortalData, 'map' | 'battleForm'>;
    return { html: page + JSON.stringify(details), data: { ...first, ...details } };
  };
  return { workbook, addon, open };
}

test('no e-mail address on any player’s page; where the organiser acted it says "Spielleitung"', () => {
  const { open } = campaign();
  for (const player of ['Anna', 'Bernd', 'Clara']) {
    const { html } = open(player);
    expect(html).not.toContain(ORGANISER);
    expect(html).not.toMatch(EMAIL);
  }
  const anna = open('Anna').data;
  const waiting = JSON.stringify(anna.waiting);
  expect(waiting).toContain('Spielleitung');
});

test('the battle form’s campaign carries no audit column and no Einspruch; the reason reaches the two players only', () => {
  const { open } = campaign();
  const anna = open('Anna');
  const battles = anna.data.battleForm.kampagne.battles;
  for (const header of ['Gemeldet am', 'Bestätigt von', 'Bestätigt am', 'Einspruch', 'Eingetragen von', 'Eingetragen am'])
    expect(battles[0]).not.toContain(header);
  expect(battles[0]).toContain('Status');
  expect(anna.html).not.toContain(REASON);
  for (const player of ['Bernd', 'Clara']) {
    const { data } = open(player);
    expect(JSON.stringify(data.battleForm)).not.toContain(REASON);
    expect(JSON.stringify(data.waiting)).toContain(REASON);
  }
});
