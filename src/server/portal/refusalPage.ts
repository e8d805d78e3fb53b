/**
 * What an unknown, forged, renewed or revoked link gets: a short German page that reveals
 * nothing of the campaign (no name, no player, no hint whether the token was ever valid).
 */
export const LINK_REFUSED_TITLE = 'Kriegsrat';
export const LINK_REFUSED_TEXT =
  'Dieser Link gilt nicht (mehr). Bitte die Spielleitung um deinen aktuellen Link – jeder Link ist persönlich und geheim.';

/** The page; `text` for a link that is refused for another reason (its player no longer listed). */
export function refusalPage(text = LINK_REFUSED_TEXT): string {
  return `<!DOCTYPE html>
<html lang="de"><head><meta charset="utf-8">
<style>
body{font:18px/1.5 Arial,sans-serif;margin:0;padding:24px 16px;color:#202124;background:#fff}
h1{font-size:22px;margin:0 0 12px}
</style></head>
<body><main><h1>Link ungültig</h1><p>${text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)}</p></main></body></html>`;
}
