/**
 * Cloudscape's own component strings (aria labels, overflow menu, dismiss buttons…).
 * Cloudscape ships Spanish but no Catalan, and a locale without messages renders empty labels.
 * So: Spanish as shipped for `es`; for `ca`, the Spanish set re-keyed as `ca` (a safe fallback for
 * components nobody translated yet) with our Catalan strings laid over it. Add a component here
 * when a screen starts to use it. Strings are ICU MessageFormat, as Cloudscape expects.
 */
import type { I18nProviderProps } from '@cloudscape-design/components/i18n';
import esMessages from '@cloudscape-design/components/i18n/messages/all.es';

type ComponentMessages = Record<string, Record<string, string>>;

const NAMESPACE = 'cloudscape-design-components';

// prettier-ignore
export const CATALAN_OVERLAY: ComponentMessages = {
  alert: {
    dismissAriaLabel: "Descarta l'alerta",
    'i18nStrings.successIconAriaLabel': 'Correcte',
    'i18nStrings.errorIconAriaLabel': 'Error',
    'i18nStrings.warningIconAriaLabel': 'Avís',
    'i18nStrings.infoIconAriaLabel': 'Informació',
    'i18nStrings.dismissAriaLabel': "Descarta l'alerta",
  },
  flashbar: {
    'i18nStrings.ariaLabel': 'Notificacions',
    'i18nStrings.errorIconAriaLabel': 'Error',
    'i18nStrings.inProgressIconAriaLabel': 'En curs',
    'i18nStrings.infoIconAriaLabel': 'Informació',
    'i18nStrings.notificationBarAriaLabel': 'Totes les notificacions',
    'i18nStrings.notificationBarText': 'Notificacions',
    'i18nStrings.successIconAriaLabel': 'Correcte',
    'i18nStrings.warningIconAriaLabel': 'Avís',
  },
  'top-navigation': {
    'i18nStrings.searchIconAriaLabel': 'Cerca',
    'i18nStrings.searchDismissIconAriaLabel': 'Tanca la cerca',
    'i18nStrings.overflowMenuTriggerText': 'Més',
    'i18nStrings.overflowMenuDismissIconAriaLabel': 'Tanca el menú',
    'i18nStrings.overflowMenuBackIconAriaLabel': 'Enrere',
    'i18nStrings.overflowMenuTitleText': 'Tot',
  },
  'breadcrumb-group': {
    expandAriaLabel: 'Mostra la ruta',
  },
  'button-dropdown': {
    filteringResultsText: '{matchesCount} de {totalCount} elements',
    noMatch: 'No hi ha cap acció coincident',
    'i18nStrings.filteringItemAriaDescription': 'Continueu escrivint per filtrar els resultats.',
  },
  form: {
    errorIconAriaLabel: 'Error',
  },
  'form-field': {
    'i18nStrings.errorIconAriaLabel': 'Error',
    'i18nStrings.warningIconAriaLabel': 'Avís',
  },
  input: {
    clearAriaLabel: 'Esborra',
  },
  link: {
    externalIconAriaLabel: "S'obre en una pestanya nova",
  },
  button: {
    'i18nStrings.externalIconAriaLabel': "S'obre en una pestanya nova",
  },
  modal: {
    closeAriaLabel: 'Tanca el diàleg',
  },
  popover: {
    dismissAriaLabel: 'Tanca la finestra emergent',
  },
  'error-boundary': {
    'i18nStrings.headerText': "Error inesperat. No s'ha pogut mostrar el contingut",
    'i18nStrings.descriptionText': 'Torneu a carregar la pàgina per tornar-ho a provar.',
    'i18nStrings.refreshActionText': 'Torna a carregar la pàgina',
  },
  multiselect: {
    deselectAriaLabel: 'Treu {option__label}',
    'i18nStrings.selectAllText': 'Selecciona-ho tot',
  },
  'token-group': {
    'i18nStrings.limitShowFewer': 'Mostra’n menys',
    'i18nStrings.limitShowMore': 'Mostra’n més',
  },
  select: {
    errorIconAriaLabel: 'Error',
    selectedAriaLabel: 'Seleccionat',
    recoveryText: 'Torna-ho a provar',
  },
  pagination: {
    'ariaLabels.nextPageLabel': 'Pàgina següent',
    'ariaLabels.pageLabel': 'Pàgina {pageNumber} de totes les pàgines',
    'ariaLabels.previousPageLabel': 'Pàgina anterior',
    'ariaLabels.jumpToPageButtonLabel': 'Vés a la pàgina',
    'i18nStrings.jumpToPageInputLabel': 'Pàgina',
    'i18nStrings.jumpToPageError': "Pàgina fora de l'interval. Es mostra l'última pàgina disponible.",
    'i18nStrings.jumpToPageLoadingText': "S'està carregant",
    'i18nStrings.pagesCompactText': '{openEnd, select, true {{currentPage} de {pagesCount}+} false {{currentPage} de {pagesCount}} other {}}',
  },
  tabs: {
    'i18nStrings.scrollLeftAriaLabel': "Desplaça't cap a l'esquerra",
    'i18nStrings.scrollRightAriaLabel': "Desplaça't cap a la dreta",
    'i18nStrings.tabsWithActionsAriaRoleDescription': 'Pestanyes amb accions',
  },
  calendar: {
    nextMonthAriaLabel: 'Mes següent',
    previousMonthAriaLabel: 'Mes anterior',
    todayAriaLabel: 'Avui',
    'i18nStrings.nextYearAriaLabel': 'Any següent',
    'i18nStrings.previousYearAriaLabel': 'Any anterior',
    'i18nStrings.currentMonthAriaLabel': 'Mes actual',
  },
  'date-picker': {
    'i18nStrings.openCalendarAriaLabel': '{selectedDate, select, none {Trieu una data} other {Trieu una data; la data seleccionada és {selectedDate}}}',
  },
  table: {
    'ariaLabels.resizerRoleDescription': 'botó de redimensionament',
    'ariaLabels.submittingEditText': "S'està enviant la modificació",
    'ariaLabels.successfulEditLabel': "S'ha modificat correctament",
    'ariaLabels.expandButtonLabel': 'Desplega',
    'ariaLabels.collapseButtonLabel': 'Plega',
    'columnDefinitions.editConfig.errorIconAriaLabel': 'Error',
    'columnDefinitions.editConfig.editIconAriaLabel': 'editable',
    'i18nStrings.sortDropdownSortAscending': 'Ordena de manera ascendent',
    'i18nStrings.sortDropdownSortDescending': 'Ordena de manera descendent',
    'i18nStrings.sortDropdownMultiColumnSortGroup': 'Ordena per diverses columnes (Maj i clic)',
    'i18nStrings.sortDropdownAddToSortAscending': "Afegeix a l'ordenació (ascendent)",
    'i18nStrings.sortDropdownAddToSortDescending': "Afegeix a l'ordenació (descendent)",
    'i18nStrings.sortDropdownRemoveFromSort': "Treu de l'ordenació",
    'i18nStrings.clearSort': "Esborra l'ordenació",
    'ariaLabels.sortMenuTriggerLabel': "Opcions d'ordenació",
    'i18nStrings.sortDropdownAddToSortDisabledReason': 'Aquesta columna ja està ordenada',
    'i18nStrings.sortDropdownRemoveFromSortDisabledReason': 'Aquesta columna no està ordenada',
    'ariaLabels.sortAscending': 'ascendent',
    'ariaLabels.sortDescending': 'descendent',
    'ariaLabels.liveAnnouncementSortOrder': 'Taula ordenada per {columns}',
    'ariaLabels.liveAnnouncementSortCleared': "S'ha esborrat l'ordenació",
    'ariaLabels.sortPriority': "prioritat d'ordenació {priority}",
  },
  'collection-preferences': {
    title: 'Preferències',
    confirmLabel: 'Confirma',
    cancelLabel: 'Cancel·la',
    'pageSizePreference.title': 'Mida de la pàgina',
    'wrapLinesPreference.label': 'Ajusta les línies',
    'wrapLinesPreference.description': 'Marqueu-ho per veure tot el text en diverses línies',
    'stripedRowsPreference.label': 'Files ratllades',
    'stripedRowsPreference.description': 'Marqueu-ho per ombrejar les files alternes',
    'contentDensityPreference.label': 'Mode compacte',
    'contentDensityPreference.description': 'Marqueu-ho per mostrar el contingut de manera més densa i compacta',
    'stickyColumnsPreference.firstColumns.title': 'Fixa les primeres columnes',
    'stickyColumnsPreference.firstColumns.description': 'Mantingueu visibles les primeres columnes mentre desplaceu la taula lateralment.',
    'stickyColumnsPreference.firstColumns.options[0].label': 'Cap',
    'stickyColumnsPreference.firstColumns.options[1].label': 'La primera columna',
    'stickyColumnsPreference.firstColumns.options[2].label': 'Les dues primeres columnes',
    'stickyColumnsPreference.lastColumns.title': "Fixa l'última columna",
    'stickyColumnsPreference.lastColumns.description': "Mantingueu visible l'última columna mentre desplaceu la taula lateralment.",
    'stickyColumnsPreference.lastColumns.options[0].label': 'Cap',
    'stickyColumnsPreference.lastColumns.options[1].label': "L'última columna",
    'contentDisplayPreference.title': 'Preferències de columnes',
    'contentDisplayPreference.description': "Personalitzeu quines columnes es veuen i en quin ordre.",
    'contentDisplayPreference.dragHandleAriaLabel': "Nansa d'arrossegament",
    'contentDisplayPreference.dragHandleAriaDescription': "Feu servir la barra espaiadora o Retorn per agafar un element i les tecles de fletxa per moure'l. Per deixar-lo, premeu la barra espaiadora o Retorn; per descartar el moviment, premeu Escapada. Pot ser que hàgiu de canviar el mode de navegació del lector de pantalla.",
    'contentDisplayPreference.liveAnnouncementDndStarted': "S'ha agafat l'element de la posició {position} de {total}",
    'contentDisplayPreference.liveAnnouncementDndDiscarded': "S'ha cancel·lat la reordenació",
    'contentDisplayPreference.i18nStrings.columnFilteringPlaceholder': 'Filtra les columnes',
    'contentDisplayPreference.i18nStrings.columnFilteringAriaLabel': 'Filtra les columnes',
    'contentDisplayPreference.i18nStrings.columnFilteringNoMatchText': "No s'ha trobat cap coincidència",
    'contentDisplayPreference.i18nStrings.columnFilteringClearFilterText': 'Esborra el filtre',
    'contentDisplayPreference.liveAnnouncementDndItemReordered': "{isInitialPosition, select, true {Es torna a moure l'element a la posició {currentPosition} de {total}} false {Es mou l'element a la posició {currentPosition} de {total}} other {}}",
    'contentDisplayPreference.liveAnnouncementDndItemCommitted': "{isInitialPosition, select, true {L'element ha tornat a la posició original {initialPosition} de {total}} false {L'element s'ha mogut de la posició {initialPosition} a la {finalPosition} de {total}} other {}}",
    'contentDisplayPreference.liveAnnouncementDndGroupLabel': '{count, plural, zero {{label}, 0 elements} one {{label}, 1 element} other {{label}, {count} elements}}',
    'contentDisplayPreference.i18nStrings.columnFilteringCountText': '{count, plural, zero {0 coincidències} one {1 coincidència} other {{count} coincidències}}',
  },
  // Shared by every chart (bar-chart on the warehouse's order delivery time).
  '[charts]': {
    loadingText: 'Carregant el gràfic',
    errorText: "No s'han pogut obtenir les dades. Torneu-ho a provar més tard.",
    recoveryText: 'Torna-ho a provar',
    'i18nStrings.filterLabel': 'Filtra les dades mostrades',
    'i18nStrings.filterPlaceholder': 'Filtra les dades',
    'i18nStrings.legendAriaLabel': 'Llegenda',
    'i18nStrings.chartAriaRoleDescription': 'Gràfic',
    'i18nStrings.xAxisAriaRoleDescription': 'eix x',
    'i18nStrings.yAxisAriaRoleDescription': 'eix y',
  },
  'tree-view': {
    'i18nStrings.expandButtonLabel': 'Desplega',
    'i18nStrings.collapseButtonLabel': 'Plega',
  },
};

type Tree = Record<string, Record<string, Record<string, unknown>>>;

/** Messages for Cloudscape's I18nProvider: Spanish as shipped plus the Catalan set. */
export function cloudscapeMessages(): I18nProviderProps.Messages[] {
  const spanish = ((esMessages as unknown as Tree)[NAMESPACE]?.es ?? {}) as Record<string, Record<string, unknown>>;
  const catalan: Record<string, Record<string, unknown>> = {};
  for (const [component, strings] of Object.entries(spanish)) catalan[component] = { ...strings };
  for (const [component, strings] of Object.entries(CATALAN_OVERLAY)) {
    catalan[component] = { ...(catalan[component] ?? {}), ...strings };
  }
  return [esMessages, { [NAMESPACE]: { ca: catalan } } as unknown as I18nProviderProps.Messages];
}
