/// <reference lib="dom" />
/**
 * The portal's details, loaded after the first page (issue 24): the web app inlines what the
 * opening pages show (PortalFirstPage); the map and the battle form's campaign — most of the
 * bytes at 5,000 battles — follow with one call (getPortalDetails) once the page is drawn.
 * Until they are here, "Karte" and "Melden" say so instead of showing an empty map or form.
 */
import { PORTAL_REFRESH } from '../rules/portalRefresh';
import type { PortalData, PortalDetails, PortalFirstPage } from '../shared/portalContract';
import { byId, h } from '../sidebar/dom';
import { callServer } from '../sidebar/scriptRun';

/** The page's data: the first page's, with the details once they are here. */
export type PortalPageData = PortalFirstPage & Partial<PortalDetails>;

export const hasDetails = (d: PortalPageData): d is PortalData => d.map !== undefined && d.battleForm !== undefined;

/** The pages that show the details, and what they hide until then. */
const WAITING = [
  { page: 'page-map', hides: 'map-canvas' },
  { page: 'page-battle', hides: 'battle-form' },
];
let notes: HTMLElement[] = [];

/** The pages show their details (render calls it whenever data has them). */
export function detailsShown(): void {
  notes.forEach((note) => note.remove());
  notes = [];
  for (const { hides } of WAITING) byId(hides).hidden = false;
}

/** Fetches the details of `data`'s player; `loaded` gets the whole data, `failed` the German message. */
export function loadDetails(data: PortalFirstPage, loaded: (d: PortalData) => void, failed: (message: string) => void): void {
  notes = WAITING.map(({ page, hides }) => {
    byId(hides).hidden = true;
    const note = h('p', { class: 'hint loading', role: 'status' }, 'Wird geladen …');
    byId(page).querySelector('h1')?.after(note);
    return note;
  });
  callServer('getPortalDetails', data.token).then(
    (details) => loaded({ ...data, ...details }),
    (error: Error) => {
      for (const note of notes) note.textContent = `${error.message} „${PORTAL_REFRESH}“ lädt sie erneut.`;
      failed(error.message);
    },
  );
}
