// google.script.run reaches every top-level function of the bundle, also from the portal's pages,
// and a web app runs with the organiser's authority (issue 19): everything but the player's own
// endpoints must refuse an anonymous web-app visitor in German and change nothing.
import { SERVER_FUNCTIONS } from '../../src/server/serverFunctions';
import type { ServerFunctionSpec } from '../../src/server/serverFunctionSpec';
import { SHEETS_ONLY_MESSAGE } from '../../src/server/sheetsOnly';
import { MAP_CAMPAIGN, workbookWith } from './campaignWorkbook';

/**
 * The player's endpoints: they check the link's token themselves (portalLinks.test.ts); and the
 * trigger's function, which does only what its schedule does (notifications.test.ts).
 */
const forPlayers = (spec: ServerFunctionSpec) => spec.audience === 'players' || spec.audience === 'timeTrigger';

const snapshot = (workbook: ReturnType<typeof workbookWith>['workbook']) =>
  JSON.stringify(workbook.getSheets().map((s) => [s.getName(), s.getDataRange().getValues()]));

const argumentsFor = (spec: ServerFunctionSpec) =>
  spec.params.map((p) => (p.type === 'event' ? {} : p.type === 'text' ? 'Anna' : { attacker: 'Rote Faust', round: 1 }));

const organiserOnly = (SERVER_FUNCTIONS as readonly ServerFunctionSpec[]).filter((s) => !forPlayers(s));

test.each(organiserOnly.map((s) => [s.name, s] as const))(
  '%s refuses a web-app visitor in German, writing nothing',
  (_, spec) => {
    const { workbook, addon } = workbookWith(MAP_CAMPAIGN, 'orga@example.com');
    const before = snapshot(workbook);
    const properties = JSON.stringify(addon.environment.scriptProperties.getProperties());
    let message: string;
    try {
      const answer = addon.webApp.run(spec.name, ...argumentsFor(spec)) as { ok?: boolean; message?: string } | undefined;
      message = answer?.ok === false ? answer.message! : `answered ${JSON.stringify(answer)?.slice(0, 200)}`;
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe(SHEETS_ONLY_MESSAGE);
    expect(snapshot(workbook)).toBe(before);
    expect(JSON.stringify(addon.environment.scriptProperties.getProperties())).toBe(properties);
  },
);
