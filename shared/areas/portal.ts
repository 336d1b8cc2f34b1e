/**
 * The partner portal and the intranet (platform §2–§4, §6): guests' sections, the intranet, BI. A
 * page's rule needs every role it lists (the spec's "roles 29 and 54"); a tile or a link shows when
 * the user holds its one role (the `tiles`).
 */
import { roleId } from '../roles/catalogue';
import { SECTIONS, type SectionKey } from '../portal/sections';
import { allOf, anyOf, defineArea } from './define';
import { GUEST_PERSONAS } from './personas';

/** A pharmacy guest's page: the pharmacy role and the page's own. */
const member = (...keys: Parameters<typeof allOf>) => allOf('guest.pharmacy', ...keys);

export const portalArea = defineArea({
  name: 'portal',
  title: 'Portal',
  groups: {
    intranet: {},
    'guest-pharmacy': {},
    /** The model 347 letter's PDF: pdf-lib stays out of the everyday portal's cold start. */
    'guest-pharmacy-documents': {},
    'guest-laboratory': {},
    bi: {},
  },
  access: {
    intranetAdmin: anyOf('intranet'),
    /** News, communication, profile, a file: the guest and pharmacy roles alone. */
    pharmacyGuest: allOf('guest', 'guest.pharmacy'),
    laboratoryGuest: allOf('guest', 'guest.laboratory'),
    platform: member('guest.pharmacy.platform'),
    administration: member('guest.pharmacy.administration'),
    services: member('guest.pharmacy.services'),
    bi: member('guest.pharmacy.bi'),
    biDemo: member('guest.pharmacy.bi.demo'),
    biSfera: member('guest.pharmacy.bi.sfera'),
    /** Invoicing: the platform and invoicing roles (spec §6 "34 platform; 39 invoicing"), both required. */
    invoicing: member('guest.pharmacy.platform', 'guest.pharmacy.platform.invoicing'),
    purchases: member('guest.pharmacy.platform', 'guest.pharmacy.platform.purchases'),
    biReports: member('guest.pharmacy.bi', 'guest.pharmacy.bi.reports'),
    /** Advance (the spec's 69): webinars, club, networking. */
    advance: member('guest.pharmacy.opc'),
    vertical: allOf('guest', 'guest.pharmacy', 'guest.pharmacy.opc'),
    laboratoryStatistics: allOf('guest.laboratory', 'guest.laboratory.statistics'),
    laboratoryStatisticsPage: allOf('guest', 'guest.laboratory', 'guest.laboratory.statistics'),
    laboratoryBiPage: allOf('guest', 'guest.laboratory', 'guest.laboratory.bi'),
  },
  /** The intranet's administrator and every guest. */
  personas: ['admin', ...GUEST_PERSONAS],
});

/** A document section (shared/portal/sections.ts): the pharmacy role and every role of the section. */
export const sectionAccess = (key: SectionKey): { readonly allOf: readonly number[] } => ({
  allOf: [roleId('guest.pharmacy'), ...SECTIONS.find((s) => s.key === key)!.roles],
});

/** The portal's tiles and links: each shows to whoever holds its role. */
export const portalTiles = {
  pharmacyGuest: anyOf('guest.pharmacy'),
  platform: anyOf('guest.pharmacy.platform'),
  administration: anyOf('guest.pharmacy.administration'),
  services: anyOf('guest.pharmacy.services'),
  servicesAny: anyOf('guest.pharmacy.services.inperson', 'guest.pharmacy.services.digital'),
  bi: anyOf('guest.pharmacy.bi'),
  advance: anyOf('guest.pharmacy.opc'),
  purchases: anyOf('guest.pharmacy.platform.purchases'),
  invoicing: anyOf('guest.pharmacy.platform.invoicing'),
  agreements: anyOf('guest.pharmacy.platform.agreements'),
  catalog: anyOf('guest.pharmacy.platform.catalog'),
  promotions: anyOf('guest.pharmacy.platform.promotions'),
  acl: anyOf('guest.pharmacy.administration.acl'),
  administrationDocuments: anyOf('guest.pharmacy.administration.documents'),
  inperson: anyOf('guest.pharmacy.services.inperson'),
  digital: anyOf('guest.pharmacy.services.digital'),
  biReports: anyOf('guest.pharmacy.bi.reports'),
  biDocuments: anyOf('guest.pharmacy.bi.documents'),
  biDemo: anyOf('guest.pharmacy.bi.demo'),
  biSfera: anyOf('guest.pharmacy.bi.sfera'),
  laboratoryStatistics: anyOf('guest.laboratory.statistics'),
  laboratoryBi: anyOf('guest.laboratory.bi'),
  intranetAdmin: anyOf('intranet'),
};
