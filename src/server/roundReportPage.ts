/**
 * The Rundenbericht dialog: self-contained HTML; the sentences travel as JSON (with `<`
 * escaped, so no text can close the script) and reach the page through textContent only.
 */
export const COPY_CAPTION = 'Kopieren';
export const COPIED_TEXT = 'Kopiert – jetzt im Gruppenchat einfügen.';
export const COPY_FAILED_TEXT = 'Kopieren nicht möglich: bitte den Text markieren und mit Strg+C kopieren.';

export function roundReportPage(lines: string[]): string {
  const data = JSON.stringify({ text: lines.join('\n'), copied: COPIED_TEXT, failed: COPY_FAILED_TEXT }).replace(/</g, '\\u003c');
  return `<!DOCTYPE html>
<html lang="de"><head><meta charset="utf-8">
<style>
body{font-family:Arial,sans-serif;margin:8px;font-size:13px}
textarea{width:100%;height:300px;box-sizing:border-box;font:inherit}
button{margin-top:8px;padding:6px 14px;background:#1a73e8;color:#fff;border:0;border-radius:4px;cursor:pointer}
#status{margin-left:8px;color:#555}
</style></head>
<body>
<textarea id="report" readonly></textarea>
<div><button id="copy" type="button">${COPY_CAPTION}</button><span id="status" role="status"></span></div>
<script>
(function () {
  var data = ${data};
  var area = document.getElementById('report');
  var status = document.getElementById('status');
  area.textContent = data.text;
  function selectAndCopy() {
    area.focus();
    area.select();
    var ok = false;
    try { ok = document.execCommand('copy'); } catch (e) { ok = false; }
    status.textContent = ok ? data.copied : data.failed;
  }
  document.getElementById('copy').addEventListener('click', function () {
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(data.text).then(function () { status.textContent = data.copied; }, selectAndCopy);
    } else {
      selectAndCopy();
    }
  });
})();
</script>
</body></html>`;
}
