// Forms are rendered from the field registry (src/sidebar/kit/fieldControls.ts): no page types a
// registry field's label into its HTML — the battle form's markup once stood in the portal and
// the sidebar both, and 40 labels were typed although the registry declares them.
// The list of a round’s declared attacks likewise has one name, declared once.
import * as fs from 'fs';
import * as path from 'path';
import { FIELDS } from '../../src/rules/fields';
import { PORTAL_REFRESH } from '../../src/rules/portalRefresh';
import { DECLARED_ATTACKS } from '../../src/rules/rounds/declaredAttacksName';

const SRC = path.join(__dirname, '../../src');
const HEADERS = new Set(Object.values(FIELDS).map((spec) => spec.header));

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

test('no page types the label of a registry field into its HTML', () => {
  const typed = htmlFiles(SRC).flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/<label\b[^>]*>([^<]*)<\/label>/g)]
      .map((m) => m[1].trim())
      .filter((label) => HEADERS.has(label))
      .map((label) => `${path.relative(SRC, file)}: ${label}`),
  );
  expect(typed).toEqual([]);
});

test('no page types a form control of a registry field into its HTML', () => {
  const names = ['runde', 'datum', 'angreifer', 'verteidiger', 'siegpunkteAngreifer', 'armee', 'versorgung', 'notiz'];
  const typed = htmlFiles(SRC).flatMap((file) =>
    names
      .filter((name) => fs.readFileSync(file, 'utf8').includes(`name="${name}"`))
      .map((n) => `${path.relative(SRC, file)}: ${n}`),
  );
  expect(typed).toEqual([]);
});

test('the portal types no button label that rule messages name (PORTAL_REFRESH): the page takes it from the rules', () => {
  const portal = fs.readFileSync(path.join(SRC, 'portal', 'Portal.html'), 'utf8');
  expect(portal).not.toContain(PORTAL_REFRESH);
});

/** Every source file of a page or of the rules (.ts, .html) under `dir`. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|html)$/.test(entry.name) ? [full] : [];
  });
}

test('the round’s declared attacks have one name on every page, typed once (DECLARED_ATTACKS)', () => {
  expect(DECLARED_ATTACKS).toBe('Angesagte Angriffe');
  const declaring = path.join(SRC, 'rules', 'rounds', 'declaredAttacksName.ts');
  const typed = sourceFiles(SRC)
    .filter((file) => file !== declaring)
    .flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/Angesagte (Angriffe|Schlachten)/g)].map(
        (m) => `${path.relative(SRC, file)}: ${m[0]}`,
      ),
    );
  expect(typed).toEqual([]);
});
