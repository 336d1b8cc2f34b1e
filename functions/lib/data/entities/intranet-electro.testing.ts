/**
 * The ElectroDB models and Service of intranet directories and files before dynamodb-toolbox, for
 * the compat tests of both entities: stored items, keys and the `section` collection's Query must
 * stay byte-identical.
 */
import { Entity, Service } from 'electrodb';
import type { NewDirectory } from './intranet-directory';
import type { NewFile } from './intranet-file';

const directorySchema = {
  // Short entity name and key labels: a section of 12,000 items is read whole, every byte counts.
  model: { entity: 'idir', version: '1', service: 'portal' },
  attributes: {
    directoryId: { type: 'number', required: true, field: 'dir', label: 'd' },
    /** Parent directory; 0 for a top directory (the spec's directory_id null). */
    parentId: { type: 'number', required: true, field: 'par' },
    topDirectoryId: { type: 'number', required: true, field: 'top', label: 't' },
    /** '14-230-231': ids from the top directory to this one. */
    path: { type: 'string', required: true, field: 'pth' },
    nameCa: { type: 'string', required: true, field: 'nca' },
    nameEs: { type: 'string', required: true, field: 'nes' },
    order: { type: 'number', required: true, default: 0, field: 'ord' },
    /** Image object key in the files bucket and its original name. */
    imgKey: { type: 'string', field: 'ik' },
    imgName: { type: 'string', field: 'in' },
    /** Top directories are locked: no edit, move or delete. */
    locked: { type: 'boolean', required: true, default: false, field: 'lck' },
    createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString(), field: 'ca' },
    updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString(), field: 'ua' },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['directoryId'] }, sk: { field: 'sk', composite: [] } },
    bySection: {
      index: 'gsi1',
      collection: 'section',
      pk: { field: 'gsi1pk', composite: ['topDirectoryId'] },
      sk: { field: 'gsi1sk', composite: ['directoryId'] },
    },
  },
} as const;

const fileSchema = {
  // Short entity name and key labels: a section of 12,000 items is read whole, every byte counts.
  model: { entity: 'ifile', version: '1', service: 'portal' },
  attributes: {
    fileId: { type: 'number', required: true, label: 'f' },
    directoryId: { type: 'number', required: true, field: 'dir', label: 'd' },
    topDirectoryId: { type: 'number', required: true, field: 'top', label: 't' },
    /** Path of its directory ('14-230'). */
    path: { type: 'string', required: true, field: 'pth' },
    nameCa: { type: 'string', required: true, field: 'nca' },
    nameEs: { type: 'string', required: true, field: 'nes' },
    /** 'link' or the file type (pdf, mp4 …). */
    extensionCa: { type: 'string', required: true, field: 'xca' },
    extensionEs: { type: 'string', required: true, field: 'xes' },
    urlCa: { type: 'string', field: 'uca' },
    urlEs: { type: 'string', field: 'ues' },
    keyCa: { type: 'string', field: 'kca' },
    keyEs: { type: 'string', field: 'kes' },
    /** Original file names of the uploads (the spec's attachment_ca / attachment_es). */
    attachmentCa: { type: 'string', field: 'aca' },
    attachmentEs: { type: 'string', field: 'aes' },
    sizeCa: { type: 'number', field: 'sca' },
    sizeEs: { type: 'number', field: 'ses' },
    tooltipCa: { type: 'string', field: 'tca' },
    tooltipEs: { type: 'string', field: 'tes' },
    /** YYYY-MM-DD, both included (Europe/Madrid). */
    noveltyStart: { type: 'string', field: 'nvs' },
    noveltyEnd: { type: 'string', field: 'nve' },
    createdAt: { type: 'string', required: true, default: () => new Date().toISOString(), field: 'ca', label: 'c' },
    updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString(), field: 'ua' },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['fileId'] }, sk: { field: 'sk', composite: [] } },
    bySection: {
      index: 'gsi1',
      collection: 'section',
      pk: { field: 'gsi1pk', composite: ['topDirectoryId'] },
      sk: { field: 'gsi1sk', composite: ['fileId'] },
    },
    /** Newest files of a top directory first (news). */
    byNewest: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['topDirectoryId'] },
      sk: { field: 'gsi2sk', composite: ['createdAt', 'fileId'] },
    },
  },
} as const;

const config = { table: 'portal' };
export const electroDirectory = new Entity(directorySchema, config);
export const electroFile = new Entity(fileSchema, config);
export const electro = new Service({ directory: electroDirectory, file: electroFile }, config);

export const NOW = '2026-11-25T10:00:00.000Z';
export const directory: NewDirectory = {
  directoryId: 230,
  parentId: 14,
  topDirectoryId: 14,
  path: '14-230',
  nameCa: 'Acords',
  nameEs: 'Acuerdos',
  order: 3,
  locked: false,
  imgKey: 'intranet/images/X/Logo.PNG',
  imgName: 'Logo.PNG',
};
export const top: NewDirectory = { directoryId: 14, parentId: 0, topDirectoryId: 14, path: '14', nameCa: 'A', nameEs: 'B' };
export const file: NewFile = {
  fileId: 9001,
  directoryId: 230,
  topDirectoryId: 14,
  path: '14-230',
  nameCa: 'Tarifa',
  nameEs: 'Tarifa (es)',
  extensionCa: 'pdf',
  extensionEs: 'link',
  keyCa: 'intranet/files/9001/ca/Tarifa.pdf',
  attachmentCa: 'Tarifa.pdf',
  sizeCa: 1234,
  urlEs: 'https://Example.com/Tarifa',
  tooltipCa: 'Consell',
  noveltyStart: '2026-11-01',
  noveltyEnd: '2026-11-30',
  createdAt: '2026-10-01T08:09:10.123Z',
};
export const linkFile: NewFile = {
  fileId: 9002,
  directoryId: 14,
  topDirectoryId: 14,
  path: '14',
  nameCa: 'Web',
  nameEs: 'Web',
  extensionCa: 'link',
  extensionEs: 'link',
  urlCa: 'https://a.cat',
  urlEs: 'https://a.es',
};

/** The Update of ElectroDB's one-item transaction. */
export const electroTransaction = (write: Parameters<typeof electro.transaction.write>[0]): Record<string, unknown> =>
  (electro.transaction.write(write).params().TransactItems[0] as { Update: Record<string, unknown> }).Update;
