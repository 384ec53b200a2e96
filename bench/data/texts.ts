import { ACCESSORIES, DEFECTS } from '@phonebazaar/shared';

/**
 * The words of generated listings: descriptions are assembled sentence by sentence from
 * these lists so that what they say matches the listing's fields (battery health, defects,
 * accessories), about one in ten in Bangla, and a few carry words rare enough that a search
 * for them finds a handful of listings in a million (the "rare word" trap of issue #17).
 */

/** How a seller says where the phone comes from (first sentence). */
export const ORIGIN_EN = [
  'Bought new from an authorised shop and used as my main phone.',
  'A gift from my brother abroad, used for only a few months.',
  'Official unit, not refurbished, used carefully with a case from day one.',
  'Used as a second phone for work calls, mostly kept in a drawer.',
  'My daily phone for a while; I have moved to a newer model.',
  'Bought from a friend who kept it in very good shape.',
  'Purchased from Bashundhara City, all papers with me.',
  'Used by my sister, she takes good care of her things.',
];

/** `%s` is the battery health. */
export const BATTERY_EN = [
  'Battery health %s%%, lasts a full day of normal use.',
  'Battery health is %s%% and it charges quickly.',
  'Battery health %s%%; screen-on time is still around six hours.',
];

/** Said when the listing has no defect. */
export const CLEAN_EN = [
  'The screen has never been replaced and Face ID or the fingerprint sensor works perfectly.',
  'A couple of hairline scratches on the back that you only see under a lamp.',
  'Screen protector on since the first day, so the display is spotless.',
  'Some wear on the edges of the frame, the cameras and speakers are fine.',
  'No scratches, no dents, everything works like new.',
];

/** One sentence per defect, in the order of DEFECTS (the listing's first defect is told). */
export const DEFECT_EN: Record<(typeof DEFECTS)[number], string> = {
  'screen-crack': 'There is a crack at the corner of the screen, touch still works everywhere.',
  'dead-pixels': 'A few dead pixels near the top edge, hardly visible in daily use.',
  'touch-issue': 'The touch sometimes misses near the bottom of the screen.',
  'camera-issue': 'The main camera struggles to focus up close, video is fine.',
  'speaker-microphone': 'The bottom speaker is quieter than it should be.',
  'charging-port': 'The charging port is loose, wireless charging works.',
  biometrics: 'Face ID / fingerprint does not work any more, the passcode does.',
  'water-exposure': 'It fell in water once and was dried at a service centre, works now.',
  'back-glass-cracked': 'The back glass is cracked but covered by a case.',
  'battery-service': 'The battery shows a service message, it still lasts most of the day.',
};
if (Object.keys(DEFECT_EN).join() !== DEFECTS.join()) throw new Error('DEFECT_EN out of order');

/** The accessories in words, in the order of ACCESSORIES. */
export const ACCESSORY_EN: Record<(typeof ACCESSORIES)[number], string> = {
  box: 'the original box',
  charger: 'the charger',
  cable: 'a cable',
  case: 'a case',
  receipt: 'the purchase receipt',
};
if (Object.keys(ACCESSORY_EN).join() !== ACCESSORIES.join()) {
  throw new Error('ACCESSORY_EN out of order');
}

export const CLOSING_EN = [
  'Serious buyers only, I can meet in a public place.',
  'Price is slightly negotiable for a quick sale.',
  'Selling because I switched to a work phone.',
  'Happy to let you test everything before paying.',
  'No exchange, cash or bKash only.',
  'Call after 6 pm, I am at work during the day.',
];

/** Bangla descriptions: same facts, shorter, as sellers in Dhaka write them. */
export const ORIGIN_BN = [
  'ফোনটি খুব ভালো অবস্থায় আছে।',
  'অফিসিয়াল ফোন, অথরাইজড শোরুম থেকে কেনা।',
  'বিদেশ থেকে আনা, মাত্র ছয় মাস ব্যবহার করেছি।',
  'নিজের ব্যবহারের ফোন, কোনো সমস্যা নেই।',
];
export const BATTERY_BN = ['ব্যাটারি হেলথ %s%%, সারাদিন চার্জ থাকে।', 'ব্যাটারি %s%%, চার্জ ভালো থাকে।'];
export const CLEAN_BN = ['কোনো দাগ বা ফাটল নেই।', 'স্ক্রিনে হালকা দাগ আছে, তবে বোঝা যায় না।'];
export const DEFECT_BN = ['কিছু সমস্যা আছে, দেখে নিয়ে কিনবেন।', 'একটু সমস্যা আছে, বিস্তারিত ছবিতে দেখুন।'];
/** With the box / with other accessories / phone only. */
export const ACCESSORIES_BN = ['বক্স সহ দেওয়া হবে।', 'চার্জার ও কভার সাথে দেওয়া হবে।', 'শুধু ফোন, বক্স নেই।'];
export const CLOSING_BN = [
  'দাম সামান্য আলোচনা সাপেক্ষে।',
  'জরুরি টাকার দরকার তাই বিক্রি করছি।',
  'হাতে হাতে দেখে নিতে পারবেন।',
  'আগ্রহীরা যোগাযোগ করুন।',
];

/**
 * An extra last sentence, by tier: each sentence of a tier is added to `share` of the
 * listings, so its distinctive word (named for the query set) is that common.
 */
export const EXTRAS: ReadonlyArray<{ share: number; sentences: { word: string; text: string }[] }> =
  [
    {
      share: 0.015,
      sentences: [
        { word: 'warranty', text: 'Still under official warranty for a few months.' },
        { word: 'esim', text: 'Supports eSIM as well as a physical SIM.' },
        { word: 'emi', text: 'Bought on EMI, fully paid off.' },
        { word: 'tempered', text: 'Comes with a spare tempered glass.' },
      ],
    },
    {
      share: 0.001,
      sentences: [
        { word: 'engraved', text: 'The back is engraved with my initials.' },
        { word: 'grameenphone', text: 'Works on Grameenphone, Robi and Banglalink.' },
        { word: 'showroom', text: 'It was a display unit in a showroom.' },
        { word: 'spigen', text: 'Includes a Spigen rugged armor case.' },
        { word: 'স্মার্টওয়াচ', text: 'সাথে একটি স্মার্টওয়াচ উপহার।' },
      ],
    },
    {
      share: 0.00005,
      sentences: [
        { word: 'walnut', text: 'Comes with a handmade walnut charging dock.' },
        { word: 'changi', text: 'Bought at the Singapore Changi duty free shop.' },
        { word: 'holographic', text: 'Collector edition box with a holographic sticker.' },
        { word: 'দাদার', text: 'ফোনটি আমার দাদার দেওয়া উপহার।' },
      ],
    },
  ];

/** Title prefix by grade (Fair, Good, Excellent): "Mint iPhone 13 Pro 256GB". */
export const GRADE_WORD = ['Used', 'Clean', 'Mint'];

/** How the variant reads in a title, in the order of VARIANTS. */
export const VARIANT_TITLE = ['Official', 'Unofficial', 'Refurbished'];
