/**
 * Working-time tests: the stand-in's table in this process's environment (to call the register
 * code with a past "now", or tamper with an item as an attacker with table access would), and
 * fresh internal workers of their own so test files and cases never share a register.
 */
import { LOCAL_TABLE, LOCAL_WTC_ANCHOR_BUCKET } from '../../../infra/local/bootstrap';
import { portsFrom, SERVICE_OFFSETS } from '../../../infra/local/ports';
import { stack, tokenFor } from './api';
import { createCognitoUser, setCognitoPassword, uniqueEmail, loginOf } from './acl';

export function useStackTable(): void {
  const ports = portsFrom(Number(new URL(stack().urls.api).port) - SERVICE_OFFSETS.api);
  Object.assign(process.env, {
    AWS_REGION: stack().cognito.region,
    // s3rver accepts only its own key pair; the other emulators accept any.
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    TABLE_NAME: LOCAL_TABLE,
    FILES_BUCKET: 'portal-files',
    DYNAMODB_ENDPOINT: `http://127.0.0.1:${ports.dynamodb}`,
    // The register's MAC key and anchors, as the stand-in's handlers reach them.
    S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
    KMS_ENDPOINT: `http://127.0.0.1:${ports.kms}`,
    WTC_ANCHOR_BUCKET: LOCAL_WTC_ANCHOR_BUCKET,
    SES_ENDPOINT: stack().urls.mail,
    SITE_URL: 'http://localhost:5700',
    POWERTOOLS_LOG_LEVEL: 'SILENT',
  });
}

export interface Worker {
  id: number;
  name: string;
  login: string;
  email: string;
  token: string;
}

let next = 0;

/** An internal account holding role 2 (and any roles given), signed in. */
export async function newWorker(tag: string, roleIds: number[] = [2], locale: 'ca' | 'es' = 'ca'): Promise<Worker> {
  const { putAccount } = await import('../../../functions/lib/data/entities/account');
  const email = uniqueEmail(`wtc-${tag}`);
  const login = loginOf(email);
  const id = 700_000 + Math.floor(Math.random() * 100_000) * 10 + (next++ % 10);
  const name = `Treballador ${tag} ${id}`;
  await putAccount({ accountId: id, login, name, email, model: 'user', roleIds, locale });
  await createCognitoUser(login, email);
  const password = 'Prova-2026!';
  await setCognitoPassword(login, password);
  return { id, name, login, email, token: await tokenFor(login, password) };
}
