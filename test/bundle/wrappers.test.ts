import fs from 'node:fs';
import path from 'node:path';
// dist/Code.js must declare every public function at the top level, preceded by the JSDoc
// Sheets reads for autocomplete, with named parameters.
import { CUSTOM_FUNCTIONS } from '../../src/functions/customFunctions';
import { SERVER_FUNCTIONS } from '../../src/server/serverFunctions';
import { readCodeJs } from '../support';

const code = readCodeJs();

/** The JSDoc block directly before `function NAME(` and the parameter list. */
function declaration(name: string): { doc: string; params: string[] } | undefined {
  const match = new RegExp(`/\\*\\*((?:(?!\\*/)[\\s\\S])*)\\*/\\n^function ${name}\\(([^)]*)\\) \\{`, 'm').exec(code);
  if (!match) return undefined;
  return {
    doc: match[1],
    params: match[2]
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean),
  };
}

describe('dist/Code.js', () => {
  it('is a classic script: no import or export statements', () => {
    expect(code).not.toMatch(/^\s*(import|export)\s/m);
  });

  it('leaves its scopes to the manifest: the portal opens the campaign by id, which @OnlyCurrentDoc would forbid', () => {
    expect(code).not.toMatch(/@OnlyCurrentDoc/);
  });

  it.each(CUSTOM_FUNCTIONS.map((f) => [f.name, f] as const))('%s: top-level, named parameters, JSDoc', (name, spec) => {
    const found = declaration(name);
    expect(found).toBeDefined();
    expect(found!.params).toEqual(spec.params.map((p) => p.name));
    expect(found!.doc).toContain('@customfunction');
    expect(found!.doc).toContain(spec.summary);
    for (const param of spec.params) {
      expect(found!.doc).toMatch(new RegExp(`@param \\{[^}]*\\} ${param.name} \\S`));
    }
    expect(found!.doc).toMatch(/@return \S/);
  });

  it('declares every server function at the top level, without @customfunction', () => {
    for (const spec of SERVER_FUNCTIONS) {
      const found = declaration(spec.name);
      expect(found).toBeDefined();
      expect(found!.params).toEqual(spec.params.map((p) => p.name));
      expect(found!.doc).not.toContain('@customfunction');
    }
  });

  it('has no top-level functions beyond the public list (the bundle stays inside its IIFE)', () => {
    const declared = [...code.matchAll(/^function (\w+)\(/gm)].map((m) => m[1]).sort();
    const expected = [...CUSTOM_FUNCTIONS, ...SERVER_FUNCTIONS].map((f) => f.name).sort();
    expect(declared).toEqual(expected);
  });
});

it('ships no HyperFormula (GPL, tests and preview only) in anything clasp pushes', () => {
  const dist = path.join(__dirname, '..', '..', 'dist');
  for (const file of fs.readdirSync(dist).filter((f) => /\.(js|html|json)$/.test(f))) {
    expect(fs.readFileSync(path.join(dist, file), 'utf8')).not.toMatch(/hyperformula/i);
  }
});
