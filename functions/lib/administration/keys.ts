/**
 * Storage of the administration back office (bare DocumentClient, explicit keys, the sales
 * import's store helpers; docs/api/administration.md):
 *
 *   $adm#catalog / <YYYY-MM>              a month's catalog: figures, files per platform, send log
 *   $adm#recipients / <platform>          a platform's default catalog recipients (to, cc)
 *   $adm#ah1706 / list                    the 1706 special catalog's laboratory parties
 *   $sale#lab#<lab|none>#<YYYY-MM> / <date>#<source>#<batch>#<row>
 *                                         an imported sale (sales import finish or manual sales),
 *                                         month-partitioned per laboratory for the statistics:
 *                                         deterministic keys, so a retried write never doubles;
 *     gsi1 $sale#lab#<lab|none> / <same sk>  the laboratory's sales over every month, date first:
 *                                         the statistics read any range with one key-range query
 *   $sale#persisted / <import key>        a finished sales import already written as imported sales
 */
export const AK = {
  catalog: '$adm#catalog',
  recipients: '$adm#recipients',
  special: '$adm#ah1706',
  sales: (lab: number | null, month: string) => `$sale#lab#${lab ?? 'none'}#${month}`,
  labSales: (lab: number | null) => `$sale#lab#${lab ?? 'none'}`,
  persisted: '$sale#persisted',
} as const;

/** Object keys in the files bucket (never from the client). */
export const FILES = {
  catalogSnapshot: (month: string) => `administration/catalog/${month}/products.json`,
  catalogFile: (month: string, platform: number, version: number) =>
    `administration/catalog/${month}/${platform}/v${version}.xlsx`,
  loyalty: (id: string) => `administration/farmapremium/${id}.xlsx`,
} as const;
