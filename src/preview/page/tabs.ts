/** The sheet tabs along the bottom, as in Sheets; protected sheets carry a lock. */
import type { PageSheet } from '../pageState';
import { el } from './dom';

const SVG = 'http://www.w3.org/2000/svg';

/** A small padlock, drawn (emoji fonts are often missing on Linux). */
function lockIcon(): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 12 14');
  svg.setAttribute('width', '10');
  svg.setAttribute('height', '12');
  svg.setAttribute('aria-hidden', 'true');
  svg.classList.add('lock');
  const shackle = document.createElementNS(SVG, 'path');
  shackle.setAttribute('d', 'M3 6V4a3 3 0 0 1 6 0v2');
  shackle.setAttribute('fill', 'none');
  shackle.setAttribute('stroke', 'currentColor');
  shackle.setAttribute('stroke-width', '1.6');
  const body = document.createElementNS(SVG, 'rect');
  body.setAttribute('x', '1');
  body.setAttribute('y', '6');
  body.setAttribute('width', '10');
  body.setAttribute('height', '8');
  body.setAttribute('rx', '1.5');
  body.setAttribute('fill', 'currentColor');
  svg.append(shackle, body);
  return svg;
}

export function renderTabs(container: HTMLElement, sheets: PageSheet[], active: string, choose: (name: string) => void): void {
  const buttons = sheets.map((sheet) => {
    const button = el('button', { className: 'tab' });
    button.type = 'button';
    button.dataset.sheet = sheet.name;
    button.setAttribute('role', 'tab');
    button.setAttribute('aria-selected', String(sheet.name === active));
    if (sheet.name === active) button.classList.add('active');
    if (!sheet.editable) {
      button.classList.add('protected');
      button.title = `Geschützt – ${sheet.protection ?? 'berechnet'}`;
      button.append(lockIcon());
    }
    button.append(el('span', { text: sheet.name }));
    button.addEventListener('click', () => choose(sheet.name));
    return button;
  });
  container.setAttribute('role', 'tablist');
  container.replaceChildren(...buttons);
}
