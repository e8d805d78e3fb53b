/// <reference lib="dom" />
/**
 * A link as a QR code for the club table (issue 22 §3): the modules come from the `qr` library
 * (paulmillr/qr, bundled by esbuild — no remote script), drawn as one SVG path built with DOM
 * calls (no markup parsed). Error correction "medium" (15 %): readable from a phone held over a
 * screen or a printout.
 */
import encodeQR from 'qr';

const SVG = 'http://www.w3.org/2000/svg';
/** The quiet zone the QR standard asks for, in modules. */
const BORDER = 4;

export function linkQrCode(text: string, pixels = 280): SVGSVGElement {
  // The modules with the quiet zone around them (false: light).
  const modules = encodeQR(text, 'raw', { ecc: 'medium', border: BORDER });
  const size = modules.length;
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', `0 0 ${size} ${size}`);
  svg.setAttribute('width', String(pixels));
  svg.setAttribute('height', String(pixels));
  svg.setAttribute('shape-rendering', 'crispEdges');
  svg.setAttribute('role', 'img');
  const background = document.createElementNS(SVG, 'rect');
  background.setAttribute('width', String(size));
  background.setAttribute('height', String(size));
  background.setAttribute('fill', '#fff');
  let d = '';
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    }),
  );
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', d);
  path.setAttribute('fill', '#000');
  svg.append(background, path);
  return svg;
}
