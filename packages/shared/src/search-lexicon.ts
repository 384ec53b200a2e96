import type { Area, Condition } from './constants.ts';

/**
 * How buyers write what they mean (issue #42), as data: the server's query understanding
 * (modules/search/query-understanding.ts) reads these lists and has no word of its own. Every
 * phrase is lower case, words separated by one space; the longest phrase wins where several
 * start at the same word. A new alias, area spelling or price word is a line here.
 */
export interface SearchLexicon {
  /** Other spellings of a brand or model word: the text searched has `becomes` instead. */
  aliases: { phrases: string[]; becomes: string }[];
  /** Place names (and other spellings) that become the Area filter. */
  areas: { phrases: string[]; area: Area }[];
  /** Condition words that become the Condition filter. */
  conditions: { phrases: string[]; condition: Condition }[];
  /** Storage units after a number ("128gb", "128 gb", "1 tb"), with their size in GB. */
  storageUnits: { unit: string; gb: number }[];
  /** A bare number that is one of these is a storage size in GB ("iphone 13 128"). */
  storageSizes: number[];
  /** Words before a price that make it a maximum ("under 400", "below $300"). */
  priceMax: string[];
  /** Words before a price that make it a minimum ("over 200"). */
  priceMin: string[];
  /** Currency marks a price may carry, before or after the number. */
  currency: string[];
  /** Words between two prices of a range ("300-500", "300 to 500"). */
  rangeWords: string[];
  /** Words that mean "cheapest first" (the price-ascending sort). */
  cheap: string[];
  /** Colour words: the first a relaxed search drops after plain words. */
  colours: string[];
  /** Model suffixes: dropped last ("iphone 15 pro max" finds an iPhone 15 Pro). */
  suffixes: string[];
}

export const SEARCH_LEXICON: SearchLexicon = {
  aliases: [
    { phrases: ['i phone', 'iphn'], becomes: 'iphone' },
    { phrases: ['one plus', '1 plus', '1plus', '1+'], becomes: 'oneplus' },
    { phrases: ['moto'], becomes: 'motorola' },
    { phrases: ['mi', 'xiomi', 'xaomi'], becomes: 'xiaomi' },
    { phrases: ['red mi'], becomes: 'redmi' },
  ],
  areas: [
    { phrases: ['dhaka', 'dacca'], area: 'Dhaka' },
    { phrases: ['chittagong', 'chattogram', 'ctg'], area: 'Chittagong' },
    { phrases: ['khulna'], area: 'Khulna' },
    { phrases: ['rajshahi'], area: 'Rajshahi' },
  ],
  conditions: [
    {
      phrases: ['mint', 'like new', 'mint condition', 'excellent condition'],
      condition: 'Excellent',
    },
    { phrases: ['good condition'], condition: 'Good' },
    { phrases: ['fair condition'], condition: 'Fair' },
  ],
  storageUnits: [
    { unit: 'gb', gb: 1 },
    { unit: 'tb', gb: 1024 },
  ],
  storageSizes: [32, 64, 128, 256, 512, 1024],
  priceMax: ['under', 'below', 'less than', 'up to', 'upto', 'max price', 'within', 'under than'],
  priceMin: ['over', 'above', 'more than', 'from'],
  currency: ['$', 'usd', 'dollar', 'dollars'],
  rangeWords: ['-', 'to'],
  cheap: ['cheap', 'cheapest', 'budget', 'low price', 'lowest price'],
  colours: [
    'black',
    'white',
    'blue',
    'green',
    'red',
    'pink',
    'purple',
    'gold',
    'silver',
    'grey',
    'gray',
    'midnight',
    'starlight',
    'graphite',
    'titanium',
    'cream',
    'lavender',
  ],
  suffixes: ['max', 'plus', 'pro', 'ultra', 'mini', 'lite', 'fe', 'neo', 'prime'],
};

/**
 * The words of a search text as query understanding reads them: lower case, "$" and a range's
 * "-" apart from the numbers, split on spaces ("128gb" stays one word).
 */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/(\d)\s*-\s*(\d)/g, '$1 - $2')
    .replace(/\$/g, ' $ ')
    .split(/\s+/)
    .filter((w) => w !== '');
}

/**
 * The text without one understood phrase (as an answer's `understood[].text` gives it): how a
 * page removes a filter the words became. The other words keep their order.
 */
export function withoutPhrase(text: string, phrase: string): string {
  const words = searchWords(text);
  const parts = searchWords(phrase);
  for (let i = 0; i + parts.length <= words.length; i++) {
    if (parts.every((p, j) => words[i + j] === p)) {
      return [...words.slice(0, i), ...words.slice(i + parts.length)].join(' ');
    }
  }
  return text;
}
