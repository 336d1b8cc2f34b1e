import { Entity } from 'dynamodb-toolbox/entity';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { once } from '../../../../shared/once';
import { edbKey, toolboxTable } from '../toolbox';

/**
 * One banner image of the pharmacy home carousel, for one locale. Callers see only the declared
 * type and functions: toolbox's types are worked out here once (see warehouse-send.ts).
 */
export interface SliderItem {
  locale: 'ca' | 'es';
  position: number;
  fileName: string;
  /** Object key in the files bucket, chosen by the server. */
  fileKey: string;
}

const PARTITION = edbKey('$portal', []);
const SORT = '$slider_1';

const Slider = /* @__PURE__ */ once(
  () =>
    new Entity({
      name: 'slider',
      table: toolboxTable(),
      schema: item({
        locale: string().enum('ca', 'es').key(),
        position: number().key(),
        fileName: string(),
        fileKey: string(),
        // The table's schema-version marker (toolbox.ts).
        __edb_v__: string().const('1').hidden(),
      }),
      timestamps: false,
      computeKey: ({ locale, position }) => ({
        pk: PARTITION,
        sk: edbKey(SORT, [
          ['locale', locale],
          ['position', position],
        ]),
      }),
    }),
);

/** Every slider of both locales, or of one (one partition: a handful). */
export async function listSliderItems(locale?: SliderItem['locale']): Promise<SliderItem[]> {
  const { Items = [] } = await new QueryCommand(
    toolboxTable(),
    [Slider()],
    { partition: PARTITION, range: { beginsWith: locale ? edbKey(SORT, [['locale', locale]]) : `${SORT}#locale_` } },
    { maxPages: Infinity },
  ).send();
  return Items;
}

export async function getSliderItem(locale: SliderItem['locale'], position: number): Promise<SliderItem | null> {
  const { Item } = await new GetItemCommand(Slider(), { locale, position }).send();
  return Item ?? null;
}

/** A new slider; refuses to overwrite one (a conditional failure). */
export async function createSliderItem(slider: SliderItem): Promise<void> {
  await new PutItemCommand(Slider(), slider).options({ condition: { attr: 'locale', exists: false } }).send();
}

export async function putSliderItem(slider: SliderItem): Promise<void> {
  await new PutItemCommand(Slider(), slider).send();
}

export async function deleteSliderItem(locale: SliderItem['locale'], position: number): Promise<void> {
  await new DeleteItemCommand(Slider(), { locale, position }).send();
}
