/** Both catalogues at once, for tests that render without waiting for a catalogue to load. */
import ca from '../locales/ca.json';
import es from '../locales/es.json';

export const BOTH_CATALOGUES = { ca, es };
