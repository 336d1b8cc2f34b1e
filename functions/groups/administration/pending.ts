/** Routes declared ahead of their handlers (the web codes against the table): 501 until built. */
import { HttpError } from '../../lib/http/errors';

export const pending = async (): Promise<never> => {
  throw new HttpError(501, 'errors.server');
};
