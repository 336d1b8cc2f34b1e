/** The access control API's own messages, ca and es (merged in shared/i18n/server-messages.ts). */
export const ca = {
  'validation.party_type': "L'entitat triada no correspon al tipus de convidat.",
  'validation.roles_branch': 'Algun dels rols triats no correspon a aquest tipus de compte.',
  'validation.roles_not_grantable': 'No podeu atorgar rols que no teniu.',
  'errors.acl_himself': 'No podeu modificar els vostres propis rols.',
  'errors.guest_acl_himself': "No podeu editar el vostre propi usuari des d'aquesta pantalla.",
  'errors.guest_acl_privileges': 'Aquest usuari té permisos que no podeu atorgar: només el pot gestionar el vostre proveïdor.',
  'errors.impersonate_himself': 'No us podeu suplantar a vosaltres mateixos.',
  'errors.impersonate_privileges': 'No podeu suplantar un usuari que té permisos que vosaltres no teniu.',
} as const;

export const es: Record<keyof typeof ca, string> = {
  'validation.party_type': 'La entidad elegida no corresponde al tipo de invitado.',
  'validation.roles_branch': 'Alguno de los roles elegidos no corresponde a este tipo de cuenta.',
  'validation.roles_not_grantable': 'No puede otorgar roles que no tiene.',
  'errors.acl_himself': 'No puede modificar sus propios roles.',
  'errors.guest_acl_himself': 'No puede editar su propio usuario desde esta pantalla.',
  'errors.guest_acl_privileges': 'Este usuario tiene permisos que usted no puede otorgar: solo lo puede gestionar su proveedor.',
  'errors.impersonate_himself': 'No puede suplantarse a sí mismo.',
  'errors.impersonate_privileges': 'No puede suplantar a un usuario que tiene permisos que usted no tiene.',
};
