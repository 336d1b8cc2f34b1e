import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { conditionText, keyConditionOf, updateOf } from '../params.testing';
import { captureSent, sentPutItems } from '../toolbox.testing';
import { getDirectoryItem } from './intranet-directory';
import { createFileItem, deleteFileItem, fileKey, getFileItem, newestFiles, patchFileItem, putFileItems } from './intranet-file';
import { directory, electroDirectory, electroFile, file, linkFile, NOW } from './intranet-electro.testing';
import { getDirectories } from '../intranet';

describe('intranet files on dynamodb-toolbox (the old ElectroDB model: intranet-electro.testing.ts)', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date(NOW) }));
  afterEach(() => vi.useRealTimers());
  afterEach(() => vi.restoreAllMocks());

  it("writes ElectroDB's file items, keys, section and newest keys and markers byte for byte", async () => {
    const sent = captureSent();
    const created = await createFileItem(file);
    await createFileItem(linkFile);
    await putFileItems([file, linkFile]);
    await deleteFileItem(9001);
    expect(sent[0]!.input.Item).toStrictEqual(electroFile.create(file).params().Item);
    expect(sent[1]!.input.Item).toStrictEqual(electroFile.create(linkFile).params().Item);
    expect(conditionText(sent[0]!.input)).toBe('attribute_not_exists(fileId)');
    expect(created).toStrictEqual({ ...file, updatedAt: NOW });
    expect(sentPutItems(sent.slice(2, 3))).toStrictEqual([file, linkFile].map((f) => electroFile.put(f).params().Item));
    expect(sent[3]!.input.Key).toStrictEqual(electroFile.delete({ fileId: 9001 }).params().Key);
    expect(fileKey(9002)).toStrictEqual(electroFile.delete({ fileId: 9002 }).params().Key);
  });

  it('patches files as ElectroDB did: content, removals, and every index key on a move', async () => {
    const sent = captureSent();
    const content = { extensionEs: 'pdf', keyEs: 'k/ES.pdf', attachmentEs: 'ES.pdf', sizeEs: 9, nameCa: 'X' };
    await patchFileItem(9001, content, ['urlEs', 'tooltipCa']);
    const move = { directoryId: 15, topDirectoryId: 15, path: '15', createdAt: '2026-10-01T08:09:10.123Z' };
    await patchFileItem(9001, move);
    const expected = [
      electroFile.patch({ fileId: 9001 }).set(content).remove(['urlEs', 'tooltipCa']).params(),
      electroFile.patch({ fileId: 9001 }).set(move).params(),
    ];
    for (const [i, theirs] of expected.entries()) {
      const mine = sent[i]!.input;
      expect(mine.Key).toStrictEqual(theirs.Key);
      expect(updateOf(mine).set).toStrictEqual(updateOf(theirs).set);
      expect(updateOf(mine).remove).toStrictEqual(updateOf(theirs).remove);
      expect(conditionText(mine)).toBe('attribute_exists(fileId)');
    }
    expect(updateOf(sent[1]!.input).set).toMatchObject({
      gsi1pk: '$portal#t_15',
      gsi2pk: '$portal#t_15',
      gsi2sk: '$ifile_1#c_2026-10-01t08:09:10.123z#f_9001',
    });
  });

  it("gets, batch-gets and queries the newest files with ElectroDB's keys", async () => {
    const storedDirectory = electroDirectory.put(directory).params().Item;
    const storedFile = electroFile.put(file).params().Item;
    const sent = captureSent({ Item: storedDirectory, Responses: { portal: [storedDirectory] }, Items: [storedFile] });
    const readDirectory = electroDirectory.parse({ Item: storedDirectory }).data;
    expect(await getDirectoryItem(230)).toStrictEqual(readDirectory);
    expect(await getDirectories([230])).toStrictEqual(new Map([[230, readDirectory]]));
    expect(await newestFiles(14, 5)).toStrictEqual([electroFile.parse({ Item: storedFile }).data]);
    expect(sent[0]!.input.Key).toStrictEqual(electroDirectory.get({ directoryId: 230 }).params().Key);
    expect((sent[1]!.input.RequestItems as { portal: { Keys: unknown } }).portal.Keys).toStrictEqual([
      electroDirectory.get({ directoryId: 230 }).params().Key,
    ]);
    const newest = electroFile.query.byNewest({ topDirectoryId: 14 }).params({ order: 'desc', limit: 5 });
    expect(keyConditionOf(sent[2]!.input)).toStrictEqual(keyConditionOf(newest));
    expect(sent[2]!.input).toMatchObject({ ScanIndexForward: false, Limit: 5, IndexName: 'gsi2' });
  });

  it('answers null for a missing directory or file, as ElectroDB did', async () => {
    captureSent({});
    expect(await getDirectoryItem(1)).toBeNull();
    expect(await getFileItem(1)).toBeNull();
  });
});
