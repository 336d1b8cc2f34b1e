/** Intranet document limits (spec §2, §3, §5), shared by the API and the admin screens. */

/** File types an intranet file may have (spec §3). 'link' marks a link instead of an upload. */
export const INTRANET_FILE_EXTENSIONS = ['pdf', 'mp4', 'mkv', 'avi', 'jpg', 'png', 'pptx', 'ppt', 'xlsx', 'xls', 'csv'] as const;
export type IntranetFileExtension = (typeof INTRANET_FILE_EXTENSIONS)[number];
export const LINK_EXTENSION = 'link';

/** Largest upload per file and language: 500 MB (one presigned PUT; S3 allows 5 GB). */
export const INTRANET_MAX_FILE_BYTES = 500 * 1024 * 1024;

/** Directory images. */
export const INTRANET_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'svg'] as const;
export const INTRANET_MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Types a browser shows by itself: opened inline, everything else downloads. */
export const INLINE_EXTENSIONS: readonly string[] = ['pdf', 'jpg', 'jpeg', 'png', 'svg', 'mp4'];

/** Names and tooltips. */
export const INTRANET_NAME_MAX = 200;
export const INTRANET_TOOLTIP_MAX = 500;
