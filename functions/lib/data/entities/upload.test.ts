import { Entity } from 'electrodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { conditionText } from '../params.testing';
import { captureSent } from '../toolbox.testing';
import { getUpload, putUpload, removeUpload } from './upload';

// The ElectroDB model this entity had before dynamodb-toolbox: stored items must stay byte-identical.
const electro = new Entity(
  {
    model: { entity: 'upload', version: '1', service: 'portal' },
    attributes: {
      uploadId: { type: 'string', required: true },
      accountId: { type: 'number', required: true },
      policy: { type: 'string', required: true },
      key: { type: 'string', required: true },
      fileName: { type: 'string', required: true },
      extension: { type: 'string', required: true },
      size: { type: 'number', required: true },
      expiresAt: { type: 'number', required: true },
    },
    indexes: { byId: { pk: { field: 'pk', composite: ['uploadId'] }, sk: { field: 'sk', composite: [] } } },
  } as const,
  { table: 'portal' },
);

const upload = {
  uploadId: 'A1b2-C3d4',
  accountId: 12,
  policy: 'intranet/images',
  key: 'intranet/images/X/Photo.PNG',
  fileName: 'Photo.PNG',
  extension: 'png',
  size: 2048,
  expiresAt: 1_790_000_000,
};

describe('uploads on dynamodb-toolbox', () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes, reads and removes ElectroDB's items and keys byte for byte", async () => {
    const stored = electro.put(upload).params().Item;
    const sent = captureSent({ Item: stored });
    await putUpload(upload);
    expect(await getUpload(upload.uploadId)).toStrictEqual(upload);
    await removeUpload(upload.uploadId);
    expect(sent[0]!.input.Item).toStrictEqual(stored);
    expect(sent[1]!.input.Key).toStrictEqual(electro.get({ uploadId: upload.uploadId }).params().Key);
    const remove = electro
      .delete({ uploadId: upload.uploadId })
      .where((a, op) => op.exists(a.uploadId))
      .params();
    expect(sent[2]!.input.Key).toStrictEqual(remove.Key);
    expect(conditionText(sent[2]!.input)).toBe('attribute_exists(uploadId)');
    expect(conditionText(remove)).toBe('attribute_exists(uploadId)');
  });

  it('answers null for a missing upload, as ElectroDB did', async () => {
    captureSent({});
    expect(await getUpload('nope')).toBeNull();
  });
});
