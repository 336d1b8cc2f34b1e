/**
 * Setup of every unit test file. Testing Library waits 1 s by default for `findBy…`; the suite
 * shares 2 cores with CDK synths and the integration stand-in, so screens get 5 s.
 * Only files with a DOM load Testing Library: most unit files run in node and never render, and
 * its import was most of their setup.
 */
export {};

if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 5000 });
}
