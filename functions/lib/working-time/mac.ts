/**
 * The register's MACs: HMAC-SHA-256 under a KMS key (GenerateMac/VerifyMac), asked of KMS, never
 * computed here: the key material stays in KMS (locally in the stand-in's KMS, infra/local/kms.ts),
 * so whoever can write the table cannot make a record's MAC. Each record names the key that made
 * its MAC (the key's ARN as KMS answers it), so a new key can take over writing while the old ones
 * still verify their records.
 *
 * A record's content is immutable once written, so a MAC found valid stays valid: verifications
 * are remembered per container (key, message and MAC), and a register is checked against KMS once
 * per container, not on every read.
 */
import { env } from '../env';
import { once } from '../../../shared/once';

const kms = /* @__PURE__ */ once(async () => {
  const sdk = await import('@aws-sdk/client-kms');
  return { sdk, client: new sdk.KMSClient({ region: env.region(), endpoint: env.endpoint('KMS') }) };
});

export interface Mac {
  /** The key that made it (ARN). */
  keyId: string;
  /** hex */
  mac: string;
}

/** MAC of `message` under the configured key (or `keyId`). */
export async function generateMac(message: string, keyId: string = env.wtcMacKey()): Promise<Mac> {
  const { sdk, client } = await kms();
  const out = await client.send(
    new sdk.GenerateMacCommand({ KeyId: keyId, Message: new TextEncoder().encode(message), MacAlgorithm: 'HMAC_SHA_256' }),
  );
  if (!out.Mac || !out.KeyId) throw new Error('KMS answered no MAC');
  return { keyId: out.KeyId, mac: Buffer.from(out.Mac).toString('hex') };
}

export type MacCheck = 'valid' | 'invalid' | 'unknown_key';

const verified = new Map<string, MacCheck>();
const MEMO_LIMIT = 500_000;

/** Whether `mac` is `message`'s MAC under `keyId`; a key KMS does not know is 'unknown_key'. */
export async function verifyMac(keyId: string, message: string, mac: string): Promise<MacCheck> {
  const memo = `${keyId}\n${mac}\n${message}`;
  const known = verified.get(memo);
  if (known === 'valid') return known;
  const { sdk, client } = await kms();
  let result: MacCheck;
  try {
    const out = await client.send(
      new sdk.VerifyMacCommand({
        KeyId: keyId,
        Message: new TextEncoder().encode(message),
        Mac: Buffer.from(mac, 'hex'),
        MacAlgorithm: 'HMAC_SHA_256',
      }),
    );
    result = out.MacValid ? 'valid' : 'invalid';
  } catch (e) {
    const name = (e as Error).name;
    if (name === 'KMSInvalidMacException') result = 'invalid';
    else if (name === 'NotFoundException' || name === 'ValidationException' || name === 'DisabledException')
      result = 'unknown_key';
    else throw e;
  }
  // Only successes are remembered: a key re-enabled later is asked again.
  if (result === 'valid') {
    if (verified.size >= MEMO_LIMIT) verified.clear();
    verified.set(memo, result);
  }
  return result;
}
