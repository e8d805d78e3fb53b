import { ORGANISER_READS, playerReads } from '../../../src/rules/campaign/sheetReader';
import { rowTakenMeanwhile, submissionIdReused } from '../../../src/rules/campaign/saveRefusals';
import { PORTAL_REFRESH } from '../../../src/rules/portalRefresh';
import { organiserWording } from '../playerWording';

describe('a save refused because the campaign moved under it, worded for who reads it', () => {
  const place = { sheet: 'Schlachten', row: 7 };

  it('tells the organiser the row of the sheet, and a player only that the campaign changed', () => {
    expect(rowTakenMeanwhile(ORGANISER_READS, place, 'filled')).toMatch(
      /^Zeile 7 des Blatts Schlachten wurde gerade eben gefüllt; nichts wurde gespeichert\./,
    );
    expect(rowTakenMeanwhile(ORGANISER_READS, place, 'changed')).toMatch(/Bitte die Seite neu laden/);
    for (const how of ['filled', 'changed'] as const) {
      const player = rowTakenMeanwhile(playerReads(), place, how);
      expect(player).toMatch(/^Die Kampagne wurde gerade eben (ergänzt|geändert); nichts wurde gespeichert\./);
      expect(player).not.toMatch(organiserWording());
    }
    expect(rowTakenMeanwhile(playerReads(), place, 'changed')).toContain(`„${PORTAL_REFRESH}“`);
  });

  it('names the row of an Einreichungs-ID saved for other values to the organiser only', () => {
    expect(submissionIdReused(ORGANISER_READS, place)).toMatch(/in Zeile 7 des Blatts Schlachten für andere Angaben/);
    const player = submissionIdReused(playerReads(), place);
    expect(player).toContain(`„${PORTAL_REFRESH}“`);
    expect(player).not.toMatch(organiserWording());
    expect(player).not.toContain('Einreichungs-ID');
  });
});
