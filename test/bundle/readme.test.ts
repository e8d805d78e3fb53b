import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BATTLE_PHASE_CAPTION } from '../../src/server/battlePhase';
import { NEW_ROUND_CAPTION } from '../../src/server/startNewRound';

it('README.md lists exactly the public functions (generated from the same list)', () => {
  const root = path.join(__dirname, '..', '..');
  expect(() =>
    execFileSync(process.execPath, [path.join(root, 'build.mjs'), '--check-docs'], { cwd: root, stdio: 'pipe' }),
  ).not.toThrow();
});

it('the README’s prerequisites name every package .ci/run installs (a new user following it can run npm test)', () => {
  const root = path.join(__dirname, '..', '..');
  const ci = readFileSync(path.join(root, '.ci', 'run'), 'utf8');
  const packages = [...ci.matchAll(/missing\+=\(([\w.-]+)\)/g)].map((m) => m[1]);
  expect(packages).toEqual(expect.arrayContaining(['chromium', 'libreoffice-calc', 'poppler-utils']));
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const quickStart = readme.slice(readme.indexOf('## Schnellstart'), readme.indexOf('```sh'));
  const aptLine = /sudo apt-get install -y ([^`]+)`/.exec(quickStart)?.[1].split(/\s+/) ?? [];
  expect(packages.filter((name) => !aptLine.includes(name))).toEqual([]);
  expect(quickStart).toContain('CHROMIUM_PATH');
});

it('the README has the organiser’s checklist into Google, each step and each known trap named', () => {
  const readme = readFileSync(path.join(__dirname, '..', '..', 'README.md'), 'utf8');
  const start = readme.indexOf('### Checkliste: Kriegsrat in Google einrichten');
  expect(start).toBeGreaterThan(0);
  const checklist = readme.slice(start, readme.indexOf('\n### ', start + 1));
  for (const step of [
    'Code holen',
    'Bauen',
    'In die Tabelle installieren',
    'Bereitstellen',
    'Autorisieren',
    'Google hat diese App nicht überprüft',
    '„Erweitert“',
    'Kriegsrat prüfen',
    'Links anlegen',
    'privaten Fenster',
    'Workspace',
    'grau',
    'Mehrere Google-Konten',
  ]) {
    expect([step, checklist.includes(step)]).toEqual([step, true]);
  }
});

it('where README or REGELN say nobody waits for the sending, they name the menu actions that send in their own run', () => {
  const root = path.join(__dirname, '..', '..');
  const claims = ['README.md', path.join('docs', 'REGELN.md')].flatMap((file) =>
    readFileSync(path.join(root, file), 'utf8')
      .split(/\n\s*\n/)
      .filter((paragraph) => /niemand wartet/i.test(paragraph))
      .map((paragraph) => ({ file, paragraph })),
  );
  expect(claims.length).toBeGreaterThan(0);
  // Without the trigger permission these send after their own save, in the same run (submission.ts afterSave).
  for (const { file, paragraph } of claims)
    for (const caption of [NEW_ROUND_CAPTION, BATTLE_PHASE_CAPTION])
      expect({ file, names: paragraph.replace(/\s+/g, ' ').includes(caption) }).toEqual({ file, names: true });
});
