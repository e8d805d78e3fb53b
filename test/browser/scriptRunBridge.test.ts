// The google.script.run bridge: the Node dispatcher on a vm context, and the injected runner
// in a real page.
import vm from 'node:vm';
import { Browser, Page } from 'playwright-core';
import { dispatchScriptRun, SCRIPT_RUN_BINDING, scriptRunShim } from '../../src/preview/scriptRunBridge';
import { launchChromium } from '../support';

/** google.script.run as the page sees it: every name a call that returns the runner again. */
interface ScriptRun {
  [name: string]: (...args: unknown[]) => ScriptRun;
}

/** Top-level functions as Code.js declares them, in their own realm. */
function codeJsContext(): vm.Context {
  const context = vm.createContext({});
  vm.runInContext(
    `
    var calls = 0;
    function echo(a, b) { calls++; return { a: a, b: b, skip: undefined, fn: function () {} }; }
    function dated() { return { runde: 2, stand: [{ am: new Date(Date.UTC(2026, 10, 21)) }] }; }
    function refuse() { throw new Error('Armee „X“ ist vernichtet.'); }
    function nothing() {}
    function secret_() { return 42; }
    `,
    context,
  );
  return context;
}

describe('dispatchScriptRun', () => {
  const context = codeJsContext();
  const call = (name: string, args: unknown[]) => JSON.parse(dispatchScriptRun(context, name, JSON.stringify(args)));

  it('calls a top-level function and answers in JSON, as Apps Script serialises', () => {
    expect(call('echo', [{ x: [1, 'zwei'] }, null])).toEqual({
      ok: true,
      value: { a: { x: [1, 'zwei'] }, b: null },
    });
    expect(context.calls).toBe(1);
    expect(call('nothing', [])).toEqual({ ok: true, value: null });
  });

  it('delivers null for a result holding a Date anywhere, as Apps Script does', () => {
    expect(call('dated', [])).toEqual({ ok: true, value: null });
  });

  it('turns a thrown error from the other realm into its message', () => {
    expect(call('refuse', [])).toEqual({ ok: false, message: 'Armee „X“ ist vernichtet.' });
  });

  it('does not reach private, unknown or inherited functions', () => {
    for (const name of ['secret_', 'missing', 'toString', 'constructor']) {
      expect(call(name, [])).toEqual({ ok: false, message: `Die Serverfunktion „${name}“ gibt es nicht.` });
    }
  });

  it('answers malformed arguments in German, never with the engine’s English', () => {
    const server = { echo: (...args: unknown[]) => args.length };
    const malformed = ['', '[1,', 'null', '5', '"[]"', '{"0": 1, "length": 1}'];
    for (const args of malformed) {
      expect([args, JSON.parse(dispatchScriptRun(server, 'echo', args))]).toEqual([
        args,
        { ok: false, message: 'Die Anfrage ist ungültig: die Argumente müssen eine JSON-Liste sein, z. B. [].' },
      ]);
    }
    expect(JSON.parse(dispatchScriptRun(server, 'echo', '[1, 2]'))).toEqual({ ok: true, value: 2 });
  });

  it('works on a plain object as well', () => {
    const server = { getBattleFormData: () => ({ runde: 3 }) };
    expect(JSON.parse(dispatchScriptRun(server, 'getBattleFormData', '[]'))).toEqual({ ok: true, value: { runde: 3 } });
  });
});

describe('scriptRunShim in a page', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage();
    const context = codeJsContext();
    await page.exposeFunction(SCRIPT_RUN_BINDING, (name: string, args: string) => dispatchScriptRun(context, name, args));
    await page.addInitScript(scriptRunShim());
    // Init scripts run on navigation, not on setContent.
    await page.goto('data:text/html,<!DOCTYPE html><p>leer</p>');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('calls the success handler with the value and the user object', async () => {
    const result = await page.evaluate(
      () =>
        new Promise((resolve) => {
          (window as unknown as { google: { script: { run: ScriptRun } } }).google.script.run
            .withUserObject('meins')
            .withSuccessHandler((value: unknown, user: unknown) => resolve({ value, user }))
            .echo(1, 'b');
        }),
    );
    expect(result).toEqual({ value: { a: 1, b: 'b' }, user: 'meins' });
  });

  it('calls the failure handler with an Error carrying the server message', async () => {
    const result = await page.evaluate(
      () =>
        new Promise((resolve) => {
          (window as unknown as { google: { script: { run: ScriptRun } } }).google.script.run
            .withSuccessHandler(() => resolve('unexpected success'))
            .withFailureHandler((error: Error) => resolve({ isError: error instanceof Error, message: error.message }))
            .refuse();
        }),
    );
    expect(result).toEqual({ isError: true, message: 'Armee „X“ ist vernichtet.' });
  });

  it('refuses arguments Apps Script cannot send, before calling the server', async () => {
    const message = await page.evaluate(() => {
      try {
        (window as unknown as { google: { script: { run: ScriptRun } } }).google.script.run.echo({ datum: new Date() });
        return 'no error';
      } catch (error) {
        return (error as Error).message;
      }
    });
    expect(message).toBe('Failed due to illegal value in property: 0.datum');
  });

  it('keeps handlers per runner, like google.script.run does', async () => {
    const result = await page.evaluate(async () => {
      const run = (window as unknown as { google: { script: { run: ScriptRun } } }).google.script.run;
      const seen: string[] = [];
      await new Promise<void>((resolve) => {
        const withHandler = run.withSuccessHandler(() => {
          seen.push('handler');
          resolve();
        });
        run.nothing();
        withHandler.nothing();
      });
      return seen;
    });
    expect(result).toEqual(['handler']);
  });
});
