/**
 * Every route path of the SPA, collected from the feature modules (each feature declares its own
 * addresses in its `paths.ts`, which imports nothing, so any module may read this map without
 * an import cycle). A path appears here when its screen exists.
 */
import { aclPaths } from '../features/acl/paths';
import { administrationPaths } from '../features/administration/paths';
import { authPaths } from '../features/auth/paths';
import { errorPaths } from '../features/errors/paths';
import { fedePaths } from '../features/fede/paths';
import { homeModulePaths } from '../features/home/paths';
import { intranetPaths } from '../features/intranet/paths';
import { laboratoryPaths } from '../features/laboratory/paths';
import { operationsPaths } from '../features/operations/paths';
import { passwordPaths } from '../features/password/paths';
import { pharmacyDocumentsPaths } from '../features/pharmacy-documents/paths';
import { pharmacyInvoicingPaths } from '../features/pharmacy-invoicing/paths';
import { pharmacyPortalPaths } from '../features/pharmacy-portal/paths';
import { profilePaths } from '../features/profile/paths';
import { reportPaths } from '../features/reports/paths';
import { salesImportPaths } from '../features/sales-import/paths';
import { ticketingPaths } from '../features/ticketing/paths';
import { warehousePaths } from '../features/warehouse/paths';
import { workingTimePaths } from '../features/working-time/paths';

export const paths = {
  ...homeModulePaths,
  ...authPaths,
  ...errorPaths,
  ...passwordPaths,
  ...fedePaths,
  ...profilePaths,
  ...aclPaths,
  ...intranetPaths,
  ...pharmacyPortalPaths,
  ...pharmacyDocumentsPaths,
  ...pharmacyInvoicingPaths,
  ...reportPaths,
  ...laboratoryPaths,
  ...workingTimePaths,
  ...warehousePaths,
  ...ticketingPaths,
  ...operationsPaths,
  ...salesImportPaths,
  ...administrationPaths,
} as const;

/** A pattern with its params filled in by name; optional params left out drop their segment. */
export function fillPath(pattern: string, values: Record<string, string | number | null | undefined> = {}): string {
  const filled = pattern
    .split('/')
    .map((segment) => {
      const param = /^:([a-z]+)(\?)?$/i.exec(segment);
      if (!param) return segment;
      const value = values[param[1]!];
      if (value === undefined || value === null || value === '') {
        if (param[2]) return null;
        throw new Error(`Missing ${param[1]} for ${pattern}`);
      }
      return encodeURIComponent(String(value));
    })
    .filter((segment) => segment !== null);
  return filled.join('/') || '/';
}

/**
 * A path pattern with its `:param` (or optional `:param?`) filled in
 * (`withParam(paths.aclGuestShow, 7)` → /acl/guests/show/7).
 */
export function withParam(pattern: string, value: string | number): string {
  return pattern.replace(/:[a-z]+\??/i, encodeURIComponent(String(value)));
}

export type HomeId = 'internal' | 'pharmacy' | 'laboratory';

export const homePaths: Record<HomeId, string> = {
  internal: paths.internal,
  pharmacy: paths.pharmacy,
  laboratory: paths.laboratory,
};

/**
 * Links to screens that belong to later issues. Each stays hidden until its screen is built:
 * flip `built` when the route exists.
 */
export const plannedLinks = {
  /** /password/reset (spec §2): the recover-password link on the login screen. */
  passwordReset: { path: '/password/reset', built: true },
} as const;
