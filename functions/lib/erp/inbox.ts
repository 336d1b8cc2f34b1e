/** Where the ERP drops its feeds (and the invoices' PDFs) in the files bucket, and where rejects go. */
export const ERP_INBOX_PREFIX = 'erp-inbox/';
export const ERP_PDF_PREFIX = 'erp-inbox/pdf/';
export const ERP_REJECTS_PREFIX = 'erp-rejects/';
