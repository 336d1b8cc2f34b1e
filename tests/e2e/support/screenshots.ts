/**
 * Whether this run writes docs/screenshots: `npm run screenshots` (E2E_SCREENSHOTS=1) does, the
 * test run does not. A full-page screenshot cost about 0.4 CPU-s, and the specs take 33 of them
 * (sales-import-mapping: 41 CPU-s with its 16, 34 without); what they show is asserted either way.
 */
export const writingScreenshots = process.env.E2E_SCREENSHOTS === '1';
