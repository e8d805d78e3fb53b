/// <reference lib="dom" />
/** The data the server inlined into a page (src/server/pageWithData.ts); null when there is none. */
export const DATA_ELEMENT_ID = 'page-data';

export function readPageData<T>(): T | null {
  const element = document.getElementById(DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  return JSON.parse(element.textContent) as T;
}
