import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { dynamo } from '../../lib/aws';
import { env } from '../../lib/env';
import { reply } from '../../lib/http/group-handler';
import { logger } from '../../lib/logger';

/** Up when the table answers; 503 otherwise (load balancers and the start script poll this). */
export async function health() {
  try {
    await dynamo().send(new DescribeTableCommand({ TableName: env.tableName() }));
    return { status: 'ok' as const };
  } catch (error) {
    logger.warn('Health check failed', { error: error as Error });
    return reply(503, { status: 'unavailable' as const });
  }
}
