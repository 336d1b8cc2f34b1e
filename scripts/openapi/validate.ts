/** Validates an OpenAPI document with @readme/openapi-parser (OpenAPI 3.1 schema and $refs); throws on any error. */
import { validate } from '@readme/openapi-parser';

export async function validateOpenApi(document: object): Promise<void> {
  // The parser dereferences in place: give it a copy.
  const result = await validate(structuredClone(document) as never);
  if (!result.valid) throw new Error(`invalid OpenAPI document:\n${JSON.stringify(result.errors, null, 2)}`);
}
