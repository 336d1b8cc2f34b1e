/**
 * The one download answer (functions/lib/files/download.ts): a short-lived presigned GET carrying
 * the file name and inline/attachment disposition, or a link. The web's `download(route)` takes
 * any route answering it.
 */
export interface FileUrl {
  url: string;
}
