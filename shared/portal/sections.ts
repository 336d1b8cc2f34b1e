/**
 * The intranet's top directories and the guest document areas built on them (spec §2, §6).
 *
 * Every directory and file belongs to exactly one top directory (a root of the intranet tree).
 * A guest area shows one top directory; opening a file always checks the roles of the file's REAL
 * top directory (never an id taken from the address).
 */
import { ROLE } from '../roles/catalogue';

/** Top directory ids. Spec §6 gives the first eight; promotions and health were chosen here. */
export const TOP_DIRECTORY = {
  digitalServices: 1,
  agreements: 14,
  catalog: 15,
  bi: 16,
  inPersonServices: 17,
  administration: 18,
  club: 283,
  networking: 284,
  /** Not shown by the spec: chosen here (docs/spec-decisions.md). */
  promotions: 285,
  /** Not shown by the spec: chosen here (docs/spec-decisions.md). */
  health: 286,
} as const;

export type TopDirectoryId = (typeof TOP_DIRECTORY)[keyof typeof TOP_DIRECTORY];

export interface SectionDef {
  /** Section key: the API path segment after /api/guest/pharmacy/ and the SPA route after /guest/pharmacy/. */
  key: string;
  topDirectoryId: TopDirectoryId;
  /**
   * Roles the caller must hold, all of them, to list the area and open its files. The area role
   * (spec §2/§6) plus, for BI documents, the news role of §6 (42), which the area role implies.
   */
  roles: readonly number[];
  /** The top directory's names (it is created with them; administrators cannot rename it: locked). */
  name: { ca: string; es: string };
}

// In the order the intranet shows the top directories (their `order` is the position, from 1).
export const SECTIONS = [
  {
    key: 'platform/agreements',
    topDirectoryId: TOP_DIRECTORY.agreements,
    roles: [ROLE.pharmacyAgreements],
    name: { ca: 'Acords', es: 'Acuerdos' },
  },
  {
    key: 'platform/catalog',
    topDirectoryId: TOP_DIRECTORY.catalog,
    roles: [ROLE.pharmacyCatalog],
    name: { ca: 'Catàleg', es: 'Catálogo' },
  },
  {
    key: 'platform/promotions',
    topDirectoryId: TOP_DIRECTORY.promotions,
    roles: [ROLE.pharmacyPromotions],
    name: { ca: 'Promocions', es: 'Promociones' },
  },
  {
    key: 'bi',
    topDirectoryId: TOP_DIRECTORY.bi,
    roles: [ROLE.pharmacyBi, ROLE.pharmacyBiDocuments],
    name: { ca: 'Intel·ligència de negoci', es: 'Inteligencia de negocio' },
  },
  {
    key: 'services/inperson',
    topDirectoryId: TOP_DIRECTORY.inPersonServices,
    roles: [ROLE.pharmacyServicesInPerson],
    name: { ca: 'Serveis presencials', es: 'Servicios presenciales' },
  },
  {
    key: 'services/digital',
    topDirectoryId: TOP_DIRECTORY.digitalServices,
    roles: [ROLE.pharmacyServicesDigital],
    name: { ca: 'Serveis digitals', es: 'Servicios digitales' },
  },
  {
    key: 'administration',
    topDirectoryId: TOP_DIRECTORY.administration,
    roles: [ROLE.pharmacyAdministrationDocuments],
    name: { ca: 'Administració', es: 'Administración' },
  },
  {
    key: 'health',
    topDirectoryId: TOP_DIRECTORY.health,
    roles: [ROLE.pharmacyServices],
    name: { ca: 'Salut', es: 'Salud' },
  },
  {
    key: 'club',
    topDirectoryId: TOP_DIRECTORY.club,
    roles: [ROLE.pharmacyAdvance],
    name: { ca: 'Club', es: 'Club' },
  },
  {
    key: 'networking',
    topDirectoryId: TOP_DIRECTORY.networking,
    roles: [ROLE.pharmacyAdvance],
    name: { ca: 'Networking', es: 'Networking' },
  },
] as const satisfies readonly SectionDef[];

export type SectionKey = (typeof SECTIONS)[number]['key'];

type Section = (typeof SECTIONS)[number];
const byTop = new Map<number, Section>(SECTIONS.map((s) => [s.topDirectoryId, s]));

export function sectionOfTop(topDirectoryId: number): Section | undefined {
  return byTop.get(topDirectoryId);
}

/**
 * Whether someone holding `roleIds` may open files of a top directory (news, /file/{top}/{id}).
 * A top directory no guest area shows (one an administrator added at the root) is open to nobody.
 */
export function mayOpenTop(roleIds: readonly number[], topDirectoryId: number): boolean {
  const section = byTop.get(topDirectoryId);
  return !!section && section.roles.every((r) => roleIds.includes(r));
}

/** The top directories whose files someone holding `roleIds` may open. */
export function openableTops(roleIds: readonly number[]): number[] {
  return SECTIONS.filter((s) => mayOpenTop(roleIds, s.topDirectoryId)).map((s) => s.topDirectoryId);
}

/** The portal address of a file (the intranet admin's "copy file link"), relative to the site. */
export function portalFilePath(topDirectoryId: number, fileId: number): string {
  return `/guest/pharmacy/file/${topDirectoryId}/${fileId}`;
}

/** `{path?}` of the document routes: directory ids joined by '-'. */
export const PATH_SEPARATOR = '-';

export function parseDirectoryPath(path: string | undefined | null): number[] | null {
  if (!path) return [];
  const parts = path.split(PATH_SEPARATOR);
  if (!parts.every((p) => /^[1-9]\d{0,9}$/.test(p))) return null;
  return parts.map(Number);
}
