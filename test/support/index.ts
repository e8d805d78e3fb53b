/**
 * What every test folder shares: where the built bundles are (test/globalSetup.ts builds
 * dist/ and the preview once per run), reading and running Code.js, and launching Chromium.
 * Test folders import from here, never from each other.
 */
export * from './paths';
export * from './codeJs';
export * from './chromium';
