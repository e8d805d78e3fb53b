/**
 * Partial permissions. Google's granular OAuth consent lets a user grant only some of the
 * scopes appsscript.json asks for; scripts are to check with
 * ScriptApp.getAuthorizationInfo(AuthMode.FULL, scopes).getAuthorizedScopes() (or
 * requireScopes) — https://developers.google.com/apps-script/concepts/scopes ("Granular OAuth
 * permissions"), https://developers.google.com/apps-script/reference/script/authorization-info.
 * Without a scope, Google's own errors are English; Kriegsrat says in German what is missing.
 */

/**
 * appsscript.json's oauthScopes (a test keeps them equal), with what Google's consent screen
 * calls them. `everyEntry`: every menu entry and sidebar needs it — the e-mail address too: the
 * guard (sheetsOnly.ts) runs an organiser's function only when the active user's address is known
 * and equals the effective user's.
 */
const SCOPES = [
  {
    scope: 'https://www.googleapis.com/auth/spreadsheets',
    label: 'Google-Sheets-Tabellen ansehen und bearbeiten',
    everyEntry: true,
  },
  { scope: 'https://www.googleapis.com/auth/script.container.ui', label: 'Seitenleisten und Dialoge anzeigen', everyEntry: true },
  { scope: 'https://www.googleapis.com/auth/userinfo.email', label: 'E-Mail-Adresse ansehen', everyEntry: true },
  // Notifications (N2, N3): each channel pauses without its scope; saves never need them.
  { scope: 'https://www.googleapis.com/auth/script.send_mail', label: 'E-Mails in Ihrem Namen senden', everyEntry: false },
  {
    scope: 'https://www.googleapis.com/auth/script.external_request',
    label: 'Verbindung zu einem externen Dienst herstellen',
    everyEntry: false,
  },
  {
    scope: 'https://www.googleapis.com/auth/script.scriptapp',
    label: 'Ausführen, wenn Sie nicht anwesend sind',
    everyEntry: false,
  },
] as const;

/** The notifications' scopes by what they allow. */
export const MAIL_SCOPE = 'https://www.googleapis.com/auth/script.send_mail';
export const FETCH_SCOPE = 'https://www.googleapis.com/auth/script.external_request';
export const TRIGGER_SCOPE = 'https://www.googleapis.com/auth/script.scriptapp';

/** The notifications' scopes: each channel pauses without its own. */
export const NOTIFY_SCOPES: readonly string[] = [MAIL_SCOPE, FETCH_SCOPE, TRIGGER_SCOPE];

/** „A“, „A“ und „B“, „A“, „B“ und „C“. */
export function quotedList(labels: readonly string[]): string {
  const quoted = labels.map((l) => `„${l}“`);
  return quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} und ${quoted[quoted.length - 1]}` : (quoted[0] ?? '');
}

/**
 * Asks Google's consent window for `scopes`: with granular consent Google runs a script with what
 * was granted and does not ask again by itself; ScriptApp.requireScopes ends the execution and
 * shows the window for those missing (https://developers.google.com/apps-script/concepts/scopes,
 * "Granular OAuth permissions"). Returns when all are granted. Call it outside any catch.
 */
export function requireScopes(scopes: readonly string[]): void {
  const app = ScriptApp as unknown as { requireScopes?: (mode: GoogleAppsScript.Script.AuthMode, scopes: string[]) => void };
  if (typeof app.requireScopes === 'function') {
    app.requireScopes(ScriptApp.AuthMode.FULL, [...scopes]);
    return;
  }
  // A runtime without it: the way round, in German, instead of Google's TypeError.
  const ui = SpreadsheetApp.getUi();
  ui.alert(ASK_GOOGLE_UNAVAILABLE);
}

export const ASK_GOOGLE_UNAVAILABLE =
  'Google kann hier nicht nachfragen. Bitte unter myaccount.google.com/permissions den Zugriff für „Kriegsrat“ entfernen ' +
  'und beim nächsten Menüeintrag neu zustimmen – dabei alle Häkchen setzen.';

/** What Google's consent screen calls a scope of ours. */
export function scopeLabel(scope: string): string {
  return SCOPES.find((s) => s.scope === scope)?.label ?? scope;
}

/**
 * Whether the user granted `scope` (granular consent); false when Google cannot say. A channel
 * checks before it sends, so a missing scope pauses it with a German note instead of an error.
 */
export function scopeGranted(scope: string): boolean {
  try {
    const info = (ScriptApp.getAuthorizationInfo as unknown as GetAuthorizationInfo)(ScriptApp.AuthMode.FULL, [scope]);
    return (info.getAuthorizedScopes() ?? []).includes(scope);
  } catch {
    return false;
  }
}

export const MANIFEST_SCOPES: readonly string[] = SCOPES.map((s) => s.scope);
/** What Google's consent screen calls each scope. */
export const SCOPE_LABELS: Record<string, string> = Object.fromEntries(SCOPES.map((s) => [s.scope, s.label]));
const NEEDED = SCOPES.filter((s) => s.everyEntry);
const [SHEET, UI] = SCOPES.map((s) => s.scope);

type GetAuthorizationInfo = (
  authMode: GoogleAppsScript.Script.AuthMode,
  oAuthScopes: string[],
) => { getAuthorizedScopes(): string[] | null };

export interface MissingPermissions {
  message: string;
  /** Which way the message can still reach the user. */
  canAlert: boolean;
  canToast: boolean;
}

/** What the user did not grant, in German with what to do; null when all is granted. */
export function missingPermissions(): MissingPermissions | null {
  // The two-argument form and getAuthorizedScopes() are newer than @types/google-apps-script.
  const info = (ScriptApp.getAuthorizationInfo as unknown as GetAuthorizationInfo)(ScriptApp.AuthMode.FULL, [...MANIFEST_SCOPES]);
  const granted = info.getAuthorizedScopes() ?? [];
  const missing = NEEDED.filter((s) => !granted.includes(s.scope));
  if (!missing.length) return null;
  const names = quotedList(missing.map((s) => s.label));
  const message =
    `Kriegsrat fehlt die Berechtigung${missing.length > 1 ? 'en' : ''} ${names}. Google lässt beim Zustimmen einzelne ` +
    'Berechtigungen abwählen; Kriegsrat braucht alle. Bitte den Menüeintrag erneut wählen und im Fenster von Google alle ' +
    'Häkchen setzen – oder unter myaccount.google.com/permissions den Zugriff für „Kriegsrat“ entfernen und beim nächsten ' +
    'Menüeintrag neu zustimmen.';
  return { message, canAlert: granted.includes(UI), canToast: granted.includes(SHEET) };
}
