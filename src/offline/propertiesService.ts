/**
 * PropertiesService in memory. Values are stored as strings, as Apps Script does. Document
 * properties belong to the workbook (and are saved with it); script and user properties to the
 * loaded add-on.
 */
import { reportMissingMethods } from './notEmulated';
export class OfflineProperties implements GoogleAppsScript.Properties.Properties {
  private readonly store = new Map<string, string>();

  constructor(initial?: Record<string, string>) {
    if (initial) for (const [key, value] of Object.entries(initial)) this.store.set(key, String(value));
  }

  getProperty(key: string): string | null {
    return this.store.get(String(key)) ?? null;
  }

  setProperty(key: string, value: string): this {
    this.store.set(String(key), String(value));
    return this;
  }

  getProperties(): { [key: string]: string } {
    return Object.fromEntries(this.store);
  }

  setProperties(properties: { [key: string]: string }, deleteAllOthers = false): this {
    if (deleteAllOthers) this.store.clear();
    for (const [key, value] of Object.entries(properties)) this.store.set(key, String(value));
    return this;
  }

  deleteProperty(key: string): this {
    this.store.delete(String(key));
    return this;
  }

  deleteAllProperties(): this {
    this.store.clear();
    return this;
  }

  getKeys(): string[] {
    return [...this.store.keys()];
  }
}

export class OfflinePropertiesService implements GoogleAppsScript.Properties.PropertiesService {
  constructor(
    private readonly document: OfflineProperties,
    private readonly script: OfflineProperties,
    /** The current user's store (user properties are per user). */
    private readonly user: () => OfflineProperties,
  ) {}

  getDocumentProperties(): OfflineProperties {
    return this.document;
  }

  getScriptProperties(): OfflineProperties {
    return this.script;
  }

  getUserProperties(): OfflineProperties {
    return this.user();
  }
}

reportMissingMethods(OfflineProperties, 'Properties');
reportMissingMethods(OfflinePropertiesService, 'PropertiesService');
