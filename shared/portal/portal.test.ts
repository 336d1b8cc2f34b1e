import { describe, expect, it } from 'vitest';
import { ROLE } from '../roles/catalogue';
import { messagingLink } from './contacts';
import { quarterColour, quarterOf, quarterOrdinal, quarterPercentage, QUARTERS } from './invoicing';
import { isNovelty } from './novelty';
import { findReport, mayOpenReport, PRIVATE_REPORT_IDS } from './reports';
import { mayOpenTop, openableTops, parseDirectoryPath, SECTIONS, TOP_DIRECTORY } from './sections';

describe('quarter bars', () => {
  it.each([
    [0, 'red'],
    [5999.99, 'red'],
    [6000, 'orange'],
    [7499.99, 'orange'],
    [7500, 'lime'],
    [8999.99, 'lime'],
    [9000, 'green'],
    [15000, 'green'],
  ] as const)('%s is %s', (amount, colour) => {
    expect(quarterColour(amount)).toBe(colour);
  });

  it('fills amount/9000 of the bar, capped at 100', () => {
    expect(quarterPercentage(4500)).toBe(50);
    expect(quarterPercentage(9000)).toBe(100);
    expect(quarterPercentage(12000)).toBe(100);
    expect(quarterPercentage(0)).toBe(0);
    expect(quarterPercentage(-10)).toBe(0);
  });

  it('knows the quarter of a date', () => {
    expect(['2026-01-01', '2026-03-31', '2026-04-01', '2026-09-30', '2026-10-01', '2026-12-31'].map(quarterOf)).toEqual([
      1, 1, 2, 3, 4, 4,
    ]);
  });
});

describe('novelty', () => {
  it('includes both ends and leaves an open end unbounded', () => {
    expect(isNovelty('2026-05-01', '2026-05-10', '2026-05-01')).toBe(true);
    expect(isNovelty('2026-05-01', '2026-05-10', '2026-05-10')).toBe(true);
    expect(isNovelty('2026-05-01', '2026-05-10', '2026-04-30')).toBe(false);
    expect(isNovelty('2026-05-01', '2026-05-10', '2026-05-11')).toBe(false);
    expect(isNovelty('2026-05-01', null, '2030-01-01')).toBe(true);
    expect(isNovelty(null, '2026-05-10', '2020-01-01')).toBe(true);
    expect(isNovelty(null, null, '2026-05-01')).toBe(false);
  });
});

describe('sections', () => {
  it('gives each area its own top directory', () => {
    expect(new Set(SECTIONS.map((s) => s.topDirectoryId)).size).toBe(SECTIONS.length);
    expect(SECTIONS.map((s) => s.topDirectoryId).sort((a, b) => a - b)).toEqual([1, 14, 15, 16, 17, 18, 283, 284, 285, 286]);
  });

  it('opens a top directory only with its roles (spec §6 news access)', () => {
    expect(mayOpenTop([ROLE.pharmacyAgreements], TOP_DIRECTORY.agreements)).toBe(true);
    expect(mayOpenTop([ROLE.pharmacyCatalog], TOP_DIRECTORY.agreements)).toBe(false);
    expect(mayOpenTop([ROLE.pharmacyBi], TOP_DIRECTORY.bi)).toBe(false);
    expect(mayOpenTop([ROLE.pharmacyBi, ROLE.pharmacyBiDocuments], TOP_DIRECTORY.bi)).toBe(true);
    expect(mayOpenTop([ROLE.pharmacyAgreements], 999)).toBe(false);
    expect(
      openableTops([ROLE.pharmacyServicesDigital, ROLE.pharmacyServicesInPerson, ROLE.pharmacyAdministrationDocuments]).sort(
        (a, b) => a - b,
      ),
    ).toEqual([1, 17, 18]);
  });

  it("parses {path?}: ids joined by '-'", () => {
    expect(parseDirectoryPath('14-300-301')).toEqual([14, 300, 301]);
    expect(parseDirectoryPath('')).toEqual([]);
    expect(parseDirectoryPath(undefined)).toEqual([]);
    for (const bad of ['14--300', 'a-1', '-14', '14-', '0', '14-01', '1.5']) expect(parseDirectoryPath(bad)).toBeNull();
  });
});

describe('reports', () => {
  it('knows exactly six private reports', () => {
    expect(PRIVATE_REPORT_IDS).toHaveLength(6);
    for (const id of PRIVATE_REPORT_IDS) expect(findReport(id)).toBeDefined();
    expect(findReport('nope')).toBeUndefined();
  });

  it('needs every role of a report', () => {
    const vertical = findReport('vertical')!;
    expect(mayOpenReport(vertical, [ROLE.guest, ROLE.pharmacyGuest])).toBe(false);
    expect(mayOpenReport(vertical, [ROLE.guest, ROLE.pharmacyGuest, ROLE.pharmacyAdvance])).toBe(true);
  });
});

describe('messaging link', () => {
  it('builds a click-to-chat address from a phone number', () => {
    expect(messagingLink('600 111 222')).toBe('https://wa.me/34600111222');
    expect(messagingLink('+34 600 111 222')).toBe('https://wa.me/34600111222');
    expect(messagingLink('0034 600 111 222')).toBe('https://wa.me/34600111222');
    expect(messagingLink('')).toBeNull();
    expect(messagingLink('123')).toBeNull();
  });
});

describe('quarterOrdinal', () => {
  it('writes each quarter with its own ordinal in both languages (the 347 letter printed 2r and 4r)', () => {
    expect(QUARTERS.map((q) => quarterOrdinal(q, 'ca'))).toEqual(['1r', '2n', '3r', '4t']);
    expect(QUARTERS.map((q) => quarterOrdinal(q, 'es'))).toEqual(['1.er', '2.º', '3.er', '4.º']);
  });
});
