/**
 * The local stand-in's KMS: HMAC keys only (GenerateMac, VerifyMac), speaking the KMS JSON protocol
 * so the functions use the same @aws-sdk/client-kms client as in AWS (KMS_ENDPOINT set). The key
 * material lives in the data directory (kms/keys.json), never in the table: someone who can write
 * the table cannot compute a record's MAC, as in AWS where the working-time Lambda may only ask
 * KMS for MACs. Keys are never deleted (old records keep naming theirs); a new key and moving the
 * alias is a rotation (`rotateLocalMacKey`).
 */
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

export const LOCAL_WTC_KEY_ALIAS = 'alias/portal-working-time';
const ARN_PREFIX = 'arn:aws:kms:eu-west-1:000000000000:key/';

interface KeyFile {
  aliases: Record<string, string>;
  keys: Record<string, { material: string; created: string }>;
}

const keyFile = (dataDir: string) => path.join(dataDir, 'kms', 'keys.json');

function load(dataDir: string): KeyFile {
  try {
    return JSON.parse(fs.readFileSync(keyFile(dataDir), 'utf8')) as KeyFile;
  } catch {
    return { aliases: {}, keys: {} };
  }
}

function save(dataDir: string, keys: KeyFile): void {
  fs.mkdirSync(path.dirname(keyFile(dataDir)), { recursive: true });
  fs.writeFileSync(keyFile(dataDir), JSON.stringify(keys, null, 2), { mode: 0o600 });
}

/** A new HMAC_256 key, pointed at by the working-time alias (the first start, or a rotation). */
export function rotateLocalMacKey(dataDir: string): string {
  const keys = load(dataDir);
  const id = randomUUID();
  keys.keys[id] = { material: randomBytes(32).toString('base64'), created: new Date().toISOString() };
  keys.aliases[LOCAL_WTC_KEY_ALIAS] = id;
  save(dataDir, keys);
  return `${ARN_PREFIX}${id}`;
}

class KmsError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

function resolveKey(keys: KeyFile, keyId: unknown): { id: string; material: Buffer } {
  if (typeof keyId !== 'string') throw new KmsError('ValidationException', 'KeyId is required');
  const bare = keyId.startsWith(ARN_PREFIX) ? keyId.slice(ARN_PREFIX.length) : keyId;
  const id = bare.startsWith('alias/') ? keys.aliases[bare] : bare;
  const key = id ? keys.keys[id] : undefined;
  if (!id || !key) throw new KmsError('NotFoundException', `Key '${keyId}' does not exist`);
  return { id, material: Buffer.from(key.material, 'base64') };
}

function handle(dataDir: string, target: string, body: Record<string, unknown>): Record<string, unknown> {
  // Read per call: a rotation from another process (a test, a script) is seen at once.
  const keys = load(dataDir);
  if (body.MacAlgorithm !== 'HMAC_SHA_256') throw new KmsError('InvalidKeyUsageException', 'HMAC_SHA_256 only');
  const key = resolveKey(keys, body.KeyId);
  if (typeof body.Message !== 'string') throw new KmsError('ValidationException', 'Message is required');
  const mac = createHmac('sha256', key.material).update(Buffer.from(body.Message, 'base64')).digest();
  const KeyId = `${ARN_PREFIX}${key.id}`;
  if (target === 'TrentService.GenerateMac') return { KeyId, Mac: mac.toString('base64'), MacAlgorithm: 'HMAC_SHA_256' };
  if (target === 'TrentService.VerifyMac') {
    const given = Buffer.from(String(body.Mac ?? ''), 'base64');
    if (given.length !== mac.length || !timingSafeEqual(given, mac))
      throw new KmsError('KMSInvalidMacException', 'The MAC does not match');
    return { KeyId, MacValid: true, MacAlgorithm: 'HMAC_SHA_256' };
  }
  throw new KmsError('UnsupportedOperationException', `${target} is not emulated`);
}

/** Starts the local KMS on the port; creates the working-time key on first start. */
export async function startKms(port: number, dataDir: string): Promise<http.Server> {
  if (!load(dataDir).aliases[LOCAL_WTC_KEY_ALIAS]) rotateLocalMacKey(dataDir);
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const reply = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' });
        res.end(JSON.stringify(payload));
      };
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
        reply(200, handle(dataDir, String(req.headers['x-amz-target'] ?? ''), body));
      } catch (e) {
        const type = e instanceof KmsError ? e.type : 'KMSInternalException';
        reply(e instanceof KmsError ? 400 : 500, { __type: type, message: (e as Error).message });
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return server;
}
