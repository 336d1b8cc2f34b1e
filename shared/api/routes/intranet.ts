/** The intranet document tree, administered by role 48 (spec §2 "Intranet document tree", §7). */
import { portalArea } from '../../areas/portal';
import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema';
import { textNumber } from '../numbers';
import { isoDay } from '../dates';
import { INTRANET_NAME_MAX, INTRANET_TOOLTIP_MAX } from '../../portal/intranet';
import type { SlidesByLocale, Slider } from '../../portal/sliders';
import type { DirectoryCrumb, FileDetail, TreeDirectory } from '../../portal/tree';
import type { FileUrl } from '../file-url';
import { answer, defineRoute } from '../route';
import { uploadTicketFields, type UploadTicket } from '../upload-ticket';

const admin = portalArea.access.intranetAdmin;
const id = lazySchema(() => z.object({ id: textNumber(z.number().check(z.int(), z.positive())) }));
const name = lazySchema(() => z.string().check(z.trim(), z.minLength(1), z.maxLength(INTRANET_NAME_MAX)));
const tooltip = lazySchema(() => z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(INTRANET_TOOLTIP_MAX)))));
const date = lazySchema(() => z.optional(z.nullable(isoDay())));
const link = lazySchema(() => z.url({ protocol: /^https?$/ }).check(z.maxLength(2000)));
const uploadId = lazySchema(() => z.string().check(z.trim(), z.minLength(1), z.maxLength(100)));
// JSON bodies carry numbers as numbers: coercion would take [301], true, null or "" for one.
const order = lazySchema(() => z.number().check(z.int(), z.gte(0), z.lte(1_000_000)));
const directoryId = lazySchema(() => z.number().check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER)));

/** novelty_end, when both are given, is not before novelty_start. */
const noveltyRule = (v: { novelty_start?: string | null; novelty_end?: string | null }) =>
  !v.novelty_start || !v.novelty_end || v.novelty_end >= v.novelty_start;
const noveltyIssue = { path: ['novelty_end'], params: { key: 'validation.after_start' } };

/** Per language, a file is either a link or an upload, never both. */
const notBoth = (lang: 'ca' | 'es') => ({
  check: (v: Record<string, unknown>) => !(v[`url_${lang}`] && v[`upload_${lang}`]),
  issue: { path: [`upload_${lang}`], params: { key: 'validation.intranet_link_or_upload' } },
});

const fileFields = lazySchema(() => ({
  name_ca: name,
  name_es: name,
  url_ca: z.optional(z.nullable(link)),
  url_es: z.optional(z.nullable(link)),
  upload_ca: z.optional(z.nullable(uploadId)),
  upload_es: z.optional(z.nullable(uploadId)),
  tooltip_ca: tooltip,
  tooltip_es: tooltip,
  novelty_start: date,
  novelty_end: date,
}));

export const intranetRoutes = {
  'intranet.treeview': defineRoute({
    method: 'GET',
    path: '/api/intranet/treeview',
    access: admin,
    query: lazySchema(() => z.object({ top_directory_id: z.optional(textNumber(z.number().check(z.int(), z.positive()))) })),
    answer: answer<{ data: TreeDirectory[] }>(),
    summary: 'The document tree: every top directory (or only ?top_directory_id) with its directories and files',
  }),
  'intranet.path': defineRoute({
    method: 'GET',
    path: '/api/intranet/directories/path/{path}',
    access: admin,
    params: lazySchema(() => z.object({ path: z.string().check(z.maxLength(400)) })),
    answer: answer<{ data: DirectoryCrumb[] }>(),
    summary: "Resolves a {path} of directory ids joined by '-' (404 when it does not resolve)",
  }),
  'intranet.uploads': defineRoute({
    method: 'POST',
    path: '/api/intranet/uploads',
    access: admin,
    body: lazySchema(() => z.strictObject({ ...uploadTicketFields, purpose: z._default(z.enum(['file', 'image']), 'file') })),
    answer: answer<{ data: UploadTicket }>(),
    summary: 'Starts an upload: a presigned PUT to a key the server chose and the upload id to save with',
  }),
  'intranet.directories.create': defineRoute({
    method: 'POST',
    path: '/api/intranet/directories',
    access: admin,
    body: lazySchema(() =>
      z.strictObject({
        directory_id: directoryId,
        name_ca: name,
        name_es: name,
        order: z._default(order, 0),
        img_upload_id: z.optional(z.nullable(uploadId)),
      }),
    ),
    answer: answer<{ data: TreeDirectory }>(),
    summary: 'Creates a directory inside another one',
  }),
  'intranet.directories.update': defineRoute({
    method: 'PUT',
    path: '/api/intranet/directories/{id}',
    access: admin,
    params: id,
    body: lazySchema(() =>
      z.strictObject({
        name_ca: z.optional(name),
        name_es: z.optional(name),
        order: z.optional(order),
        img_upload_id: z.optional(z.nullable(uploadId)),
        img_remove: z.optional(z.boolean()),
        /** Move: the target directory. */
        directory_id: z.optional(directoryId),
      }),
    ),
    answer: answer<{ data: TreeDirectory }>(),
    summary: 'Edits a directory (names, order, image) and/or moves it under a target directory',
  }),
  'intranet.directories.delete': defineRoute({
    method: 'DELETE',
    path: '/api/intranet/directories/{id}',
    access: admin,
    params: id,
    answer: answer<null>(),
    summary: 'Deletes a directory with everything it holds (objects stay recoverable: versioned bucket)',
  }),
  'intranet.files.create': defineRoute({
    method: 'POST',
    path: '/api/intranet/files',
    access: admin,
    body: lazySchema(() =>
      z.strictObject({ directory_id: directoryId, ...fileFields }).check(
        z.refine(noveltyRule, noveltyIssue),
        z.refine(notBoth('ca').check, notBoth('ca').issue),
        z.refine(notBoth('es').check, notBoth('es').issue),
        z.refine((v) => !!(v.url_ca || v.upload_ca), { path: ['url_ca'], params: { key: 'validation.intranet_link_or_upload' } }),
        z.refine((v) => !!(v.url_es || v.upload_es), { path: ['url_es'], params: { key: 'validation.intranet_link_or_upload' } }),
      ),
    ),
    answer: answer<{ data: FileDetail }>(),
    summary: 'Creates a file: per language a link (url_*) or an upload (upload_*)',
  }),
  'intranet.files.show': defineRoute({
    method: 'GET',
    path: '/api/intranet/files/{id}',
    access: admin,
    params: id,
    query: lazySchema(() => z.object({ lang: z.optional(z.enum(['ca', 'es'])) })),
    answer: answer<FileUrl>(),
    summary: "Opens a file: {url} of the upload (inline for pdf, images, mp4) or the link, in the caller's language",
  }),
  'intranet.files.update': defineRoute({
    method: 'PUT',
    path: '/api/intranet/files/{id}',
    access: admin,
    params: id,
    body: lazySchema(() =>
      z
        .strictObject({
          directory_id: z.optional(directoryId),
          ...fileFields,
          name_ca: z.optional(name),
          name_es: z.optional(name),
        })
        .check(
          z.refine(noveltyRule, noveltyIssue),
          z.refine(notBoth('ca').check, notBoth('ca').issue),
          z.refine(notBoth('es').check, notBoth('es').issue),
        ),
    ),
    answer: answer<{ data: FileDetail }>(),
    summary: 'Edits a file (uploads optional) and/or moves it to another directory',
  }),
  'intranet.files.delete': defineRoute({
    method: 'DELETE',
    path: '/api/intranet/files/{id}',
    access: admin,
    params: id,
    answer: answer<null>(),
    summary: 'Deletes a file (its objects stay recoverable: versioned bucket)',
  }),

  // The pharmacy home carousel (GET /api/public/pharmacy/sliders shows it).
  'intranet.sliders.index': defineRoute({
    method: 'GET',
    path: '/api/intranet/sliders',
    access: admin,
    answer: answer<{ data: SlidesByLocale<Slider> }>(),
    summary: 'Banner images of the pharmacy home per locale, in order',
  }),
  'intranet.sliders.create': defineRoute({
    method: 'POST',
    path: '/api/intranet/sliders',
    access: admin,
    body: lazySchema(() => z.strictObject({ locale: z.enum(['ca', 'es']), upload_id: uploadId })),
    answer: answer<{ data: Slider }>(),
    summary: 'Adds an uploaded image (purpose image) at the end of a locale carousel',
  }),
  'intranet.sliders.delete': defineRoute({
    method: 'DELETE',
    path: '/api/intranet/sliders/{locale}/{position}',
    access: admin,
    params: lazySchema(() =>
      z.object({ locale: z.enum(['ca', 'es']), position: textNumber(z.number().check(z.int(), z.gte(0))) }),
    ),
    answer: answer<null>(),
    summary: 'Removes a banner image (its object stays recoverable: versioned bucket)',
  }),
};
