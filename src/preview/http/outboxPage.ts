/**
 * GET /postausgang: the preview's „Postausgang“ (issue 25 §9) — every e-mail the add-on would
 * have sent, newest first, as the offline MailApp kept them. Nothing leaves the machine; the
 * chat webhook, by contrast, really gets its lines (the offline UrlFetchApp posts).
 */
import type { SentMail } from '../../offline';

export const OUTBOX_PATH = '/postausgang';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function outboxPage(sent: readonly SentMail[]): string {
  const mails = sent
    .slice()
    .reverse()
    .map(
      (m) =>
        `<article><h2>${escape(m.subject)}</h2><p class="meta">an ${escape(m.to)} · ${escape(m.at.toLocaleString('de-DE'))}</p>` +
        `<pre>${escape(m.body)}</pre></article>`,
    )
    .join('\n');
  return `<!DOCTYPE html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Postausgang – Kriegsrat-Vorschau</title>
<style>body{font:16px/1.4 system-ui,sans-serif;margin:0 auto;max-width:720px;padding:12px;color:#000}
article{border:2px solid #000;border-radius:8px;padding:4px 12px;margin:0 0 12px}h2{font-size:18px;margin:8px 0 2px}
.meta{margin:0;color:#333}pre{white-space:pre-wrap;overflow-wrap:anywhere;font:inherit}</style></head>
<body><h1>Postausgang</h1>
<p>Die E-Mails, die Kriegsrat gesendet hätte. In der Vorschau geht keine E-Mail hinaus.</p>
${mails || '<p>Noch keine E-Mail.</p>'}
</body></html>`;
}
