/** Both catalogues at once, for tests that render without waiting for a catalogue to load. */
import { mergeCatalogue } from '../lib/i18n/catalogue';
import caFiles from '../lib/i18n/catalogue-ca';
import esFiles from '../lib/i18n/catalogue-es';

export const BOTH_CATALOGUES = { ca: mergeCatalogue(caFiles), es: mergeCatalogue(esFiles) };
