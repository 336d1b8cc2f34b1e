/** The portal (intranet, guest areas) API's own messages, ca and es (merged in shared/i18n/server-messages.ts). */
export const ca = {
  'errors.intranet_incorrect_path': "No s'ha trobat el camí; es mostra la carpeta arrel.",
  'errors.intranet_locked': 'Aquest directori està bloquejat: no es pot editar, moure ni eliminar.',
  'validation.intranet_move_into_itself': "No es pot moure un directori dins seu ni dins d'un dels seus subdirectoris.",
  'validation.intranet_link_or_upload': 'Indiqueu un enllaç o pugeu un fitxer (un dels dos).',
  'validation.after_start': "Ha de ser igual o posterior a la data d'inici.",
  'files.sales_export': 'Vendes {from} a {to}.xlsx',
  'files.invoice': 'Factura {number}.pdf',
  'files.credit': 'Abonament {number}.pdf',
  'files.model347': 'Carta model 347 {year}.pdf',
  'errors.report_unavailable': "L'informe no està disponible ara mateix. Torneu-ho a provar més tard.",
} as const;

export const es: Record<keyof typeof ca, string> = {
  'errors.intranet_incorrect_path': 'No se ha encontrado la ruta; se muestra la carpeta raíz.',
  'errors.intranet_locked': 'Este directorio está bloqueado: no se puede editar, mover ni eliminar.',
  'validation.intranet_move_into_itself': 'No se puede mover un directorio dentro de sí mismo ni de uno de sus subdirectorios.',
  'validation.intranet_link_or_upload': 'Indique un enlace o suba un fichero (uno de los dos).',
  'validation.after_start': 'Debe ser igual o posterior a la fecha de inicio.',
  'files.sales_export': 'Ventas {from} a {to}.xlsx',
  'files.invoice': 'Factura {number}.pdf',
  'files.credit': 'Abono {number}.pdf',
  'files.model347': 'Carta modelo 347 {year}.pdf',
  'errors.report_unavailable': 'El informe no está disponible en este momento. Vuelva a intentarlo más tarde.',
};
