/**
 * The preview page: the campaign workbook as a spreadsheet (tabs, grid, formula bar), the
 * add-on's menu and its real sidebar beside it. The page redraws from /api/state after every
 * edit, menu click and sidebar call, and polls /api/version for anything else.
 */
import type { PageState } from '../pageState';
import { api } from './api';
import { createFrames } from './dialogFrames';
import { byId } from './dom';
import { GridController } from './gridController';
import { MapView } from '../../sidebar/mapView';
import { MenuBar } from './menuBar';
import { PromptDialog } from './promptDialog';
import { renderTabs } from './tabs';
import { Toasts } from './toasts';

const POLL_MS = 2000;

const toasts = new Toasts();
let state: PageState | null = null;
let activeSheet: string | null = null;
let loading: Promise<void> | null = null;

const grid = new GridController(byId('grid'), {
  edit: async (sheet, row, column, text) => {
    const reply = await api.edit({ sheet, row, column, text });
    await refresh(true);
    return reply;
  },
  notify: (message, kind) => toasts.show(message, kind),
  showCell: (name, content) => {
    byId('cell-name').textContent = name;
    byId('cell-content').textContent = content;
  },
});

const menuBar = new MenuBar((menu, caption) => {
  setStatus(`${caption} …`);
  api
    .menu(menu, caption)
    .then((reply) => {
      if (!reply.ok) toasts.show(reply.message ?? `${caption} ist fehlgeschlagen.`, 'error');
      return refresh(true);
    })
    .catch((error: Error) => toasts.show(error.message, 'error'));
});

// A script waiting on Ui.prompt: the answer runs it on; what it then books shows at once.
const promptDialog = new PromptDialog((answer) => {
  api
    .answerPrompt(answer)
    .then((reply) => {
      if (!reply.ok) toasts.show(reply.message ?? 'Die Antwort wurde nicht angenommen.', 'error');
      return refresh(true);
    })
    .catch((error: Error) => toasts.show(error.message, 'error'));
});

const frames = createFrames((id) => {
  void api.closeDialog(id).then(() => refresh(true));
});

// The Kartenansicht replaces grid and tabs; it reloads its data whenever the workbook changed.
// Fitted to its canvas as in Karte anzeigen: at 1440 px beside the sidebar the map at zoom 1 was
// wider than the canvas, its fifth column cut off at the legend (user test 34).
const mapView = new MapView(byId('map-canvas'), byId('map-legend'), byId('map-history'), { fitToCanvas: true });
let mapShown = false;
let mapVersion: number | null = null;

function showMap(shown: boolean): void {
  mapShown = shown;
  byId('map-view').hidden = !shown;
  byId('grid').hidden = shown;
  byId('tabs').hidden = shown;
  byId('view-map').setAttribute('aria-pressed', String(shown));
  byId('view-sheets').setAttribute('aria-pressed', String(!shown));
  if (shown) loadMap();
  else byId('grid').focus();
}

function loadMap(): void {
  mapVersion = state?.version ?? null;
  api
    .map()
    .then((map) => mapView.show(map))
    .catch((error: Error) => toasts.show(error.message, 'error'));
}

byId('view-map').addEventListener('click', () => showMap(true));
byId('view-sheets').addEventListener('click', () => showMap(false));

function setStatus(text: string, error = false): void {
  const status = byId('status');
  status.textContent = text;
  status.classList.toggle('error', error);
}

function render(next: PageState, force: boolean): void {
  const previous = state;
  state = next;
  document.title = `${next.name} – Kriegsrat-Vorschau`;
  byId('workbook-name').textContent = next.name;
  if (!activeSheet || !next.sheets.some((s) => s.name === activeSheet)) activeSheet = next.activeSheet;
  const sheet = next.sheets.find((s) => s.name === activeSheet) ?? next.sheets[0];
  renderTabs(byId('tabs'), next.sheets, sheet.name, chooseSheet);
  if (force || !previous || previous.version !== next.version || grid.sheetName !== sheet.name) {
    grid.show(sheet, grid.sheetName !== sheet.name);
  }
  menuBar.render(next.menus);
  frames.sidebar.show(next.sidebar);
  frames.dialog.show(next.dialog);
  promptDialog.show(next.prompt);
  toasts.showNew(next.instance, next.toasts);
  if (mapShown && mapVersion !== next.version) loadMap();
  const file = next.file.split(/[\\/]/).pop();
  setStatus(next.saveError ?? `${file} · speichert automatisch`, next.saveError !== null);
  byId('status').title = next.file;
}

function chooseSheet(name: string): void {
  if (!state || name === activeSheet) return;
  grid.stopEditing();
  activeSheet = name;
  render(state, true);
  byId('grid').focus();
}

/** Loads the state; one load at a time, `force` redraws the grid even if nothing changed. */
function refresh(force = false): Promise<void> {
  if (loading) return loading.then(() => refresh(force));
  loading = api
    .state()
    .then((next) => render(next, force))
    .catch((error: Error) => setStatus(error.message, true))
    .finally(() => {
      loading = null;
    });
  return loading;
}

// The sidebar tells the page when it called the server (submitBattle changes the sheet).
window.addEventListener('message', (event) => {
  if (event.origin !== window.location.origin) return;
  const data = event.data as { kriegsrat?: string; id?: number } | null;
  if (data?.kriegsrat === 'ran') void refresh();
  if (data?.kriegsrat === 'close' && typeof data.id === 'number') void api.closeDialog(data.id).then(() => refresh(true));
});

window.setInterval(() => {
  if (loading || !state) return;
  api
    .version()
    .then((version) => {
      if (state && version !== state.version) return refresh();
    })
    .catch((error: Error) => setStatus(error.message, true));
}, POLL_MS);

void refresh(true).then(() => byId('grid').focus());
