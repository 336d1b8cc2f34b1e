/** Password pages rules (spec §5). */
import { check, email, issues, newPasswordIssues, required, type Issues } from '../../components/validation';

/** Password recovery: e-mail required and valid. */
export function resetRequestIssues(v: { email: string }): Issues<'email'> {
  return issues({ email: check(v.email, required, email) });
}

/** Reset page: a new password (required, at least 8, the strength rule) and its equal confirmation. */
export function newPasswordFormIssues(v: { password: string; password_confirmation: string }) {
  return newPasswordIssues(v.password, v.password_confirmation, { required: true });
}
