import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { conditionText, updateOf } from '../params.testing';
import { captureSent, sentPutItems } from '../toolbox.testing';
import {
  createDirectoryItem,
  directoryKey,
  directoryPatchTransaction,
  patchDirectoryItem,
  putDirectoryItems,
} from './intranet-directory';
import { filePatchTransaction } from './intranet-file';
import {
  directory,
  electro,
  electroDirectory,
  electroFile,
  electroTransaction,
  file,
  linkFile,
  NOW,
  top,
} from './intranet-electro.testing';
import { loadSection, sectionQuery } from '../intranet';

describe('intranet directories on dynamodb-toolbox (the old ElectroDB model: intranet-electro.testing.ts)', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date(NOW) }));
  afterEach(() => vi.useRealTimers());
  afterEach(() => vi.restoreAllMocks());

  it("writes ElectroDB's directory items, keys, section keys and markers byte for byte", async () => {
    const sent = captureSent();
    await createDirectoryItem(directory);
    await createDirectoryItem(top);
    await putDirectoryItems([directory, top]);
    const created = electroDirectory.create(directory).params();
    expect(sent[0]!.input.Item).toStrictEqual(created.Item);
    expect(sent[1]!.input.Item).toStrictEqual(electroDirectory.create(top).params().Item);
    expect(conditionText(sent[0]!.input)).toBe('attribute_not_exists(dir)');
    expect(sentPutItems(sent.slice(2))).toStrictEqual([directory, top].map((d) => electroDirectory.put(d).params().Item));
    expect(directoryKey(230)).toStrictEqual(electroDirectory.delete({ directoryId: 230 }).params().Key);
  });

  it('patches directories as ElectroDB did: attributes, updatedAt, markers, removals and the section key on a move', async () => {
    const sent = captureSent();
    await patchDirectoryItem(230, { nameCa: 'Nou', order: 7 }, ['imgKey', 'imgName']);
    await patchDirectoryItem(230, { parentId: 15, topDirectoryId: 15, path: '15-230' });
    const expected = [
      electroDirectory.patch({ directoryId: 230 }).set({ nameCa: 'Nou', order: 7 }).remove(['imgKey', 'imgName']).params(),
      electroDirectory.patch({ directoryId: 230 }).set({ parentId: 15, topDirectoryId: 15, path: '15-230' }).params(),
    ];
    for (const [i, theirs] of expected.entries()) {
      const mine = sent[i]!.input;
      expect(mine.Key).toStrictEqual(theirs.Key);
      expect(updateOf(mine).set).toStrictEqual(updateOf(theirs).set);
      expect(updateOf(mine).remove).toStrictEqual(updateOf(theirs).remove);
      expect(conditionText(mine)).toBe('attribute_exists(dir)');
    }
    expect(updateOf(sent[1]!.input).set).toMatchObject({ gsi1pk: '$portal#t_15', ua: NOW });
  });

  it("moves in transactions with ElectroDB's updates and the moved directory's path condition", () => {
    const set = { parentId: 15, topDirectoryId: 15, path: '15-230' };
    const mine = directoryPatchTransaction(230, set, '14-230').Update!;
    const theirs = electroTransaction(({ directory: d }) => [
      d
        .patch({ directoryId: 230 })
        .set(set)
        .where((a, o) => o.eq(a.path, '14-230'))
        .commit(),
    ]);
    expect(mine.Key).toStrictEqual(theirs.Key);
    expect(mine.TableName).toBe('portal');
    expect(updateOf(mine).set).toStrictEqual(updateOf(theirs).set);
    expect(conditionText(mine)).toBe('attribute_exists(dir) AND pth = "14-230"');
    expect(conditionText(directoryPatchTransaction(231, set).Update!)).toBe('attribute_exists(dir)');

    const fileSet = { topDirectoryId: 15, path: '15-230', createdAt: '2026-10-01T08:09:10.123Z' };
    const mineFile = filePatchTransaction(9001, fileSet).Update!;
    const theirsFile = electroTransaction(({ file: f }) => [f.patch({ fileId: 9001 }).set(fileSet).commit()]);
    expect(mineFile.Key).toStrictEqual(theirsFile.Key);
    expect(updateOf(mineFile).set).toStrictEqual(updateOf(theirsFile).set);
    expect(conditionText(mineFile)).toBe('attribute_exists(fileId)');
  });

  it("queries the `section` collection as ElectroDB's Service did and reads both entities back", async () => {
    expect(sectionQuery(14)).toStrictEqual(electro.collections.section({ topDirectoryId: 14 }).params());
    const stored = [
      electroDirectory.put(directory).params().Item,
      electroDirectory.put(top).params().Item,
      electroFile.put(file).params().Item,
      electroFile.put(linkFile).params().Item,
    ];
    captureSent({ Items: stored });
    const section = await loadSection(14);
    const read = (item: unknown, entity: { parse(r: { Item: never }): { data: unknown } }) =>
      entity.parse({ Item: item as never }).data;
    expect(section).toStrictEqual({
      topDirectoryId: 14,
      directories: [read(stored[0], electroDirectory), read(stored[1], electroDirectory)],
      files: [read(stored[2], electroFile), read(stored[3], electroFile)],
    });
  });
});
