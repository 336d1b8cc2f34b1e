/**
 * The Cloudscape components whose built-in strings the app ships (in Spanish from Cloudscape, in
 * Catalan from our overlay). The build keeps only these from Cloudscape's Spanish messages (all of
 * them weigh 8 KiB gzip); a test checks every component imported in web/src is listed here and
 * has its Catalan overlay. Components used inside others count too (top-navigation uses
 * button-dropdown; many use error-boundary).
 */
export const CLOUDSCAPE_I18N_COMPONENTS = [
  '[charts]',
  'alert',
  'breadcrumb-group',
  'button',
  'button-dropdown',
  'calendar',
  'collection-preferences',
  'date-picker',
  'error-boundary',
  'flashbar',
  'form',
  'form-field',
  'input',
  'link',
  'modal',
  'multiselect',
  'pagination',
  'popover',
  'select',
  'table',
  'tabs',
  'token-group',
  'top-navigation',
  'tree-view',
] as const;
