import type { SelfTestId, SelfTestOutcome } from './contracts/self-test.ts';

/** The on-phone self-test's words (issue #21, decision 042): /check/:code and the listing page. */
export const SELF_TEST_TEXTS = {
  title: 'Phone self-test',
  intro: (name: string) =>
    `Open this page on the phone being sold (${name}). Each test ends as passed, failed or skipped; nothing is guessed.`,
  start: 'Start the self-test',
  stepOf: (n: number, total: number) => `Step ${n} of ${total}`,
  progressLabel: 'Self-test progress',
  names: {
    display: 'Screen colours',
    touch: 'Touch screen',
    multitouch: 'Multi-touch',
    camera_front: 'Front camera',
    camera_back: 'Back camera',
    microphone: 'Microphone',
    speaker: 'Speaker',
    motion: 'Motion sensors',
    vibration: 'Vibration',
    battery: 'Battery',
  } satisfies Record<SelfTestId, string>,
  outcomes: { pass: 'Passed', fail: 'Failed', skipped: 'Skipped' } satisfies Record<
    SelfTestOutcome,
    string
  >,
  skip: 'Skip this test',
  failed: 'It does not work',
  display: {
    how: 'The screen fills with red, green, blue, white and black. Look for dots that stay dark or bright. Tap the screen for the next colour.',
    start: 'Show the colours',
    next: (colour: string, n: number) => `Next colour (${colour}, ${n} of 5)`,
    colours: ['red', 'green', 'blue', 'white', 'black'],
    question: 'Did every colour fill the screen evenly, with no dead or stuck dots?',
    pass: 'Yes, no dead dots',
    fail: 'No, I saw dead dots',
  },
  touch: {
    how: 'Slide your finger over every square until all of them are green.',
    grid: 'Touch grid',
    left: (n: number) => `${n} squares left`,
  },
  multitouch: {
    how: 'Put two fingers on the box at the same time.',
    area: 'Multi-touch area',
    touching: (n: number) => `${n} touching`,
  },
  camera: {
    how: (side: string) => `Start the ${side} camera and check the picture moves.`,
    front: 'front',
    back: 'back',
    start: 'Start the camera',
    preview: (side: string) => `Preview of the ${side} camera`,
    pass: 'I see the picture',
    fail: 'No picture',
    noApi: 'No camera API in this browser',
    denied: 'Camera permission denied',
    notFound: 'No camera found',
  },
  microphone: {
    how: 'Start the microphone and speak: the meter should rise.',
    start: 'Start the microphone',
    level: 'Microphone level',
    noApi: 'No microphone or audio API in this browser',
    denied: 'Microphone permission denied',
    heard: 'Sound level rose',
  },
  speaker: {
    how: 'Play a short tone and listen.',
    play: 'Play the tone',
    pass: 'I heard it',
    fail: 'I heard nothing',
    noApi: 'No audio API in this browser',
  },
  motion: {
    how: 'Start the sensors, then tilt and turn the phone.',
    start: 'Start the motion sensors',
    waiting: 'Waiting for readings… tilt the phone.',
    noApi: 'No motion sensor API in this browser',
    denied: 'Motion permission denied',
    none: 'No sensor readings arrived (this browser or device gives none)',
    both: 'Accelerometer and gyroscope readings received',
    accelOnly: 'Accelerometer readings received; no gyroscope readings',
  },
  vibration: {
    how: 'Make the phone vibrate and feel for it.',
    start: 'Vibrate',
    pass: 'I felt it',
    fail: 'I felt nothing',
    noApi: 'Vibration is not supported in this browser',
  },
  battery: {
    reading: 'Reading the battery…',
    noApi: 'Battery status is not exposed by this browser',
    detail: (percent: number, charging: boolean) =>
      `Battery ${percent}%, ${charging ? 'charging' : 'not charging'}`,
  },
  finish: {
    heading: 'Show this code in your verification photo',
    codeLabel: 'Listing code',
    photoHint: 'Photograph this phone showing the code, next to the listing’s photos.',
    send: 'Attach the report to the listing',
    sending: 'Sending…',
    saved: (date: string) =>
      `Report saved on ${date}. It is signed by PhoneBazaar and cannot be edited.`,
    // Issue #46: the next step after the report, not a dead end.
    nextSeller:
      'Next: photograph this phone showing the code, then upload the photo to the listing in My Products.',
    toMyProducts: 'Back to My Products',
    nextBuyer: 'The report is kept with your order in My Order.',
    toMyOrder: 'Back to My Order',
    model: 'Model reported by the browser',
    browser: 'Browser',
    thisRun: 'This run',
    sellerRun: (date: string) => `Seller’s run on ${date}`,
    compare: 'Compare with the seller’s self-test',
  },
  notFound: 'No listing has this code, or it is no longer for sale.',
  // Issue #36 item 3 (decision 056): who may attach a report.
  needLink:
    'To attach a self-test to this listing, open the test link from My Products (Test this phone) on this phone. A buyer runs it from My Orders once they have paid.',
  linkProblems: {
    expired: 'This test link has expired (links last an hour). Make a new one in My Products.',
    used: 'This test link was already used. Make a new one in My Products.',
    unknown: 'This test link is not valid for this phone. Make a new one in My Products.',
  },
  listing: {
    heading: 'On-phone self-test',
    ranOn: (date: string) => `Self-test run on this phone on ${date}`,
    stale: 'This self-test is more than 30 days old; the phone may have changed since.',
    none: 'The seller has not run the self-test on this phone yet.',
    cannotCheck:
      'A browser cannot check the IMEI, battery health or carrier lock: ask to see them at the meetup.',
    model: (hint: string) => `Model reported by the browser: ${hint}`,
  },
  checkPhone: 'Check this phone',
  checkPhoneOf: (name: string) => `Check this phone: run the self-test on ${name}`,
} as const;
