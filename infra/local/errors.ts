/** A setup problem the person running `npm start` can fix: printed as a message, never a stack. */
export class LocalSetupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LocalSetupError';
  }
}
