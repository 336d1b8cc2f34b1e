import { Logger } from '@aws-lambda-powertools/logger';

/** The structured logger every function uses (JSON lines; level from POWERTOOLS_LOG_LEVEL). */
export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'portal-api' });
