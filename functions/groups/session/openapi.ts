/**
 * GET /api/openapi.json: the document `npm run openapi` writes from the route table. Imported on
 * first use, so it is a split chunk (docs/infra.md, "Bundling and cold starts") and the session
 * group's cold start does not read its ~600 KB.
 */
export async function openApi(): Promise<Record<string, unknown>> {
  const { default: document } = await import('../../../docs/api/openapi.json');
  return document;
}
