/**
 * The upload ticket, for every area that takes files (intranet documents, sales and operations
 * imports, ticket attachments): the route's body names the file and its exact size; the answer is
 * a presigned PUT to a key the server chose, and the id a later save names the upload by.
 */
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';

/** Body fields of a route that issues a ticket (a route may add its own, e.g. a purpose). */
export const uploadTicketFields = lazySchema(() => ({
  file_name: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)),
  size: z.number().check(z.int(), z.positive()),
}));

export interface UploadTicket {
  upload_id: string;
  method: 'PUT';
  url: string;
  /** Exactly these headers are signed (Content-Type); the browser adds Content-Length. */
  headers: Record<string, string>;
  /** Seconds the URL stays valid. */
  expires_in: number;
}
