/**
 * Where the ERP tools write: the running local stand-in (`npm start`, default ports, or
 * --base-port N), or with --table NAME --bucket NAME a real table and bucket, with the AWS
 * credentials and region of the environment.
 */
import net from 'node:net';
import { parseArgs } from 'node:util';
import { LOCAL_AWS_ENV } from '../../infra/local/bootstrap';
import { DEFAULT_BASE_PORT, portsFrom } from '../../infra/local/ports';

export const TARGET_OPTIONS = {
  'base-port': { type: 'string' },
  table: { type: 'string' },
  bucket: { type: 'string' },
} as const;

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** Points the functions' clients at the target (environment variables, as in a Lambda). */
export async function useTarget(values: { 'base-port'?: string; table?: string; bucket?: string }): Promise<string> {
  process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
  if (values.table) {
    if (!values.bucket) throw new Error('--table needs --bucket (invoice PDFs and rejects go there)');
    Object.assign(process.env, { TABLE_NAME: values.table, FILES_BUCKET: values.bucket });
    return `table ${values.table}, bucket ${values.bucket}`;
  }
  const ports = portsFrom(Number(values['base-port'] ?? DEFAULT_BASE_PORT));
  if (!(await listening(ports.dynamodb)))
    throw new Error(`No local stand-in on port ${ports.dynamodb}: start it with npm start (or pass --base-port N).`);
  Object.assign(process.env, {
    ...LOCAL_AWS_ENV,
    DYNAMODB_ENDPOINT: `http://127.0.0.1:${ports.dynamodb}`,
    S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
  });
  return `the local stand-in (DynamoDB on ${ports.dynamodb}, S3 on ${ports.s3})`;
}

export { parseArgs };
