import { Entity } from 'electrodb';
import { once } from '../../once';
import { entityConfig } from '../table';

/** One banner image of the pharmacy home carousel, for one locale. */
export const sliderSchema = {
  model: { entity: 'slider', version: '1', service: 'portal' },
  attributes: {
    locale: { type: ['ca', 'es'] as const, required: true },
    position: { type: 'number', required: true },
    fileName: { type: 'string', required: true },
    /** Object key in the files bucket, chosen by the server. */
    fileKey: { type: 'string', required: true },
  },
  indexes: {
    byLocale: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['locale', 'position'] } },
  },
} as const;

export const Slider = /* @__PURE__ */ once(() => new Entity(sliderSchema, entityConfig()));
