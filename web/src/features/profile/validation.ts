/**
 * Guest profile rules (spec §5): name required; e-mail required and valid; current password at
 * least 8 characters (and required: the server checks it on every save); a new password is
 * optional, else at least 8 characters and the strength rule, and its confirmation equals it.
 */
import {
  check,
  email,
  issues,
  minLength,
  newPasswordIssues,
  PASSWORD_MIN,
  required,
  type Issues,
} from '../../components/validation';

export interface ProfileValues {
  name: string;
  email: string;
  password_current: string;
  password: string;
  password_confirmation: string;
}

export type ProfileField = keyof ProfileValues;

export function profileIssues(v: ProfileValues): Issues<ProfileField> {
  return {
    ...issues({
      name: check(v.name, required),
      email: check(v.email, required, email),
      password_current: check(v.password_current, required, minLength(PASSWORD_MIN)),
    }),
    ...newPasswordIssues(v.password, v.password_confirmation, { required: false }),
  };
}
