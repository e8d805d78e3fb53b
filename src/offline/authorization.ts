/**
 * ScriptApp.getAuthorizationInfo and the scopes a user granted. Google's granular consent lets a
 * user grant only some of the manifest's scopes; a service guarded by a missing one then throws
 * ("You do not have permission to call …"). Reference:
 * https://developers.google.com/apps-script/reference/script/authorization-info and
 * https://developers.google.com/apps-script/concepts/scopes (granular OAuth permissions:
 * scripts check with getAuthorizationInfo(authMode, scopes) or requireScopes).
 */
import { AuthorizationStatus } from './enums';

export const SPREADSHEETS_SCOPES = [
  'https://www.googleapis.com/auth/spreadsheets',
  'https://www.googleapis.com/auth/spreadsheets.currentonly',
];
export const CONTAINER_UI_SCOPE = 'https://www.googleapis.com/auth/script.container.ui';

/** What the user granted; null: everything the script asks for (the default). */
export class GrantedScopes {
  constructor(public scopes: readonly string[] | null) {}

  /**
   * The consent of whoever runs next: Google runs a trigger as the person who made it and a
   * sidebar as the person at the sheet — a co-editor may have granted other scopes than the
   * organiser. Null: every scope of the manifest.
   */
  consent(scopes: readonly string[] | null): void {
    this.scopes = scopes;
  }

  has(scope: string): boolean {
    return this.scopes === null || this.scopes.includes(scope);
  }

  get spreadsheets(): boolean {
    return SPREADSHEETS_SCOPES.some((s) => this.has(s));
  }

  get containerUi(): boolean {
    return this.has(CONTAINER_UI_SCOPE);
  }
}

export class OfflineAuthorizationInfo {
  constructor(
    private readonly granted: GrantedScopes,
    private readonly asked: readonly string[] | undefined,
  ) {}

  getAuthorizationStatus(): string {
    const missing = this.asked ? this.asked.some((s) => !this.granted.has(s)) : this.granted.scopes !== null;
    return missing ? AuthorizationStatus.REQUIRED : AuthorizationStatus.NOT_REQUIRED;
  }

  getAuthorizationUrl(): string | null {
    return this.getAuthorizationStatus() === AuthorizationStatus.REQUIRED ? 'https://script.google.com/offline/authorize' : null;
  }

  /** With a list asked for: those of it that are granted (Google's getAuthorizedScopes()). */
  getAuthorizedScopes(): string[] | null {
    if (this.asked) return this.asked.filter((s) => this.granted.has(s));
    return this.granted.scopes ? [...this.granted.scopes] : null;
  }
}

/**
 * ScriptApp.requireScopes with a scope not granted: Google ends the execution and shows its
 * consent window for the missing scopes ("the current execution ends", reference of
 * ScriptApp.requireScopes). The twin ends the run with this; the environment keeps the request
 * (`consentRequests`). Nothing the script catches should swallow it — a script asks outside its
 * own catch-and-alert.
 */
export class ConsentRequired extends Error {
  constructor(readonly scopes: readonly string[]) {
    super(`Authorization is required to perform that action. (${scopes.join(', ')})`);
    this.name = 'ConsentRequired';
  }
}
