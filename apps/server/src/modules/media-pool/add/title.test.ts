import { describe, expect, it } from 'vitest';
import { titleFromName } from './service.ts';

describe('titleFromName: an uploaded name is a display name only, never a path', () => {
  it('drops folders, the extension and refused characters; keeps markup, umlauts and emoji as text', () => {
    expect(titleFromName('../../etc/Sommer.jpg', 1)).toBe('Sommer');
    expect(titleFromName('C:\\Bilder\\Köln 🎉.png', 1)).toBe('Köln 🎉');
    expect(titleFromName('x.jpg.php', 1)).toBe('x.jpg');
    expect(titleFromName('<i>Plakat & Co.png', 1)).toBe('<i>Plakat & Co');
    expect(titleFromName('Gru\u0308n\u202E\u0000gpj.png', 1)).toBe('Grüngpj');
  });
  it('cuts to 30 characters and names a file whose name leaves less than 2 by its number', () => {
    expect(titleFromName(`${'a'.repeat(300)}.png`, 1)).toBe('a'.repeat(30));
    expect(titleFromName(`${'🎉'.repeat(40)}.png`, 1)).toBe('🎉'.repeat(30));
    expect(titleFromName('.png', 7)).toBe('File 7');
    expect(titleFromName('\u200B.png', 8)).toBe('File 8');
  });
});
