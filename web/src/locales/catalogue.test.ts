/**
 * Every string on screen exists in both languages, checked on each area's catalogue
 * (locales/common and features/<area>/i18n, merged by lib/i18n/catalogue.ts):
 * - each area's ca and es have the same keys and the same {{placeholders}}, and no empty entry;
 * - every key the code uses (t('…'), i18n.t('…'), titleKey: '…', i18nKey="…") exists in both
 *   merged catalogues;
 * - keys built at run time (template literals) are expanded from the table below: a new one
 *   fails until it is listed, so it cannot slip through unchecked;
 * - Cloudscape components imported anywhere have their strings in both languages.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import esMessages from '@cloudscape-design/components/i18n/messages/all.es.json';
import { LOCALES } from '../../../shared/i18n/locale';
import { SELL_IN_SUMMARY_AMOUNTS, SELL_IN_SUMMARY_PERCENTS } from '../../../shared/operations/views';
import { AREAS } from '../config/areas';
import { mergeCatalogue, type CatalogueTree } from '../lib/i18n/catalogue';
import { CLOUDSCAPE_I18N_COMPONENTS } from '../lib/i18n/cloudscape-components';
import { CATALAN_OVERLAY } from '../lib/i18n/cloudscape';
import { COLUMN_FIELDS } from '../features/sales-import/config/distributor-rules';
import { INTEGRITY_REASONS } from '../../../shared/working-time/views';
import { STEPS } from '../features/sales-import/wizard/steps';
import { GROUP_BY, LOYALTY_RESULTS, MANUAL_SALE_FIELDS } from '../../../shared/administration/rules';
import { ADMINISTRATION_SCREENS } from '../features/administration/nav';
import { BOTH_CATALOGUES } from '../testing/catalogues';

type Tree = CatalogueTree;

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}

const catalogues = { ca: flatten(BOTH_CATALOGUES.ca), es: flatten(BOTH_CATALOGUES.es) };
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** Each area's files (relative to web/src), found as the app's loader finds them. */
const areaFiles = import.meta.glob<Tree>(['./common/*.json', '../features/*/i18n/*.json'], { eager: true, import: 'default' });
const areas = new Map<string, Partial<Record<string, Tree>>>();
for (const [file, tree] of Object.entries(areaFiles)) {
  const area = dirname(file);
  const language = file.slice(area.length + 1, -'.json'.length);
  areas.set(area, { ...areas.get(area), [language]: tree });
}

const srcDir = join(import.meta.dirname, '..');
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}
const sources = sourceFiles(srcDir).map((file) => ({ file: relative(srcDir, file), text: readFileSync(file, 'utf8') }));

/** Run-time keys and every value each `${…}` can take. */
const TEMPLATE_EXPANSIONS: Record<string, string[]> = {
  'nav.languages.${l}': LOCALES.map((l) => `nav.languages.${l}`),
  'nav.languages.${locale}': LOCALES.map((l) => `nav.languages.${l}`),
  'auth.${reason}': ['auth.password_reset_required', 'auth.new_password_required', 'auth.unavailable'],
  'home.${home}.title': ['internal', 'pharmacy', 'laboratory'].map((h) => `home.${h}.title`),
  'home.${home}.description': ['internal', 'pharmacy', 'laboratory'].map((h) => `home.${h}.description`),
  'invoicing.filters.issues.${issue}': ['amount', 'date_range', 'amount_range'].map((i) => `invoicing.filters.issues.${i}`),
  'salesImport.fields.${field}': ['cn', 'xf', 'description', 'customer_code', 'sl_code', 'sl', 'pf_code'].map(
    (f) => `salesImport.fields.${f}`,
  ),
  'salesImport.distributors.${field}': COLUMN_FIELDS.map((f) => `salesImport.distributors.${f}`),
  // The wizard's tools: mapping fields, read changes, what is left to fix.
  ...Object.fromEntries(
    ['${f}', '${active}', '${fieldOf(letter)}'].map((v) => [
      `salesImport.distributors.${v}`,
      COLUMN_FIELDS.map((f) => `salesImport.distributors.${f}`),
    ]),
  ),
  'salesImport.read.${c.kind}': ['moved', 'added', 'missing'].map((k) => `salesImport.read.${k}`),
  ...Object.fromEntries(
    ['${u.kind}', '${kind}'].map((v) => [
      `salesImport.left.${v}`,
      ['rejected', 'new_products', 'no_deposit', 'wrong_prices'].map((k) => `salesImport.left.${k}`),
    ]),
  ),
  'operations.report.columns.${col}': [...SELL_IN_SUMMARY_AMOUNTS, ...SELL_IN_SUMMARY_PERCENTS].map(
    (c) => `operations.report.columns.${c}`,
  ),
  'workingTime.integrity.reason_${broken.reason}': INTEGRITY_REASONS.map((r) => `workingTime.integrity.reason_${r}`),
  'salesImport.steps.${id}': STEPS.map((s) => `salesImport.steps.${s}`),
  'salesImport.steps.${STEPS[step - 1]}': STEPS.map((s) => `salesImport.steps.${s}`),
  // `salesImport.${kind}.…`: the conversion pages (convert_cn, convert_pf) and the config panels (distributors, brands).
  ...Object.fromEntries(
    ['title', 'description', 'empty', 'add_title', 'import_title', 'import_hint', 'add', 'id', 'name', 'edit_title'].map((k) => [
      `salesImport.\${kind}.${k}`,
      [
        ...(['add', 'id', 'name', 'edit_title'].includes(k) ? [] : ['convert_cn', 'convert_pf']),
        ...(['description', 'import_title', 'import_hint'].includes(k) ? [] : ['distributors', 'brands']),
      ].map((kind) => `salesImport.${kind}.${k}`),
    ]),
  ),
  'salesImport.fields.${name}': ['cn', 'xf', 'description'].map((f) => `salesImport.fields.${f}`),
  'salesImport.fields.${FILTERS[name]}': ['customer_code', 'sl_code', 'sl', 'pf_code'].map((f) => `salesImport.fields.${f}`),
  'salesImport.steps_short.${id}': STEPS.map((s) => `salesImport.steps_short.${s}`),
  'salesImport.steps_help.${id}': STEPS.map((s) => `salesImport.steps_help.${s}`),
  ...administrationExpansions(),
  // Warehouse, part 2.
  'warehouse.returns.defects.${RETURN_DEFECTS.indexOf(d)}': ['0', '1', '2', '3', '4'].map(
    (i) => `warehouse.returns.defects.${i}`,
  ),
  'warehouse.returns.fields.${by}': ['cn', 'barcode'].map((f) => `warehouse.returns.fields.${f}`),
  'warehouse.returns.summary.${b.key}': [
    'pending_resolutions',
    'collected_resolutions',
    'destroyed_resolutions',
    'sent_provider_resolutions',
    'sent_cedifa_resolutions',
    'pending_refundeds',
    'refundeds',
    'not_refundeds',
  ].map((k) => `warehouse.returns.summary.${k}`),
  'warehouse.returns.refunded.${k}': ['pending', 'yes', 'no'].map((k) => `warehouse.returns.refunded.${k}`),
  'warehouse.returns.rules.${refusal.rule}': [
    'final_needs_resolution',
    'final_needs_refunded',
    'too_many_statuses',
    'keeps_current_status',
    'conflict',
  ].map((k) => `warehouse.returns.rules.${k}`),
  'warehouse.temperatures.fields.${field}': ['warehouse', 'carrier', 'laboratory', 'user', 'brand', 'expedition', 'packages'].map(
    (f) => `warehouse.temperatures.fields.${f}`,
  ),
  'warehouse.temperatures.filters.${name}': ['temperature_from', 'temperature_to'].map(
    (f) => `warehouse.temperatures.filters.${f}`,
  ),
};

/** The administration's run-time keys. */
function administrationExpansions(): Record<string, string[]> {
  const screens = ADMINISTRATION_SCREENS.filter((s) => !s.elsewhere).map((s) => s.id);
  const steps = ['begin', 'new', 'deleted', 'files', 'send'];
  const lists = (prefix: string, values: readonly string[]) => values.map((v) => `${prefix}${v}`);
  return {
    'administration.screens.${id}': lists('administration.screens.', screens),
    'administration.screens.${s.id}_description': screens.map((s) => `administration.screens.${s}_description`),
    'administration.catalog.steps.${s}': lists('administration.catalog.steps.', steps),
    'administration.catalog.steps.${kind}': lists('administration.catalog.steps.', ['new', 'deleted']),
    'administration.catalog.${kind}_description': ['new', 'deleted'].map((k) => `administration.catalog.${k}_description`),
    'administration.catalog.${kind}_none': ['new', 'deleted'].map((k) => `administration.catalog.${k}_none`),
    'administration.catalog.delivery.${s.delivery}': lists('administration.catalog.delivery.', ['attachment', 'link']),
    'administration.catalog.source.${f.source}': lists('administration.catalog.source.', ['generated', 'uploaded']),
    'administration.invoicing.groups.${g}': lists('administration.invoicing.groups.', GROUP_BY),
    'administration.loyalty.results.${line.result}': lists('administration.loyalty.results.', LOYALTY_RESULTS),
    'administration.loyalty.results.${r}': lists('administration.loyalty.results.', LOYALTY_RESULTS),
    'administration.manual.columns.${key}': lists('administration.manual.columns.', MANUAL_SALE_FIELDS),
    'administration.manual.columns.${e.field}': lists('administration.manual.columns.', MANUAL_SALE_FIELDS),
    'administration.packaging.${kind}': lists('administration.packaging.', [
      'products_not_found',
      'products_updated',
      'products_inserted',
    ]),
  };
}

function usedKeys(): { keys: Set<string>; unknownTemplates: string[] } {
  const keys = new Set<string>();
  const unknownTemplates: string[] = [];
  const literal =
    /\b(?:t|i18n\.t)\(\s*'([^']+)'|\b(?:t|i18n\.t)\(\s*"([^"]+)"|i18nKey="([^"]+)"|titleKey: '([^']+)'|key: '([a-z_]+\.[a-z0-9_.]+)'/g;
  const template = /\b(?:t|i18n\.t)\(\s*`([^`]+)`/g;
  for (const { text } of sources) {
    for (const m of text.matchAll(literal)) keys.add((m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5])!);
    for (const m of text.matchAll(template)) {
      const expansion = TEMPLATE_EXPANSIONS[m[1]!];
      if (expansion) expansion.forEach((k) => keys.add(k));
      else unknownTemplates.push(m[1]!);
    }
  }
  return { keys, unknownTemplates };
}

describe.each([...areas].map(([area, files]) => ({ area, files })))('the catalogue of $area', ({ area, files }) => {
  const flat = Object.fromEntries(LOCALES.map((l) => [l, files[l] ? flatten(files[l]) : undefined]));

  it('has a file per language, no other, with exactly the same keys', () => {
    expect(Object.keys(files).sort(), area).toEqual([...LOCALES].sort());
    const onlyCa = [...flat.ca!.keys()].filter((k) => !flat.es!.has(k));
    const onlyEs = [...flat.es!.keys()].filter((k) => !flat.ca!.has(k));
    expect({ onlyCa, onlyEs }).toEqual({ onlyCa: [], onlyEs: [] });
  });

  it('has no empty entry and uses the same placeholders in both languages', () => {
    for (const [key, caText] of flat.ca!) {
      const esText = flat.es!.get(key) ?? '';
      expect(caText.trim(), `ca ${key}`).not.toBe('');
      expect(esText.trim(), `es ${key}`).not.toBe('');
      expect(placeholders(esText), key).toEqual(placeholders(caText));
    }
  });
});

describe('catalogues', () => {
  it('include the common one and the areas', () => {
    expect(areas.has('./common')).toBe(true);
    expect(areas.size).toBeGreaterThan(10);
  });

  it("name every area's file in the Catalogue type, so its keys are typed", () => {
    const typeSource = readFileSync(join(import.meta.dirname, '../lib/i18n/catalogue.ts'), 'utf8');
    const typed = [...typeSource.matchAll(/^import type \w+ from '\.\.\/\.\.\/(.+)\/ca\.json';$/gm)].map((m) => m[1]);
    const found = [...areas.keys()].map((a) => relative(srcDir, join(import.meta.dirname, a)));
    expect(typed.sort()).toEqual(found.sort());
  });

  it('refuse a namespace declared by two files', () => {
    expect(() => mergeCatalogue({ 'a/ca.json': { x: { y: '1' } }, 'b/ca.json': { x: { z: '2' } } })).toThrow(
      'The namespace "x" is in both a/ca.json and b/ca.json',
    );
  });

  it('every key used in web/src exists in both catalogues', () => {
    const { keys, unknownTemplates } = usedKeys();
    expect(unknownTemplates, 'template keys: add their expansions to TEMPLATE_EXPANSIONS').toEqual([]);
    expect(keys.size).toBeGreaterThan(40);
    // A key used with a count resolves to its plural forms (i18next: key_one, key_other).
    const has = (l: 'ca' | 'es', k: string) =>
      catalogues[l].has(k) || (catalogues[l].has(`${k}_one`) && catalogues[l].has(`${k}_other`));
    const missing = [...keys].flatMap((k) => (['ca', 'es'] as const).filter((l) => !has(l, k)).map((l) => `${l}: ${k}`));
    expect(missing).toEqual([]);
  });

  it('every area of the registry has its label in both catalogues', () => {
    for (const area of AREAS) {
      expect(catalogues.ca.has(area.titleKey), area.titleKey).toBe(true);
      expect(catalogues.es.has(area.titleKey), area.titleKey).toBe(true);
    }
  });
});

describe('Cloudscape component strings', () => {
  const spanish = (esMessages as unknown as Record<string, Record<string, Record<string, Record<string, unknown>>>>)[
    'cloudscape-design-components'
  ]!.es!;

  it('every Cloudscape component imported in web/src that has strings is shipped in both languages', () => {
    const imported = new Set<string>();
    for (const { text } of sources) {
      for (const m of text.matchAll(/@cloudscape-design\/components\/([a-z-]+)['/]/g)) imported.add(m[1]!);
    }
    const withStrings = [...imported].filter((c) => c in spanish);
    const listed: readonly string[] = CLOUDSCAPE_I18N_COMPONENTS;
    expect(withStrings.filter((c) => !listed.includes(c))).toEqual([]);
  });

  it('every listed component has a complete Catalan overlay', () => {
    for (const component of CLOUDSCAPE_I18N_COMPONENTS) {
      const esKeys = Object.keys(spanish[component] ?? {}).sort();
      const caKeys = Object.keys(CATALAN_OVERLAY[component] ?? {}).sort();
      expect(caKeys, component).toEqual(esKeys);
    }
  });
});
