import type { Condition } from './constants.ts';
import type { Accessory, Defect, Variant } from './contracts/phone.ts';

/** Texts of a phone's structured data (issue #16): labels, grades' rubrics, chips. */
export const PHONE_TEXTS = {
  labels: {
    model: 'Model',
    otherModel: 'Other model',
    storage: 'Storage',
    ram: 'RAM',
    colour: 'Colour',
    variant: 'Variant',
    batteryHealth: 'Battery health (%)',
    defects: 'Defects',
    accessories: 'Accessories included',
    photos: 'Photos',
    imei: 'IMEI',
  },
  imeiHint: 'Dial *#06# on the phone to see it. Buyers only see its last 4 digits.',
  imeiOnFile: 'IMEI on file',
  noDefects: 'No defects reported',
  variants: {
    official: 'Official',
    unofficial: 'Unofficial',
    refurbished: 'Refurbished',
  } satisfies Record<Variant, string>,
  defects: {
    'screen-crack': 'Screen crack',
    'dead-pixels': 'Dead pixels',
    'touch-issue': 'Touch issue',
    'camera-issue': 'Camera issue',
    'speaker-microphone': 'Speaker/microphone',
    'charging-port': 'Charging port',
    biometrics: 'Biometrics not working',
    'water-exposure': 'Water exposure',
    'back-glass-cracked': 'Back glass cracked',
    'battery-service': 'Battery needs service',
  } satisfies Record<Defect, string>,
  accessories: {
    box: 'Box',
    charger: 'Charger',
    cable: 'Cable',
    case: 'Case',
    receipt: 'Receipt',
  } satisfies Record<Accessory, string>,
  /** What each grade promises, shown beside the slider and on the listing page. */
  grades: {
    Excellent: {
      screen: 'Flawless: no scratches visible with the screen on or off.',
      body: 'Like new: no marks visible at arm’s length.',
      function: 'Everything works; no defects.',
      battery: 'Battery health 85% or more.',
    },
    Good: {
      screen: 'No cracks; light scratches invisible with the screen on.',
      body: 'Light signs of use; no dents.',
      function:
        'Everything works; only minor disclosed defects (dead pixels, back glass, battery service).',
      battery: 'Battery health 80% or more.',
    },
    Fair: {
      screen: 'May have deep scratches or a disclosed crack.',
      body: 'Visible wear, scuffs or dents.',
      function: 'May have disclosed defects; each is listed.',
      battery: 'Any battery health; stated when known.',
    },
  } satisfies Record<
    Condition,
    { screen: string; body: string; function: string; battery: string }
  >,
  rubricParts: { screen: 'Screen', body: 'Body', function: 'Function', battery: 'Battery' },
  errors: {
    CONDITION_CONFLICTS_DEFECTS: 'The condition does not match the defects listed',
    STORAGE_NOT_FOR_MODEL: 'This model does not come with that storage',
    MODEL_NOT_IN_CATEGORY: 'This model belongs to another brand',
    IMEI_ALREADY_LISTED: 'A phone with this IMEI is already listed',
    IMEI_BLOCKED: 'This phone cannot be listed. Contact us if you think this is a mistake.',
  },
} as const;
