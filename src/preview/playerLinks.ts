/**
 * `npm start` prints the demo players' links: the organiser's menu item "Spielerlinks" runs as
 * in Sheets (it creates the links), and its dialog's list is read and closed again, so the page
 * opens without it. The links live in the script properties of this run: a restart makes new ones.
 */
import { PLAYER_LINKS_CAPTION } from '../server/portal/playerLinks';
import type { PlayerLinksView } from '../shared/portalContract';
import { PreviewSession } from './previewSession';

export function previewPlayerLinks(session: PreviewSession): string {
  const dialogs = session.workbook.ui.dialogs;
  const before = dialogs.length;
  const clicked = session.clickMenu(session.workbook.ui.scriptName, PLAYER_LINKS_CAPTION);
  if (!clicked.ok || dialogs.length === before) return `Spielerlinks: ${clicked.message ?? 'kein Dialog'}`;
  session.closeDialog(before);
  const html = dialogs[before].html.getContent();
  const json = /<script id="page-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  const view = json ? (JSON.parse(json) as PlayerLinksView) : null;
  return view ? view.text : 'Spielerlinks: keine Daten';
}
