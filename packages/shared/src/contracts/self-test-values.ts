/**
 * The self-test's lists (issue #21), without zod: the listing page shows a report's results
 * in this order on its first load (issue #22 item 4). self-test.ts re-exports them.
 */
export const SELF_TEST_IDS = [
  'display',
  'touch',
  'multitouch',
  'camera_front',
  'camera_back',
  'microphone',
  'speaker',
  'motion',
  'vibration',
  'battery',
] as const;

/** Never guessed: a test the browser cannot run, or the person skips, is `skipped`. */
export const SELF_TEST_OUTCOMES = ['pass', 'fail', 'skipped'] as const;
