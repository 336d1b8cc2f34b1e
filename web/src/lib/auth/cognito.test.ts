import { describe, expect, it } from 'vitest';
import { classifyCognitoError } from './cognito';

describe('Cognito errors on the login screen', () => {
  it.each([
    [{ code: 'NotAuthorizedException', message: 'Incorrect username or password.' }, 'credentials'],
    [{ code: 'UserNotFoundException' }, 'credentials'],
    [{ code: 'InvalidPasswordException', message: 'Invalid password' }, 'credentials'],
    [{ code: 'NotAuthorizedException', message: 'Password attempts exceeded' }, 'throttled'],
    [{ code: 'LimitExceededException' }, 'throttled'],
    [{ code: 'TooManyRequestsException' }, 'throttled'],
    [{ name: 'TooManyFailedAttemptsException' }, 'throttled'],
    [{ code: 'PasswordResetRequiredException' }, 'password_reset_required'],
    [{ code: 'NetworkError' }, 'unavailable'],
    [undefined, 'unavailable'],
  ])('%o → %s', (error, reason) => {
    expect(classifyCognitoError(error)).toBe(reason);
  });
});
