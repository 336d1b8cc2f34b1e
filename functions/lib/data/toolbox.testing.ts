/** Test support for entities moved to dynamodb-toolbox: what their commands send, the table left untouched. */
import { vi } from 'vitest';
import { dynamo } from '../aws';

export function captureSent(reply: object = {}): { input: Record<string, unknown> }[] {
  process.env.TABLE_NAME ??= 'portal';
  process.env.AWS_REGION ??= 'eu-west-1';
  const sent: { input: Record<string, unknown> }[] = [];
  vi.spyOn(dynamo(), 'send').mockImplementation(async (command: unknown) => {
    sent.push(command as { input: Record<string, unknown> });
    return reply as never;
  });
  return sent;
}
