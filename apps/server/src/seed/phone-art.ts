import type { Brand } from './categories.ts';
import { between, seededRandom } from './random.ts';

/**
 * SVG drawings for the demo pictures: a phone seen from the back with its camera
 * module, and the same phone from the front. Shapes only, no text, because the
 * machine rendering them may have no fonts at all.
 */

export interface PhoneArtOptions {
  brand: Brand;
  colors: readonly [string, string];
  /** Adds a few scratches on the back, so a 'Fair' phone looks used. */
  worn: boolean;
  /** Flagship models get the bigger camera module. */
  pro: boolean;
  /** Seeds the small variations (wallpaper, tilt) so each picture is different but stable. */
  seed: string;
}

const BACKDROPS: Record<Brand, readonly [string, string]> = {
  Apple: ['#f0f9ff', '#e0f2fe'],
  Samsung: ['#f5f3ff', '#ede9fe'],
  Google: ['#ecfdf5', '#d1fae5'],
  Xiaomi: ['#fff7ed', '#ffedd5'],
  OnePlus: ['#fff1f2', '#ffe4e6'],
  Motorola: ['#fffbeb', '#fef3c7'],
};

const lens = (cx: number, cy: number, r: number) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#0b0f19" stroke="#6b7280" stroke-width="3"/>` +
  `<circle cx="${cx}" cy="${cy}" r="${r * 0.45}" fill="#1e293b"/>` +
  `<circle cx="${cx - r * 0.3}" cy="${cy - r * 0.3}" r="${r * 0.15}" fill="#ffffff" opacity="0.5"/>`;

const flash = (cx: number, cy: number) =>
  `<circle cx="${cx}" cy="${cy}" r="6" fill="#fde68a" stroke="#a8a29e" stroke-width="1.5"/>`;

/** Camera layouts in back-phone coordinates (220 x 440), one distinct look per brand. */
function cameras(brand: Brand, pro: boolean): string {
  const module = 'fill="#000000" fill-opacity="0.22" stroke="#ffffff" stroke-opacity="0.25"';
  switch (brand) {
    case 'Apple':
      return pro
        ? `<rect x="14" y="14" width="112" height="112" rx="28" ${module}/>${lens(45, 45, 20)}${lens(45, 95, 20)}${lens(95, 70, 20)}${flash(98, 30)}`
        : `<rect x="14" y="14" width="96" height="96" rx="24" ${module}/>${lens(42, 42, 18)}${lens(82, 82, 18)}${flash(84, 36)}`;
    case 'Samsung':
      return `${lens(40, 44, 18)}${lens(40, 92, 18)}${lens(40, 140, 18)}${flash(76, 44)}`;
    case 'Google':
      return `<rect x="0" y="70" width="220" height="56" rx="10" fill="#000000" fill-opacity="0.55"/>${lens(60, 98, 16)}${lens(104, 98, 16)}${flash(150, 98)}`;
    case 'Xiaomi':
      return `<rect x="14" y="14" width="124" height="124" rx="22" ${module}/>${lens(48, 48, 22)}${lens(104, 48, 16)}${lens(48, 104, 16)}${flash(104, 104)}`;
    case 'OnePlus':
      return `<circle cx="70" cy="76" r="58" ${module}/>${lens(70, 44, 17)}${lens(42, 96, 17)}${lens(98, 96, 17)}`;
    case 'Motorola':
      return `<rect x="14" y="14" width="84" height="136" rx="20" ${module}/>${lens(56, 50, 22)}${lens(56, 110, 18)}${flash(84, 140)}`;
  }
}

function scratches(rand: () => number): string {
  return Array.from({ length: 4 }, () => {
    const x = between(rand, 40, 180);
    const y = between(rand, 180, 400);
    const dx = between(rand, -50, 50);
    const dy = between(rand, -20, 20);
    return `<path d="M${x} ${y} l${dx} ${dy}" stroke="#ffffff" stroke-opacity="0.45" stroke-width="1.5" stroke-linecap="round"/>`;
  }).join('');
}

/** A 600x600 product picture. */
export function phoneSvg({ brand, colors, worn, pro, seed }: PhoneArtOptions): string {
  const rand = seededRandom(seed);
  const [dark, light] = colors;
  const [bg1, bg2] = BACKDROPS[brand];
  const hue = Math.round(between(rand, 0, 360));
  const tiltBack = between(rand, -11, -6).toFixed(1);
  const tiltFront = between(rand, 4, 8).toFixed(1);
  const blobs = Array.from({ length: 3 }, (_, i) => {
    const cx = between(rand, 20, 180);
    const cy = between(rand, 60, 380);
    const r = between(rand, 40, 90);
    return `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(0)}" fill="hsl(${(hue + i * 40) % 360} 80% 70%)" opacity="0.55"/>`;
  }).join('');

  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg1}"/><stop offset="1" stop-color="${bg2}"/></linearGradient>
  <linearGradient id="body" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>
  <linearGradient id="gloss" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffffff" stop-opacity="0.28"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0"/></linearGradient>
  <linearGradient id="screen" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 35%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 70% 18%)"/></linearGradient>
  <clipPath id="screenClip"><rect x="12" y="12" width="196" height="416" rx="26"/></clipPath>
</defs>
<rect width="600" height="600" fill="url(#bg)"/>
<ellipse cx="300" cy="540" rx="210" ry="22" fill="#0f172a" opacity="0.12"/>
<g transform="translate(110 70) rotate(${tiltBack} 110 220)">
  <rect width="220" height="440" rx="36" fill="url(#body)"/>
  <rect width="220" height="440" rx="36" fill="url(#gloss)"/>
  ${cameras(brand, pro)}
  ${worn ? scratches(rand) : ''}
</g>
<g transform="translate(270 90) rotate(${tiltFront} 110 220)">
  <rect width="220" height="440" rx="36" fill="${dark}"/>
  <rect x="6" y="6" width="208" height="428" rx="31" fill="#05070d"/>
  <g clip-path="url(#screenClip)">
    <rect x="12" y="12" width="196" height="416" fill="url(#screen)"/>
    ${blobs}
    <rect x="36" y="70" width="148" height="54" rx="14" fill="#ffffff" opacity="0.22"/>
    <rect x="36" y="330" width="30" height="30" rx="9" fill="#ffffff" opacity="0.35"/>
    <rect x="80" y="330" width="30" height="30" rx="9" fill="#ffffff" opacity="0.35"/>
    <rect x="124" y="330" width="30" height="30" rx="9" fill="#ffffff" opacity="0.35"/>
    <rect x="80" y="404" width="60" height="5" rx="2.5" fill="#ffffff" opacity="0.6"/>
  </g>
  <circle cx="110" cy="30" r="7" fill="#05070d"/>
</g>
</svg>`;
}

/** A 96x96 avatar: a coloured circle with a simple head-and-shoulders figure. */
export function avatarSvg([background, figure]: readonly [string, string]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
<defs><clipPath id="c"><circle cx="48" cy="48" r="48"/></clipPath></defs>
<g clip-path="url(#c)">
  <rect width="96" height="96" fill="${background}"/>
  <circle cx="48" cy="40" r="17" fill="${figure}"/>
  <ellipse cx="48" cy="96" rx="32" ry="30" fill="${figure}"/>
</g>
</svg>`;
}
