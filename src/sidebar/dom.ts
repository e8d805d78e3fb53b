/// <reference lib="dom" />
/**
 * Small DOM helpers. Every text goes in as a text node: army and player names come from the
 * sheet and are never parsed as HTML.
 */

export type Child = Node | string | number | null | undefined | false;

/** createElement with attributes (`class` included) and text or element children. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, value);
  append(node, children);
  return node;
}

function append(node: Node, children: Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    node.appendChild(typeof child === 'object' ? child : document.createTextNode(String(child)));
  }
}

/** Replaces all children of `node`. */
export function fill(node: Element, ...children: Child[]): void {
  node.replaceChildren();
  append(node, children);
}

export function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const node = document.getElementById(id);
  if (!node) throw new Error(`Element #${id} fehlt.`);
  return node as T;
}

export type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The form control named `name` (its name is the payload key). */
export function control(form: HTMLFormElement, name: string): FormControl {
  const node = form.elements.namedItem(name);
  if (!(node instanceof HTMLInputElement || node instanceof HTMLSelectElement || node instanceof HTMLTextAreaElement)) {
    throw new Error(`Formularfeld ${name} fehlt.`);
  }
  return node;
}

/**
 * Sets a select's options; keeps the current value when it is still offered, else selects
 * the first option. Returns the value that is selected afterwards.
 */
export function setOptions(select: HTMLSelectElement, options: Array<{ value: string; text: string; group?: string }>): string {
  const previous = select.value;
  // Consecutive options of one group go into one <optgroup> (a long list, e.g. 200 armies by player).
  const children: Array<HTMLOptionElement | HTMLOptGroupElement> = [];
  let group: HTMLOptGroupElement | null = null;
  for (const o of options) {
    const option = new Option(o.text, o.value);
    if (o.group === undefined) {
      group = null;
      children.push(option);
      continue;
    }
    if (group?.label !== o.group) {
      group = document.createElement('optgroup');
      group.label = o.group;
      children.push(group);
    }
    group.append(option);
  }
  select.replaceChildren(...children);
  select.value = options.some((o) => o.value === previous) ? previous : (options[0]?.value ?? '');
  return select.value;
}

/**
 * Offers `options` and keeps the current choice even when it is no longer among them (marked by
 * `stale`): a value is never silently replaced, the page's check flags it instead.
 */
export function offerKeeping(
  target: HTMLSelectElement,
  options: Array<{ value: string; text: string }>,
  stale: (value: string) => string,
): void {
  const current = target.value;
  const kept = current && !options.some((o) => o.value === current) ? [{ value: current, text: stale(current) }] : [];
  setOptions(target, [...options, ...kept]);
}

/** Adds or removes one id in a space-separated attribute such as aria-describedby. */
export function toggleToken(node: Element, attribute: string, token: string, on: boolean): void {
  const tokens = (node.getAttribute(attribute) ?? '').split(/\s+/).filter((t) => t && t !== token);
  if (on) tokens.push(token);
  if (tokens.length) node.setAttribute(attribute, tokens.join(' '));
  else node.removeAttribute(attribute);
}
