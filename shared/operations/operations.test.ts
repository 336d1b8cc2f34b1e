import { describe, expect, it } from 'vitest';
import { parseAmount, parseDmy, sellInRowErrors } from './sell-in';
import { youtubeVideoId } from './youtube';

describe('youtubeVideoId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['http://youtube.com/watch?v=dQw4w9WgXcQ&t=3', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    [' https://m.youtube.com/live/dQw4w9WgXcQ ', 'dQw4w9WgXcQ'],
  ])('reads %s', (url, id) => expect(youtubeVideoId(url)).toBe(id));

  it.each([
    'https://www.youtube.com/playlist?list=PL123',
    'https://www.youtube.com/@channel',
    'https://youtu.be/',
    'https://evil.example/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'ftp://youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=dQw4w9WgXc',
  ])('refuses %s', (url) => expect(youtubeVideoId(url)).toBeNull());
});

describe('sell-in cell rules', () => {
  it('takes strict D-M-YYYY calendar days only', () => {
    expect(parseDmy('5-3-2026')).toBe('2026-03-05');
    expect(parseDmy('29-02-2024')).toBe('2024-02-29');
    for (const bad of ['29-2-2026', '2026-03-05', '5/3/2026', '5-3-26', '32-1-2026']) expect(parseDmy(bad), bad).toBeNull();
  });

  it('reads amounts with a decimal comma or point', () => {
    expect(parseAmount('1.234,56')).toBe(1234.56);
    expect(parseAmount('1234.5')).toBe(1234.5);
    expect(parseAmount(7)).toBe(7);
    expect(parseAmount('7 u')).toBeNull();
  });

  it('names each failing cell, and checks codes only when given', () => {
    const row = {
      tipus_document: 'F',
      albara: 'A',
      data_albara: '1-13-2026',
      codi_client: 'X',
      codi_nacional: '1',
      codi_laboratori: 'L',
      quantitat: 'a',
      pvl: 1,
      import_net: 1,
    };
    expect(sellInRowErrors(row)).toEqual({ data_albara: 'validation.date', quantitat: 'validation.number' });
    const codes = { pharmacies: new Set(['Y']), laboratories: new Set(['L']) };
    expect(sellInRowErrors({ ...row, data_albara: '1-12-2026', quantitat: 2 }, codes)).toEqual({
      codi_client: 'validation.pharmacy',
    });
    expect(sellInRowErrors({})).toMatchObject({ albara: 'validation.required', import_net: 'validation.required' });
  });
});
