/**
 * The portal's base URL as Kriegsrat knows it today: ScriptApp.getService().getUrl(). Outside a
 * live web request Google is reported to answer the `/dev` URL (only editors can open it), so
 * callers check `isExecUrl`. One function, so that a recorded or pasted /exec URL (issue 22 §3)
 * replaces it in one place.
 */
export function portalBaseUrl(): string | null {
  try {
    return ScriptApp.getService().getUrl() || null;
  } catch {
    return null;
  }
}

/** Whether `url` is a deployment's public /exec URL (not the editors' /dev URL). */
export function isExecUrl(url: string | null): url is string {
  return !!url && /^https:\/\/\S+\/exec$/.test(url);
}
