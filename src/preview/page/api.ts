/** The page's calls to the preview server (same origin, JSON). */
import type { ActionReply, EditRequest, PageState } from '../pageState';

async function json<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => null)) as T | { message?: string } | null;
  if (!response.ok) {
    const message = (body as { message?: string } | null)?.message;
    throw new Error(message ?? `Die Vorschau antwortet mit HTTP ${response.status}.`);
  }
  return body as T;
}

function post<T>(path: string, body: unknown): Promise<T> {
  return fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).then((r) => json<T>(r));
}

export const api = {
  state: (): Promise<PageState> => fetch('/api/state').then((r) => json<PageState>(r)),
  version: (): Promise<number> => fetch('/api/version').then((r) => json<{ version: number }>(r)).then((v) => v.version),
  edit: (request: EditRequest): Promise<ActionReply> => post('/api/edit', request),
  menu: (menu: string, caption: string): Promise<ActionReply> => post('/api/menu', { menu, caption }),
  closeDialog: (id: number): Promise<ActionReply> => post('/api/dialog/close', { id }),
};
