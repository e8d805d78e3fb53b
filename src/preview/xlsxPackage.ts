/**
 * The saved .xlsx opened once more (JSZip, which exceljs itself uses) for what exceljs cannot
 * write: the Verlauf's charts (xlsxCharts.ts) and Arial 10 pt as the default font. exceljs
 * writes Calibri 11; where Calibri and its metric twin Carlito are missing (LibreOffice on
 * Linux), Calc substitutes a wider font and every column and printed page comes out about a
 * third wider than in Sheets. Arial's twin Liberation Sans comes with LibreOffice, and Arial's
 * digits are as wide as Calibri 11's (7 px), so the column widths stay what they are.
 */
import JSZip from 'jszip';
import { addChartParts, XlsxChart } from './xlsxCharts';

export const DEFAULT_FONT = { name: 'Arial', size: 10 };

/** Every <font> of styles.xml: the default one is Arial 10, the others (bold …) Arial of the same size. */
function withDefaultFont(styles: string): string {
  const font = `<sz val="${DEFAULT_FONT.size}"/><name val="${DEFAULT_FONT.name}"/><family val="2"/>`;
  return styles.replace(/<fonts\b([^>]*)>([\s\S]*?)<\/fonts>/, (_all, attributes: string, fonts: string) => {
    const rewritten = fonts.replace(/<font>([\s\S]*?)<\/font>|<font\/>/g, (_f, inner: string | undefined) => {
      const kept = (inner ?? '').replace(/<(sz|name|family|scheme)\b[^>]*\/>/g, '').replace(/<color theme="1"\/>/, '');
      return `<font>${kept}${font}</font>`;
    });
    return `<fonts${attributes}>${rewritten}</fonts>`;
  });
}

/** Adds the charts and sets the default font; returns the finished file. */
export async function finishPackage(xlsx: ArrayBuffer, charts: Map<string, XlsxChart[]>): Promise<Buffer> {
  const zip = await JSZip.loadAsync(xlsx);
  const styles = await zip.file('xl/styles.xml')?.async('string');
  if (styles) zip.file('xl/styles.xml', withDefaultFont(styles));
  await addChartParts(zip, charts);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
