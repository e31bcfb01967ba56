import { describe, expect, it } from 'vitest';
import { csvCell, inventoryCsv } from './inventory-csv.ts';

describe('inventory CSV', () => {
  it('has the header and one line per bracelet with its activation address', () => {
    const csv = inventoryCsv(
      [
        { uniqueCode: 'ABCDEFGH2345', physicalId: 'NFC-01' },
        { uniqueCode: 'ZXCVBNM98765', physicalId: null },
      ],
      'https://safekid.example/',
    );
    expect(csv).toBe(
      'uniqueCode,physicalId,activationUrl\r\n' +
        'ABCDEFGH2345,NFC-01,https://safekid.example/activate-bracelet/NFC-01\r\n' +
        'ZXCVBNM98765,,\r\n',
    );
  });

  it('quotes cells with commas, quotes or line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('plain')).toBe('plain');
  });

  it('neutralizes cells a spreadsheet would run as a formula', () => {
    for (const dangerous of ['=1+1', '+1', '-2+3', '@SUM(A1)', '\tx']) {
      expect(csvCell(dangerous)).toBe(`'${dangerous}`);
    }
    expect(csvCell('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
    const csv = inventoryCsv([{ uniqueCode: 'CODE', physicalId: '-A1' }], 'http://x.test');
    expect(csv.split('\r\n')[1]).toBe("CODE,'-A1,http://x.test/activate-bracelet/-A1");
  });
});
