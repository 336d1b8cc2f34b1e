/** SignInError for tests that mock lib/auth/cognito (the real module loads the Cognito library). */
export class SignInError extends Error {
  constructor(
    readonly reason: string,
    message = reason,
  ) {
    super(message);
  }
}
