/// <reference lib="dom" />
/**
 * C10 in the portal: the player's own report, still gemeldet, can be taken back (e.g. to fix a
 * typo and report again) — answerReport with „zurückziehen“; the row stays as history with
 * Status verworfen. Shown in „Deine offenen Meldungen“ where the card allows it.
 */
import type { PortalData } from '../shared/portalContract';
import type { OpenReportCard } from '../shared/reportsContract';
import { h } from '../sidebar/dom';
import { placeView } from '../sidebar/kit/placeView';
import { ServerRunner } from '../sidebar/kit/serverRunner';
import { callServer } from '../sidebar/scriptRun';
import { reloadThenDone } from './doneNote';

const WITHDRAWN = 'Zurückgezogen – die Meldung zählt nicht.';

/** The button under the report `title` (as the list names it); after it, the note says what came of it, as after any answer. */
export function withdrawReportButton(
  token: string,
  r: OpenReportCard,
  title: string,
  reload: (fresh: PortalData) => void,
): HTMLElement {
  const button = h('button', { type: 'button', class: 'secondary', 'data-action': 'zurückziehen' }, 'Meldung zurückziehen');
  const message = h('p', { class: 'answer-error', role: 'alert', hidden: '' });
  const runner = new ServerRunner(placeView({ buttons: () => [button], message }));
  button.addEventListener('click', () => {
    const payload = {
      zeile: r.zeile,
      runde: r.runde,
      angreifer: r.angreifer,
      verteidiger: r.verteidiger,
      // The row must still show what this card shows (C3: consent to these values).
      stand: r.stand,
      aktion: 'zurückziehen' as const,
      einreichungsId: runner.submissionId,
    };
    void runner.submit(
      () => callServer('answerReport', token, payload),
      () => reloadThenDone(token, reload, 'confirm-done', `${title}: ${WITHDRAWN}`, message),
    );
  });
  return h('div', { class: 'answer-actions' }, button, message);
}
