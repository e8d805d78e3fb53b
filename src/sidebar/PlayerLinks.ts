/// <reference lib="dom" />
/**
 * The organiser's dialog "Spielerlinks": every player's link to copy — all at once ("Name: URL"
 * per line) or one by one —, as a QR code for the club table, and per player "Erneuern" and
 * "Sperren". Without the portal's /exec address it shows no link and takes the pasted address.
 * Names go in as text nodes only.
 */
import type { PlayerLinkRow, PlayerLinksView } from '../shared/portalContract';
import { byId, h } from './dom';
import { linkQrCode } from './linkQrCode';
import { readPageData } from './pageData';
import { placeView } from './kit/placeView';
import { ServerRunner } from './kit/serverRunner';
import { callServer } from './scriptRun';

const body = byId('links').querySelector('tbody')!;
const text = byId<HTMLTextAreaElement>('links-text');
const status = byId('status');
const notice = byId('notice');
const urlForm = byId<HTMLFormElement>('url-form');
const urlInput = byId<HTMLInputElement>('portal-url');
const urlError = byId('url-error');
const qr = byId('qr');

/** Copies `value` the way a sandboxed dialog allows: a selected text field and the copy command. */
function copy(value: string): boolean {
  const field = h('textarea', { readonly: '', 'aria-hidden': 'true', class: 'offscreen' });
  field.value = value;
  document.body.append(field);
  field.select();
  let ok: boolean;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  field.remove();
  return ok;
}

/** Each player's Erneuern button: after a change redraws the table, the focus returns to it. */
const renewButtons = new Map<string, HTMLButtonElement>();

/** The QR code above the table, its Schließen focused; closing it returns the focus to `opener`. */
function showQr(row: PlayerLinkRow, opener: HTMLButtonElement): void {
  const close = h('button', { type: 'button' }, 'Schließen');
  close.addEventListener('click', () => {
    qr.hidden = true;
    qr.replaceChildren();
    opener.focus();
  });
  qr.replaceChildren(
    h('h2', {}, `QR-Code für ${row.player}`),
    linkQrCode(row.url),
    h(
      'p',
      { class: 'hint' },
      'Mit der Kamera des Handys abfotografieren – der Link öffnet die Seiten dieses Spielers. Nur ihm zeigen.',
    ),
    close,
  );
  qr.hidden = false;
  qr.scrollIntoView?.({ block: 'nearest' });
  // Scrolls as far as needed (a tall code at 200 % zoom), clear of the status bar (scroll-padding).
  close.focus();
}

function rowOf(row: PlayerLinkRow): HTMLTableRowElement {
  const buttons: HTMLButtonElement[] = [];
  if (row.url) {
    const copyLink = h('button', { type: 'button' }, 'Link kopieren');
    copyLink.addEventListener('click', () => {
      status.textContent = copy(row.url)
        ? `Link von ${row.player} kopiert.`
        : 'Kopieren ging nicht: bitte den Link in der Tabelle markieren und mit Strg+C kopieren.';
      status.hidden = false;
    });
    const showCode = h('button', { type: 'button' }, 'QR-Code');
    showCode.addEventListener('click', () => showQr(row, showCode));
    buttons.push(copyLink, showCode);
  }
  const renew = h('button', { type: 'button' }, row.revoked ? 'Neuer Link' : 'Erneuern');
  const revoke = h('button', { type: 'button' }, 'Sperren');
  revoke.disabled = row.revoked;
  renewButtons.set(row.player, renew);
  renew.addEventListener('click', () =>
    act(row.player, `Den Link von ${row.player} erneuern? Der alte gilt dann sofort nicht mehr.`, () =>
      callServer('renewPlayerLink', row.player),
    ),
  );
  revoke.addEventListener('click', () =>
    act(row.player, `Den Link von ${row.player} sperren?`, () => callServer('revokePlayerLink', row.player)),
  );
  buttons.push(renew, revoke);
  const tr = h(
    'tr',
    {},
    h('td', {}, row.player),
    h('td', { class: 'url' }, row.revoked ? 'gesperrt' : row.url || '–'),
    h('td', { class: 'buttons' }, ...buttons),
  );
  if (row.revoked) tr.classList.add('revoked');
  return tr;
}

function render(view: PlayerLinksView): void {
  text.value = view.text;
  notice.hidden = !view.notice;
  notice.textContent = view.notice ?? '';
  urlForm.hidden = !view.askForUrl;
  byId('portal').textContent = view.portalUrl ? `Spielerportal: ${view.portalUrl}` : '';
  byId<HTMLButtonElement>('copy').disabled = !view.rows.some((r) => r.url);
  qr.hidden = true;
  qr.replaceChildren();
  renewButtons.clear();
  body.replaceChildren(...view.rows.map(rowOf));
}

/** Every control rests while a call runs (the page's runner, kit/serverRunner.ts). */
const controls = () => Array.from(document.querySelectorAll<HTMLButtonElement>('button, input'));

/** Erneuern and Sperren: busy, and a refusal or Google's failure said in German in the status line. */
const linksRunner = new ServerRunner(placeView({ buttons: controls, message: status, busyText: 'Wird gespeichert …' }));

/** Erneuern or Sperren for `player`; the redrawn table gets the focus back on that player's row (its Erneuern). */
function act(player: string, question: string, call: () => Promise<PlayerLinksView>): void {
  if (!window.confirm(question)) return;
  void linksRunner.load(call, (view) => {
    render(view);
    status.textContent = 'Gespeichert.';
    status.hidden = false;
    renewButtons.get(player)?.focus();
  });
}

/** The pasted address: a refusal stands at the address field (focused), Google's failure there too. */
const urlRunner = new ServerRunner(placeView({ buttons: controls, message: urlError, everyField: urlInput }));

urlForm.addEventListener('submit', (event) => {
  event.preventDefault();
  void urlRunner.submit(
    () => callServer('setPortalUrl', urlInput.value),
    (answer) => {
      render(answer);
      status.textContent = 'Adresse gespeichert.';
      status.hidden = false;
    },
  );
});

byId('copy').addEventListener('click', () => {
  status.textContent = copy(text.value) ? 'Alle Links kopiert.' : 'Bitte den Text im Feld markieren und mit Strg+C kopieren.';
  status.hidden = false;
});

render(
  readPageData<PlayerLinksView>() ?? { rows: [], text: '', notice: 'Keine Daten erhalten.', portalUrl: null, askForUrl: false },
);
