import { Entity } from 'electrodb';
import { once } from '../../once';
import { entityConfig } from '../table';

/**
 * A file of the intranet document tree: per language either a link (url) or an uploaded object
 * (key, original name, size). Like directories it carries its top directory and its directory's
 * path, so it comes back in the same `section` Query.
 */
export const intranetFileSchema = {
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

export const IntranetFile = /* @__PURE__ */ once(() => new Entity(intranetFileSchema, entityConfig()));
