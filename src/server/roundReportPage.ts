/**
 * The Rundenbericht dialog: self-contained HTML; the sentences travel as JSON (with `<`
 * escaped, so no text can close the script) and reach the page through textContent only.
 * Drucken prints the report on its own (user test 29: the organiser hands it to the players):
 * a text box prints only what it shows, so the printout is the sentences as a heading and
 * paragraphs, and the controls are not printed.
 */
export const COPY_CAPTION = 'Kopieren';
export const PRINT_CAPTION = 'Drucken';
export const COPIED_TEXT = 'Kopiert – jetzt im Gruppenchat einfügen.';
export const COPY_FAILED_TEXT = 'Kopieren nicht möglich: bitte den Text markieren und mit Strg+C kopieren.';
/** Google does not say whether its dialog frame may print (the sandbox's allow-modals): if not, the browser ignores print() silently. */
export const PRINT_FAILED_TEXT = `Drucken ist in diesem Fenster nicht möglich (der Browser lässt es hier nicht zu): bitte mit „${COPY_CAPTION}“ den Text kopieren und zum Drucken in ein Dokument einfügen.`;

export function roundReportPage(lines: string[]): string {
  const data = JSON.stringify({
    text: lines.join('\n'),
    copied: COPIED_TEXT,
    failed: COPY_FAILED_TEXT,
    noPrint: PRINT_FAILED_TEXT,
  }).replace(/</g, '\\u003c');
  return `<!DOCTYPE html>
<html lang="de"><head><meta charset="utf-8">
<style>
body{font-family:Arial,sans-serif;margin:8px;font-size:13px}
textarea{width:100%;height:300px;box-sizing:border-box;font:inherit}
button{margin-top:8px;margin-right:6px;padding:6px 14px;background:#1a73e8;color:#fff;border:0;border-radius:4px;cursor:pointer}
#status{margin-left:8px;color:#555}
#printout{display:none}
@media print{
@page{margin:15mm}
body{margin:0;font-size:11pt}
textarea,#controls{display:none}
#printout{display:block}
#printout h1{font-size:15pt;margin:0 0 10pt}
#printout p{margin:0 0 5pt;break-inside:avoid}
}
</style></head>
<body>
<textarea id="report" readonly></textarea>
<div id="controls"><button id="copy" type="button">${COPY_CAPTION}</button><button id="print" type="button">${PRINT_CAPTION}</button><span id="status" role="status"></span></div>
<div id="printout"></div>
<script>
(function () {
  var data = ${data};
  var area = document.getElementById('report');
  var status = document.getElementById('status');
  area.textContent = data.text;
  var printout = document.getElementById('printout');
  data.text.split('\\n').forEach(function (line, i) {
    var element = document.createElement(i === 0 ? 'h1' : 'p');
    element.textContent = line;
    printout.appendChild(element);
  });
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
  // print() fires beforeprint before its dialog opens (Chromium at once; a browser whose print
  // dialog opens later, soon after); ignored (a frame without allow-modals) it fires nothing.
  var printing = false;
  window.addEventListener('beforeprint', function () { printing = true; status.textContent = ''; });
  document.getElementById('print').addEventListener('click', function () {
    printing = false;
    status.textContent = '';
    try { window.print(); } catch (e) { printing = false; }
    setTimeout(function () { if (!printing) status.textContent = data.noPrint; }, 1500);
  });
})();
</script>
</body></html>`;
}
