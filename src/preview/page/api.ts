/** The page's calls to the preview server (same origin, JSON). */
import type { PageMap } from '../mapState';
import type { ActionReply, EditRequest, PageState, PromptAnswer } from '../pageState';
import { PREVIEW_NOT_RUNNING } from './offline';

/** fetch, with a German message when the server is not there (the browser's is English). */
function request(path: string, init?: RequestInit): Promise<Response> {
  return fetch(path, init).catch(() => {
    throw new Error(PREVIEW_NOT_RUNNING);
  });
}

async function json<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => null)) as T | { message?: string } | null;
  if (!response.ok) {
    const message = (body as { message?: string } | null)?.message;
    throw new Error(message ?? `Die Vorschau antwortet mit HTTP ${response.status}.`);
  }
  return body as T;
}

function post<T>(path: string, body: unknown): Promise<T> {
  return request(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).then(
    (r) => json<T>(r),
  );
}

export const api = {
  state: (): Promise<PageState> => request('/api/state').then((r) => json<PageState>(r)),
  map: (): Promise<PageMap> => request('/api/map').then((r) => json<PageMap>(r)),
  version: (): Promise<number> =>
    request('/api/version')
      .then((r) => json<{ version: number }>(r))
      .then((v) => v.version),
  edit: (request: EditRequest): Promise<ActionReply> => post('/api/edit', request),
  menu: (menu: string, caption: string): Promise<ActionReply> => post('/api/menu', { menu, caption }),
  closeDialog: (id: number): Promise<ActionReply> => post('/api/dialog/close', { id }),
  answerPrompt: (answer: PromptAnswer): Promise<ActionReply> => post('/api/prompt', answer),
};
