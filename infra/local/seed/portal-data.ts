/**
 * Demo data of the pharmacy and laboratory portal: the intranet's top directories and a
 * realistic tree below them, invoices and purchases of the demo pharmacies, laboratory sales and
 * webinars. Pure and deterministic (depends only on the year and today's date), so integration
 * tests compute the expected answers from the same functions the seed writes.
 */
import type { InvoiceItem } from '../../../functions/lib/data/entities/invoice';
import type { LabSaleItem } from '../../../functions/lib/data/entities/lab-sale';
import { random } from './random';
import { SECTIONS, TOP_DIRECTORY } from '../../../shared/portal/sections';

// The guest without the agreements role lives with the other demo accounts (personas.ts).
export { BASIC_PHARMACY_GUEST } from './personas';

// ---------------------------------------------------------------------------------------------
// Intranet tree

export interface SeedDirectory {
  id: number;
  parent: number | null;
  ca: string;
  es: string;
  order: number;
}

export interface SeedFile {
  id: number;
  directory: number;
  ca: string;
  es: string;
  /** A generated PDF (both languages) or a link. */
  kind: 'pdf' | 'link';
  url?: { ca: string; es: string };
  tooltip?: { ca: string; es: string };
  /** Novelty window in days from today (both included). */
  novelty?: { from: number; to: number };
  /** Days before today it was added (news order). */
  age: number;
}

/** The locked top directories: one per guest area (shared/portal/sections.ts). */
export const SEED_TOP_DIRECTORIES: SeedDirectory[] = SECTIONS.map((sec, i) => ({
  id: sec.topDirectoryId,
  parent: null,
  ca: sec.name.ca,
  es: sec.name.es,
  order: i + 1,
}));

const T = TOP_DIRECTORY;

export const SEED_DIRECTORIES: SeedDirectory[] = [
  { id: 300, parent: T.agreements, ca: 'Acords comercials 2026', es: 'Acuerdos comerciales 2026', order: 1 },
  { id: 301, parent: 300, ca: 'Laboratoris', es: 'Laboratorios', order: 1 },
  { id: 302, parent: 300, ca: 'Distribució', es: 'Distribución', order: 2 },
  { id: 303, parent: T.agreements, ca: 'Condicions generals', es: 'Condiciones generales', order: 2 },
  { id: 310, parent: T.catalog, ca: 'Dermocosmètica', es: 'Dermocosmética', order: 1 },
  { id: 311, parent: T.catalog, ca: 'Nutrició', es: 'Nutrición', order: 2 },
  { id: 312, parent: T.catalog, ca: 'Ortopèdia', es: 'Ortopedia', order: 3 },
  { id: 320, parent: T.promotions, ca: 'Campanya de primavera', es: 'Campaña de primavera', order: 1 },
  { id: 321, parent: T.promotions, ca: 'Campanya solar', es: 'Campaña solar', order: 2 },
  { id: 330, parent: T.bi, ca: "Guies d'ús", es: 'Guías de uso', order: 1 },
  { id: 340, parent: T.inPersonServices, ca: 'Formació presencial', es: 'Formación presencial', order: 1 },
  { id: 350, parent: T.digitalServices, ca: 'Botiga en línia', es: 'Tienda en línea', order: 1 },
  { id: 351, parent: T.digitalServices, ca: 'Xarxes socials', es: 'Redes sociales', order: 2 },
  { id: 360, parent: T.administration, ca: 'Fiscalitat', es: 'Fiscalidad', order: 1 },
  { id: 370, parent: T.health, ca: 'Campanyes sanitàries', es: 'Campañas sanitarias', order: 1 },
  { id: 380, parent: T.club, ca: 'Avantatges del club', es: 'Ventajas del club', order: 1 },
  { id: 390, parent: T.networking, ca: 'Trobades', es: 'Encuentros', order: 1 },
];

const link = (ca: string, es = ca) => ({ ca, es });

export const SEED_FILES: SeedFile[] = [
  { id: 1, directory: 300, ca: 'Acord marc 2026', es: 'Acuerdo marco 2026', kind: 'pdf', novelty: { from: -7, to: 30 }, age: 3 },
  {
    id: 2,
    directory: 301,
    ca: 'Condicions Laboratoris Mediterrani',
    es: 'Condiciones Laboratoris Mediterrani',
    kind: 'pdf',
    age: 40,
  },
  { id: 3, directory: 302, ca: 'Tarifes de distribució', es: 'Tarifas de distribución', kind: 'pdf', age: 60 },
  {
    id: 4,
    directory: 303,
    ca: 'Condicions generals de venda',
    es: 'Condiciones generales de venta',
    kind: 'link',
    url: link('https://www.example.com/condicions', 'https://www.example.com/condiciones'),
    tooltip: link('Obre la pàgina de condicions', 'Abre la página de condiciones'),
    age: 90,
  },
  {
    id: 5,
    directory: 310,
    ca: 'Catàleg de dermocosmètica',
    es: 'Catálogo de dermocosmética',
    kind: 'pdf',
    novelty: { from: 10, to: 40 },
    age: 1,
  },
  {
    id: 6,
    directory: 311,
    ca: 'Catàleg de nutrició',
    es: 'Catálogo de nutrición',
    kind: 'pdf',
    novelty: { from: -60, to: -30 },
    age: 70,
  },
  {
    id: 7,
    directory: 312,
    ca: 'Fitxes tècniques',
    es: 'Fichas técnicas',
    kind: 'link',
    url: link('https://www.example.com/ortopedia'),
    age: 20,
  },
  {
    id: 8,
    directory: 320,
    ca: 'Promocions de primavera',
    es: 'Promociones de primavera',
    kind: 'pdf',
    novelty: { from: -3, to: 3 },
    age: 2,
  },
  { id: 9, directory: 321, ca: 'Protecció solar: argumentari', es: 'Protección solar: argumentario', kind: 'pdf', age: 15 },
  { id: 10, directory: 330, ca: "Guia d'informes", es: 'Guía de informes', kind: 'pdf', age: 30 },
  {
    id: 11,
    directory: 340,
    ca: 'Calendari de formació',
    es: 'Calendario de formación',
    kind: 'pdf',
    novelty: { from: 0, to: 0 },
    age: 5,
  },
  {
    id: 12,
    directory: 350,
    ca: 'Alta a la botiga en línia',
    es: 'Alta en la tienda en línea',
    kind: 'link',
    url: link('https://www.example.com/botiga', 'https://www.example.com/tienda'),
    age: 8,
  },
  { id: 13, directory: 351, ca: 'Guia de xarxes socials', es: 'Guía de redes sociales', kind: 'pdf', age: 12 },
  { id: 14, directory: 360, ca: 'Calendari fiscal', es: 'Calendario fiscal', kind: 'pdf', age: 25 },
  {
    id: 15,
    directory: 370,
    ca: 'Campanya de la grip',
    es: 'Campaña de la gripe',
    kind: 'pdf',
    novelty: { from: -10, to: 10 },
    age: 4,
  },
  { id: 16, directory: 380, ca: 'Avantatges 2026', es: 'Ventajas 2026', kind: 'pdf', age: 35 },
  {
    id: 17,
    directory: 390,
    ca: 'Trobada anual',
    es: 'Encuentro anual',
    kind: 'link',
    url: link('https://www.example.com/trobada', 'https://www.example.com/encuentro'),
    age: 45,
  },
  { id: 18, directory: T.agreements, ca: 'Novetats dels acords', es: 'Novedades de los acuerdos', kind: 'pdf', age: 6 },
];

/** Ids above every seeded one: new directories and files start here. */
export const FIRST_FREE_DIRECTORY_ID = 1000;
export const FIRST_FREE_FILE_ID = 1000;

// ---------------------------------------------------------------------------------------------
// Invoicing

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** A demo invoice: the stored one but its PDF's key, which the seed adds. */
export type SeedInvoice = Omit<InvoiceItem, 'pdfKey'>;

export const INVOICED_PARTIES = [1001, 1002, 1004] as const;

/**
 * Invoices of the demo pharmacies for the previous and the current year up to today: two invoices
 * a month (days 5 and 20) and a credit note every third month (day 25). Party 1004 bought little
 * the previous year (under the model 347 threshold). Nothing is dated after `today` (YYYY-MM-DD).
 */
export function demoInvoices(currentYear: number, today: string): SeedInvoice[] {
  const out: SeedInvoice[] = [];
  let id = 0;
  for (const [p, partyId] of INVOICED_PARTIES.entries()) {
    for (const year of [currentYear - 1, currentYear]) {
      const rnd = random(partyId * 10_000 + year);
      let invoiceSeq = 0;
      let creditSeq = 0;
      const small = partyId === 1004 && year === currentYear - 1;
      for (let month = 1; month <= 12; month++) {
        const days = small ? (month === 3 ? [5] : month === 9 ? [20] : []) : [5, 20];
        for (const day of days) {
          const amountCents = small ? (month === 3 ? 100_000 : 150_000) : Math.round((150 + rnd() * 2350) * 100);
          invoiceSeq++;
          out.push({
            invoiceId: ++id,
            partyId,
            invoiceDate: `${year}-${pad(month)}-${pad(day)}`,
            document: 'invoice',
            number: `F${year}-${p + 1}${pad(invoiceSeq, 5)}`,
            amountCents,
          });
        }
        if ((small && month === 9) || (!small && month % 3 === 0)) {
          creditSeq++;
          out.push({
            invoiceId: ++id,
            partyId,
            invoiceDate: `${year}-${pad(month)}-25`,
            document: 'credit',
            number: `A${year}-${p + 1}${pad(creditSeq, 5)}`,
            amountCents: small ? -20_000 : -Math.round((50 + rnd() * 350) * 100),
          });
        }
      }
    }
  }
  return out.filter((inv) => inv.invoiceDate <= today);
}

/**
 * Purchase amounts per quarter (cents) of the current year, chosen to sit on the colour
 * boundaries of the invoicing bars (6000, 7500, 9000) and just below them.
 */
export const QUARTER_PURCHASES: Record<number, [number, number, number, number]> = {
  1001: [599_999, 750_000, 899_999, 900_000],
  1002: [1_234_567, 250_000, 0, 0],
  1004: [600_000, 749_999, 320_050, 0],
};

export interface SeedPurchase {
  partyId: number;
  purchaseId: number;
  purchaseDate: string;
  amountCents: number;
}

/** Each quarter's amount split over its three months (day 10), summing exactly in cents. */
export function demoPurchases(currentYear: number): SeedPurchase[] {
  const out: SeedPurchase[] = [];
  let id = 0;
  for (const [party, quarters] of Object.entries(QUARTER_PURCHASES)) {
    quarters.forEach((cents, q) => {
      if (cents === 0) return;
      const part = Math.floor(cents / 3);
      [part, part, cents - 2 * part].forEach((amountCents, i) =>
        out.push({
          partyId: Number(party),
          purchaseId: ++id,
          purchaseDate: `${currentYear}-${pad(q * 3 + i + 1)}-10`,
          amountCents,
        }),
      );
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Laboratory sales

const PRODUCTS = [
  ['152654', 'Crema hidratant facial 50 ml'],
  ['163847', 'Protector solar SPF 50+ 200 ml'],
  ['174512', 'Complement vitamínic D3 30 càpsules'],
  ['185236', 'Gel dermatològic 500 ml'],
  ['196327', 'Sèrum antiedat 30 ml'],
  ['201458', 'Probiòtic infantil 10 sobres'],
] as const;

const PHARMACIES = [
  ['S08001', 'Farmàcia Puig i Soler'],
  ['S08002', 'Farmàcia Ramblas'],
  ['S17003', 'Farmàcia Girona Centre'],
  ['S25004', 'Farmàcia Lleida Nord'],
  ['S28005', 'Farmacia Gran Vía'],
  ['S43006', 'Farmàcia Tarragona Mar'],
] as const;

export type SeedLabSale = LabSaleItem;

export const SALES_LABORATORIES = [2001, 2002] as const;

/**
 * Sales of laboratories 2001 and 2002 in the current year: every month on its first day (two
 * rows), the 10th, the 20th and its last day, so any month-to-month range has rows exactly on
 * both boundaries.
 */
export function demoLabSales(currentYear: number): SeedLabSale[] {
  const out: SeedLabSale[] = [];
  let id = 0;
  for (const partyId of SALES_LABORATORIES) {
    const rnd = random(partyId + currentYear);
    for (let month = 1; month <= 12; month++) {
      const days = partyId === 2001 ? [1, 1, 10, 20, lastDay(currentYear, month)] : [1, 15, lastDay(currentYear, month)];
      for (const day of days) {
        const [productCode, productName] = PRODUCTS[Math.floor(rnd() * PRODUCTS.length)]!;
        const [pharmacyCode, pharmacyName] = PHARMACIES[Math.floor(rnd() * PHARMACIES.length)]!;
        const units = 1 + Math.floor(rnd() * 24);
        out.push({
          partyId,
          saleId: ++id,
          saleDate: `${currentYear}-${pad(month)}-${pad(day)}`,
          pharmacyCode,
          pharmacyName,
          productCode,
          productName: partyId === 2002 ? `${productName} (Iberia)` : productName,
          units,
          amountCents: units * Math.round((4 + rnd() * 30) * 100),
        });
      }
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Webinars

export const SEED_WEBINARS = [
  {
    id: 1,
    ca: 'Dermocosmètica: consell al taulell',
    es: 'Dermocosmética: consejo en el mostrador',
    video: 'aqz-KE-bpKQ',
    age: 2,
  },
  { id: 2, ca: 'Fotoprotecció 2026', es: 'Fotoprotección 2026', video: 'eRsGyueVLvQ', age: 9 },
  { id: 3, ca: 'Gestió de l’estoc', es: 'Gestión del stock', video: 'R6MlUcmOul8', age: 16 },
  { id: 4, ca: 'Atenció farmacèutica en nutrició', es: 'Atención farmacéutica en nutrición', video: 'WhWc3b3KhnY', age: 30 },
  { id: 5, ca: 'Màrqueting a la farmàcia', es: 'Marketing en la farmacia', video: 'Y-rmzh0PI3c', age: 44 },
  { id: 6, ca: 'Serveis digitals per a la farmàcia', es: 'Servicios digitales para la farmacia', video: 'mN0zPOpADL4', age: 58 },
  { id: 7, ca: 'Novetats del club Advance', es: 'Novedades del club Advance', video: 'TLkA0RELQ1g', age: 75 },
] as const;

export const WEBINAR_THUMBNAIL = { width: 480, height: 270 } as const;
