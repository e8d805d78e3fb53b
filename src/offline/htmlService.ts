/**
 * HtmlService: HTML outputs read from `<name>.html` in a directory (dist/ by default, where the
 * build puts the sidebars) and minimal templates (`<?= ?>`, `<?!= ?>`, `<? ?>` scriptlets).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { SandboxMode, XFrameOptionsMode } from './enums';
import { reportMissingMethods } from './notEmulated';

type HtmlOutputApi = Pick<
  GoogleAppsScript.HTML.HtmlOutput,
  'getContent' | 'getTitle' | 'getWidth' | 'getHeight' | 'getFaviconUrl'
>;

const ALLOWED_META_TAGS = ['apple-mobile-web-app-capable', 'google-site-verification', 'mobile-web-app-capable', 'viewport'];

export class OfflineHtmlOutput implements HtmlOutputApi {
  private title = '';
  private width = 300;
  private height = 0;
  private favicon = '';
  sandboxMode: string = SandboxMode.IFRAME;
  xFrameOptionsMode: string = XFrameOptionsMode.DEFAULT;
  readonly metaTags: { name: string; content: string }[] = [];

  constructor(
    private content = '',
    private readonly templateContext?: vm.Context,
  ) {}

  getContent(): string {
    return this.content;
  }

  setContent(content: string): this {
    this.content = String(content);
    return this;
  }

  append(addedContent: string): this {
    this.content += String(addedContent);
    return this;
  }

  appendUntrusted(addedContent: string): this {
    this.content += escapeHtml(String(addedContent));
    return this;
  }

  clear(): this {
    this.content = '';
    return this;
  }

  getTitle(): string {
    return this.title;
  }

  setTitle(title: string): this {
    this.title = String(title);
    return this;
  }

  getWidth(): number {
    return this.width;
  }

  setWidth(width: number): this {
    this.width = width;
    return this;
  }

  getHeight(): number {
    return this.height;
  }

  setHeight(height: number): this {
    this.height = height;
    return this;
  }

  getFaviconUrl(): string {
    return this.favicon;
  }

  setFaviconUrl(iconUrl: string): this {
    this.favicon = String(iconUrl);
    return this;
  }

  setSandboxMode(mode: string): this {
    this.sandboxMode = String(mode);
    return this;
  }

  setXFrameOptionsMode(mode: string): this {
    this.xFrameOptionsMode = String(mode);
    return this;
  }

  /**
   * Only the names Google allows (HtmlOutput.addMetaTag: apple-mobile-web-app-capable,
   * google-site-verification, mobile-web-app-capable, viewport); meta tags written into the
   * HTML itself are ignored by Google, so a web app's viewport must come through here.
   */
  addMetaTag(name: string, content: string): this {
    if (!ALLOWED_META_TAGS.includes(String(name))) throw new Error(`Meta tag ${String(name)} is not allowed.`);
    this.metaTags.push({ name: String(name), content: String(content) });
    return this;
  }

  getMetaTags(): { getName(): string; getContent(): string }[] {
    return this.metaTags.map((t) => ({ getName: () => t.name, getContent: () => t.content }));
  }

  asTemplate(): OfflineHtmlTemplate {
    return new OfflineHtmlTemplate(this.content, this.templateContext);
  }
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}

/** Turns scriptlets into a function body writing to `__out`. */
function compileTemplate(source: string): string {
  const parts: string[] = ['var __out = "";'];
  const re = /<\?(!?=)?([\s\S]*?)\?>/g;
  let last = 0;
  for (let m = re.exec(source); m; m = re.exec(source)) {
    parts.push(`__out += ${JSON.stringify(source.slice(last, m.index))};`);
    if (m[1] === '=') parts.push(`__out += __escape(String(${m[2]}));`);
    else if (m[1] === '!=') parts.push(`__out += String(${m[2]});`);
    else parts.push(m[2]);
    last = re.lastIndex;
  }
  parts.push(`__out += ${JSON.stringify(source.slice(last))};`, 'return __out;');
  return parts.join('\n');
}

export class OfflineHtmlTemplate {
  [variable: string]: unknown;

  constructor(source: string, context?: vm.Context) {
    // Non-enumerable, so only the variables the script sets are passed to the scriptlets.
    Object.defineProperty(this, '__source', { value: source });
    Object.defineProperty(this, '__context', { value: context });
  }

  getCode(): string {
    return compileTemplate(this.__source as string);
  }

  /** Runs the scriptlets (in the add-on's global scope when loaded by loadAddon). */
  evaluate(): OfflineHtmlOutput {
    const context = (this.__context as vm.Context | undefined) ?? vm.createContext({});
    const data: Record<string, unknown> = { ...this };
    // `with` gives the scriptlets the template's variables, as Apps Script does (sloppy mode on purpose).
    const run = vm.runInContext(
      `(function (__data, __escape) { with (__data) { return (function () { ${compileTemplate(this.__source as string)} })(); } })`,
      context,
    ) as (data: Record<string, unknown>, escape: (s: string) => string) => string;
    return new OfflineHtmlOutput(run(data, escapeHtml), context);
  }
}

export interface HtmlServiceOptions {
  /** Where createHtmlOutputFromFile looks for `<name>.html`. */
  htmlDir: string;
  /** The add-on's global scope, for templates. */
  context?: () => vm.Context | undefined;
}

export class OfflineHtmlService {
  readonly SandboxMode = SandboxMode;
  readonly XFrameOptionsMode = XFrameOptionsMode;

  constructor(private readonly options: HtmlServiceOptions) {}

  private read(filename: string): string {
    const name = String(filename).replace(/\.html$/, '');
    const file = path.join(this.options.htmlDir, `${name}.html`);
    try {
      return readFileSync(file, 'utf8');
    } catch {
      throw new Error(`No HTML file named ${name} was found.`);
    }
  }

  createHtmlOutput(html?: string | OfflineHtmlTemplate): OfflineHtmlOutput {
    if (html instanceof OfflineHtmlTemplate) return html.evaluate();
    return new OfflineHtmlOutput(html === undefined ? '' : String(html), this.options.context?.());
  }

  createHtmlOutputFromFile(filename: string): OfflineHtmlOutput {
    return new OfflineHtmlOutput(this.read(filename), this.options.context?.());
  }

  createTemplate(html: string): OfflineHtmlTemplate {
    return new OfflineHtmlTemplate(String(html), this.options.context?.());
  }

  createTemplateFromFile(filename: string): OfflineHtmlTemplate {
    return new OfflineHtmlTemplate(this.read(filename), this.options.context?.());
  }
}

reportMissingMethods(OfflineHtmlOutput, 'HtmlOutput');
reportMissingMethods(OfflineHtmlTemplate, 'HtmlTemplate');
reportMissingMethods(OfflineHtmlService, 'HtmlService');
