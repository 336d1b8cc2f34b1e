/** The partner portal and the intranet (platform §2–§4): guests' sections, the intranet, BI. */
import { allOf, anyOf, defineArea } from './define';

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
    pharmacyGuest: allOf('guest', 'guest.pharmacy'),
    /** Invoicing: the platform and invoicing roles (spec §6 "34 platform; 39 invoicing"), both required. */
    invoicing: allOf('guest.pharmacy', 'guest.pharmacy.platform', 'guest.pharmacy.platform.invoicing'),
    advance: allOf('guest.pharmacy', 'guest.pharmacy.opc'),
    /** The header's Advance label. */
    advanceLabel: anyOf('guest.pharmacy.opc'),
    laboratoryStatistics: allOf('guest.laboratory', 'guest.laboratory.statistics'),
  },
});
