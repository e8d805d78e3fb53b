// The compile-time gates npm test runs (tsc --noEmit, then tsconfig.rules.json): a probe file is
// type-checked as if it stood in the repo, and the gate must refuse it.
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '..', '..');

/** The diagnostics of `source` placed at `file` (relative to the repo), under `config`. */
function diagnostics(config: string, file: string, source: string): string[] {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path.join(ROOT, config),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  )!;
  const probe = path.join(ROOT, file);
  const host = ts.createCompilerHost(parsed.options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (name) => (path.resolve(name) === probe ? source : readFile(name));
  host.fileExists = (name) => path.resolve(name) === probe || fileExists(name);
  const program = ts.createProgram([probe], parsed.options, host);
  return ts
    .getPreEmitDiagnostics(program, program.getSourceFile(probe))
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('the rules know nothing of Apps Script, the DOM or Node (tsconfig.rules.json)', () => {
  it('compiles a pure file', () => {
    expect(
      diagnostics(
        'tsconfig.rules.json',
        'src/rules/probe.ts',
        "import { MAX_LEVEL } from './constants';\nexport const probe = MAX_LEVEL + 1;\n",
      ),
    ).toEqual([]);
  });

  it.each([
    ['SpreadsheetApp', 'export const probe = SpreadsheetApp.getActiveSpreadsheet();'],
    ['document', 'export const probe = document.title;'],
    ['process', 'export const probe = process.env;'],
  ])('refuses %s in src/rules', (name, source) => {
    expect(diagnostics('tsconfig.rules.json', 'src/rules/probe.ts', source)).toEqual([
      expect.stringContaining(`Cannot find name '${name}'`),
    ]);
  });
});

describe('server functions are named once (the ServerApi map)', () => {
  it('compiles a call by the right name with the right argument', () => {
    const source =
      "import { callServer } from './scriptRun';\nexport const probe = callServer('getBattleFormData').then((d) => (d.ok ? d.runde : d.message));\n";
    expect(diagnostics('tsconfig.json', 'src/sidebar/probe.ts', source)).toEqual([]);
  });

  it('refuses a call by a name the server does not have', () => {
    const source = "import { callServer } from './scriptRun';\nexport const probe = callServer('submitBatle', {});\n";
    expect(diagnostics('tsconfig.json', 'src/sidebar/probe.ts', source).join('\n')).toMatch(/"submitBatle"/);
  });

  it('refuses a menu item or server function spec whose function is not in the map', () => {
    const source =
      "import type { ServerFunctionName } from '../shared/serverApi';\n" +
      "export const probe: ServerFunctionName = 'zeigeSeitenleiste';\n";
    expect(diagnostics('tsconfig.json', 'src/server/probe.ts', source).join('\n')).toMatch(/zeigeSeitenleiste/);
  });
});
