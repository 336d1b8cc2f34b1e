/**
 * The pharmacy guest's document areas (spec §2): each shows one top directory of the intranet tree
 * (shared/portal/sections.ts) at its own address. The address is not always the API section: BI
 * documents live at /bi/documents (the API's section is `bi`), administration documents at
 * /administration/documents.
 */
import type { Access } from '../../../shared/access';
import { sectionAccess } from '../../../shared/areas/portal';
import { SECTIONS, type SectionKey } from '../../../shared/portal/sections';

export interface DocumentArea {
  section: SectionKey;
  topDirectoryId: number;
  /** The SPA address of its root; `{path?}` follows it. */
  path: string;
  /** The API's rule for the section. */
  access: Access;
  titleKey: string;
  /** The tiles page it belongs to, for the breadcrumbs. */
  parent?: { path: string; titleKey: string };
}

const P = '/guest/pharmacy';
const platform = { path: `${P}/platform`, titleKey: 'portal.platform.title' };
const administration = { path: `${P}/administration`, titleKey: 'portal.administration.title' };
const services = { path: `${P}/services/index`, titleKey: 'portal.services.title' };
const bi = { path: `${P}/bi`, titleKey: 'portal.bi.title' };

const ADDRESSES: Record<SectionKey, { path: string; titleKey: string; parent?: DocumentArea['parent'] }> = {
  'platform/agreements': { path: `${P}/platform/agreements`, titleKey: 'portal.documents.agreements', parent: platform },
  'platform/catalog': { path: `${P}/platform/catalog`, titleKey: 'portal.documents.catalog', parent: platform },
  'platform/promotions': { path: `${P}/platform/promotions`, titleKey: 'portal.documents.promotions', parent: platform },
  bi: { path: `${P}/bi/documents`, titleKey: 'portal.documents.bi', parent: bi },
  'services/inperson': { path: `${P}/services/inperson`, titleKey: 'portal.documents.inperson', parent: services },
  'services/digital': { path: `${P}/services/digital`, titleKey: 'portal.documents.digital', parent: services },
  administration: { path: `${P}/administration/documents`, titleKey: 'portal.documents.administration', parent: administration },
  health: { path: `${P}/health`, titleKey: 'portal.documents.health' },
  club: { path: `${P}/club`, titleKey: 'portal.documents.club' },
  networking: { path: `${P}/networking`, titleKey: 'portal.documents.networking' },
};

export const DOCUMENT_AREAS: readonly DocumentArea[] = SECTIONS.map((s) => ({
  section: s.key,
  topDirectoryId: s.topDirectoryId,
  access: sectionAccess(s.key),
  ...ADDRESSES[s.key],
}));

export function documentAreaOf(section: string): DocumentArea | undefined {
  return DOCUMENT_AREAS.find((a) => a.section === section);
}

/** The area whose address starts the given location (the longest match). */
export function documentAreaAt(pathname: string): DocumentArea | undefined {
  return [...DOCUMENT_AREAS]
    .sort((a, b) => b.path.length - a.path.length)
    .find((a) => pathname === a.path || pathname.startsWith(`${a.path}/`));
}
