/** Every local service gets a port: basePort + offset, so tests can run a second stack beside yours. */
export const DEFAULT_BASE_PORT = 5173;

export const SERVICE_OFFSETS = {
  web: 0,
  api: 1,
  dynamodb: 2,
  s3: 3,
  cognito: 4,
  ses: 5,
  stepfunctions: 6,
  kms: 7,
} as const;

export type ServiceName = keyof typeof SERVICE_OFFSETS;
export type Ports = Record<ServiceName, number>;

export const SERVICE_LABELS: Record<ServiceName, string> = {
  web: 'web dev server',
  api: 'local API gateway',
  dynamodb: 'DynamoDB Local',
  s3: 'S3 emulator',
  cognito: 'Cognito emulator',
  ses: 'SES mail capture',
  stepfunctions: 'Step Functions runner',
  kms: 'KMS (working-time MAC keys)',
};

export function portsFrom(base: number): Ports {
  return Object.fromEntries(Object.entries(SERVICE_OFFSETS).map(([k, o]) => [k, base + o])) as Ports;
}
