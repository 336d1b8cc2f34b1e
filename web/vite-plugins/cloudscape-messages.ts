/**
 * Keeps only the listed components in Cloudscape's Spanish messages module
 * (@cloudscape-design/components/i18n/messages/all.es.js): the app imports it whole, the bundle
 * gets the components it uses.
 */
import type { Plugin } from 'vite';

const TARGET = /@cloudscape-design[\\/]components[\\/]i18n[\\/]messages[\\/]all\.es\.js$/;

export function cloudscapeMessagesSubset(components: readonly string[]): Plugin {
  return {
    name: 'portal:cloudscape-messages-subset',
    enforce: 'pre',
    transform(code, id) {
      if (!TARGET.test(id.split('?')[0]!)) return null;
      const json = code.replace(/^\s*export default\s*/, '').replace(/;?\s*$/, '');
      const all = JSON.parse(json) as Record<string, Record<string, Record<string, unknown>>>;
      const out: typeof all = {};
      for (const [namespace, locales] of Object.entries(all)) {
        out[namespace] = {};
        for (const [locale, byComponent] of Object.entries(locales)) {
          out[namespace][locale] = Object.fromEntries(components.filter((c) => c in byComponent).map((c) => [c, byComponent[c]]));
        }
      }
      return { code: `export default ${JSON.stringify(out)};`, map: null };
    },
  };
}
