import { Entity } from 'electrodb';
import { once } from '../../once';
import { entityConfig } from '../table';

/**
 * A directory of the intranet document tree. Each one carries its top directory and its path (the
 * ids from the top directory down to itself, joined by '-'), so one Query of the `section`
 * collection returns a whole top directory (directories and files) and the tree is built in memory.
 */
export const intranetDirectorySchema = {
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

export const IntranetDirectory = /* @__PURE__ */ once(() => new Entity(intranetDirectorySchema, entityConfig()));
