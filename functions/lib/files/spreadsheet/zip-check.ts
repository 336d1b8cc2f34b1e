/**
 * Whether a zip-based spreadsheet (xlsx, ods) is damaged: an entry whose bytes no longer match the
 * CRC-32 its zip records. The readers tolerate a broken entry and may see an empty sheet, which
 * would be reported as "no data rows"; the user must hear "damaged" instead. Streamed entry by
 * entry, so a big sheet is never inflated whole.
 */
import zlib from 'node:zlib';

const ZIP_MAGIC = 0x04034b50;

export async function zipIsDamaged(bytes: Buffer): Promise<boolean> {
  if (bytes.length < 4 || bytes.readUInt32LE(0) !== ZIP_MAGIC) return false;
  const { default: unzipper } = await import('unzipper');
  let zip: Awaited<ReturnType<typeof unzipper.Open.buffer>>;
  try {
    zip = await unzipper.Open.buffer(bytes);
  } catch {
    return true;
  }
  for (const entry of zip.files) {
    if (entry.type !== 'File') continue;
    try {
      let crc = 0;
      for await (const chunk of entry.stream()) crc = zlib.crc32(chunk as Buffer, crc);
      if (crc >>> 0 !== entry.crc32 >>> 0) return true;
    } catch {
      return true;
    }
  }
  return false;
}
