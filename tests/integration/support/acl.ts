/**
 * Helpers for the access-control, password and partner tests: unique data per test, the Cognito
 * emulator as an administrator, the mail capture, requests from another local IP, the table.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { SignJWT } from 'jose';
import { LOCAL_TABLE } from '../../../infra/local/bootstrap';
import { portsFrom, SERVICE_OFFSETS } from '../../../infra/local/ports';
import { api, stack, tokenFor } from './api';

export const DEMO_PASSWORD = 'Portal-2026!';

/** An address no other test uses; its local part (the derived login) is unique too. */
export function uniqueEmail(tag: string): string {
  return `${tag}.${Date.now().toString(36)}${randomBytes(3).toString('hex')}@example.com`;
}

/** The login the API derives from an e-mail (its local part). */
export const loginOf = (email: string) => email.split('@')[0]!.toLowerCase();

function state(): Record<string, string> {
  return JSON.parse(fs.readFileSync(path.join(stack().dataDir, 'state.json'), 'utf8')) as Record<string, string>;
}

export const fedeSecret = () => state().fedeSharedSecret!;
export const switchboardSecret = () => state().switchboardSecret!;

export function cognitoAdmin() {
  const s = stack();
  return new CognitoIdentityProviderClient({
    region: s.cognito.region,
    endpoint: s.urls.cognito,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

export async function cognitoUserExists(login: string): Promise<boolean> {
  try {
    await cognitoAdmin().send(new AdminGetUserCommand({ UserPoolId: stack().cognito.userPoolId, Username: login }));
    return true;
  } catch (e) {
    if ((e as Error).name === 'UserNotFoundException') return false;
    throw e;
  }
}

/** Creates a Cognito identity directly, bypassing the API (to provoke a collision). */
export async function createCognitoUser(login: string, email: string): Promise<void> {
  await cognitoAdmin().send(
    new AdminCreateUserCommand({
      UserPoolId: stack().cognito.userPoolId,
      Username: login,
      MessageAction: 'SUPPRESS',
      UserAttributes: [{ Name: 'email', Value: email }],
    }),
  );
}

/** Gives an identity a known password (as if its owner had used the reset link). */
export async function setCognitoPassword(login: string, password: string): Promise<void> {
  await cognitoAdmin().send(
    new AdminSetUserPasswordCommand({
      UserPoolId: stack().cognito.userPoolId,
      Username: login,
      Password: password,
      Permanent: true,
    }),
  );
}

export interface GuestInput {
  name?: string;
  email?: string;
  party_id?: number;
  type_id?: number;
  roles?: number[];
  locale?: 'ca' | 'es';
}

/** Creates a guest through the API as an access administrator; answers the guest row. */
export async function createGuest(input: GuestInput = {}, persona = 'internal-admin') {
  const body = {
    name: 'Convidat de prova',
    email: uniqueEmail('guest'),
    party_id: 1003,
    type_id: 1,
    roles: [],
    ...input,
  };
  const res = await api.call('acl.guests.store', { persona, body });
  if (res.status !== 201) throw new Error(`guest not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** A guest with a password, signed in: answers its token and row. */
export async function signedInGuest(input: GuestInput = {}) {
  const guest = await createGuest(input);
  const password = 'Prova-2026!';
  await setCognitoPassword(guest.login, password);
  return { guest, password, token: await tokenFor(guest.login, password) };
}

export interface CapturedMail {
  messageId: string;
  from: string;
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
  at: number;
}

/** Mails the local SES capture holds for an address, oldest first. */
export async function mailsTo(address: string): Promise<CapturedMail[]> {
  const res = await fetch(`${stack().urls.mail}/store`);
  const { emails } = (await res.json()) as { emails: CapturedMail[] };
  return emails.filter((e) => e.destination.to.some((t) => t.toLowerCase() === address.toLowerCase()));
}

/** The reset token of the newest reset mail to the address. */
export async function resetTokenFor(address: string): Promise<string> {
  const mails = await mailsTo(address);
  const text = mails.at(-1)?.body.text ?? '';
  const m = /\/password\/update\/([A-Za-z0-9_-]+)/.exec(text);
  if (!m) throw new Error(`no reset link mailed to ${address}`);
  return m[1]!;
}

let nextLoopback = 2 + Math.floor(Math.random() * 200);
/** A loopback address of its own (127.0.x.y), so per-IP limits of one test touch no other. */
export function freshLoopback(): string {
  const n = nextLoopback++;
  return `127.${(process.pid % 200) + 20}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
}

/** The stand-in's table, for the few checks HTTP cannot make (an expired token). */
export function table() {
  const apiPort = Number(new URL(stack().urls.api).port);
  const ports = portsFrom(apiPort - SERVICE_OFFSETS.api);
  const client = new DynamoDBClient({
    region: stack().cognito.region,
    endpoint: `http://127.0.0.1:${ports.dynamodb}`,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  return { doc: DynamoDBDocumentClient.from(client), name: LOCAL_TABLE };
}

/** A credential as the partner application signs it. */
export async function fedeCredential(
  sub: string,
  opts: { secret?: string; expiresIn?: string | number; issuer?: string; audience?: string; noExp?: boolean } = {},
): Promise<string> {
  let jwt = new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub)
    .setIssuer(opts.issuer ?? 'fede')
    .setAudience(opts.audience ?? 'portal')
    .setIssuedAt();
  if (!opts.noExp) jwt = jwt.setExpirationTime(opts.expiresIn ?? '5m');
  return jwt.sign(new TextEncoder().encode(opts.secret ?? fedeSecret()));
}
