/** The operations role (§6 "value not shown"): the catalogue's administration.opc, the /opc tile's role. */
export const ROLE_ID_OPC = 112;
