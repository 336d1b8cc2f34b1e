/**
 * The README's demo personas by kind (logins; their roles are in infra/local/seed/personas.ts), for
 * the manifests' `personas` and the matrices' `who` lists that name a whole kind.
 */

/** Every internal account (role 2): they all clock, look parties up and edit their settings. */
export const INTERNAL_PERSONAS = [
  'admin',
  'staff',
  'tiquets-trucades',
  'tiquets-canals',
  'tiquets-estats',
  'tiquets-tipus',
  'operacions',
  'vendes',
  'cataleg',
  'vendes-manuals',
  'estadistiques',
  'embalatge',
  'facturacio',
  'fidelitzacio',
  'suport',
  'inspeccio',
  'representant',
  'magatzem',
  'distribucio',
] as const;

/** The pharmacies' guests: farmacia, -admin and -auxiliar of party 1001, the ramblas pair of 1002, farmacia-basica of 1004. */
export const PHARMACY_PERSONAS = [
  'farmacia',
  'farmacia-admin',
  'farmacia-auxiliar',
  'farmacia-basica',
  'farmacia-ramblas',
  'farmacia-ramblas-aux',
] as const;

/** Every guest: the pharmacies' and the laboratory's. */
export const GUEST_PERSONAS = [...PHARMACY_PERSONAS, 'laboratori'] as const;
