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

/** A captured command's input, with the fields the compat tests read. */
export interface SentInput {
  TableName?: string;
  Key?: Record<string, unknown>;
  Item?: Record<string, unknown>;
  UpdateExpression?: string;
  ConditionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}
export const inputOf = (sent: { input: Record<string, unknown> }): SentInput => sent.input as SentInput;

/** The items of the PutRequests in the captured BatchWrites, in order. */
export const sentPutItems = (sent: readonly { input: Record<string, unknown> }[]): unknown[] =>
  sent.flatMap((s) => {
    const requests = (s.input.RequestItems as Record<string, unknown> | undefined)?.[process.env.TABLE_NAME!];
    return Array.isArray(requests)
      ? requests.flatMap((r: { PutRequest?: { Item: unknown } }) => (r.PutRequest ? [r.PutRequest.Item] : []))
      : [];
  });
