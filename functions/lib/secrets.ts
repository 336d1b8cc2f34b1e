/**
 * Secrets from configuration: inline from the environment locally, from Secrets Manager (by ARN)
 * in AWS. Fetched once per container; the Secrets Manager client loads only when it is needed.
 */
import { env } from './env';

export function secretLoader(
  label: string,
  inline: () => string | undefined,
  arn: () => string | undefined,
): () => Promise<Uint8Array> {
  let secret: Promise<Uint8Array> | undefined;
  return () => {
    secret ??= (async () => {
      const value = inline();
      if (value) return new TextEncoder().encode(value);
      const secretArn = arn();
      if (!secretArn) throw new Error(`${label} is not configured`);
      const { GetSecretValueCommand, SecretsManagerClient } = await import('@aws-sdk/client-secrets-manager');
      const client = new SecretsManagerClient({ region: env.region(), endpoint: env.endpoint('SECRETS') });
      const out = await client.send(new GetSecretValueCommand({ SecretId: secretArn }));
      if (!out.SecretString) throw new Error(`${label} is empty`);
      return new TextEncoder().encode(out.SecretString);
    })().catch((e: unknown) => {
      secret = undefined; // a passing failure must not stick for the container's life
      throw e;
    });
    return secret;
  };
}
