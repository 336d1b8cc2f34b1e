/** The pharmacy guest's news, files and document areas (addresses in config/document-areas.ts). */
import { portalArea } from '../../../../shared/areas/portal';
import { page, type FeatureModule } from '../../app/feature-module';
import { DOCUMENT_AREAS } from '../../config/document-areas';
import { pharmacyDocumentsPaths } from './paths';

const guest = portalArea.access.pharmacyGuest;
const areaPage = page(() => import('./AreaPage'));

export const pharmacyDocumentsModule: FeatureModule = {
  id: 'pharmacy-documents',
  routes: [
    { path: pharmacyDocumentsPaths.pharmacyNews, access: guest, page: page(() => import('./NewsPage')) },
    { path: pharmacyDocumentsPaths.pharmacyFile, access: guest, page: page(() => import('./FilePage')) },
    ...DOCUMENT_AREAS.map((area) => ({ path: `${area.path}/:path?`, access: area.access, page: areaPage })),
  ],
};
