import type { Category, Product } from '@phonebazaar/shared';

let seq = 0;

export function makeProduct(overrides: Partial<Product> = {}): Product {
  seq += 1;
  return {
    _id: `product-${seq}`,
    productName: `Pixel ${seq} 128GB`,
    marketPrice: 1299,
    sellingPrice: 650,
    area: 'Dhaka',
    description: 'Battery health 91%, no scratches, box included.',
    purchaseYear: '2022-03-15',
    productCondition: 'Excellent',
    categoriesId: 'category-1',
    productImg: `/images/phone-${seq}.webp`,
    sellerName: 'Arif Hossain',
    sellerEmail: 'arif@example.test',
    sellerImg: '/images/arif.webp',
    sellerVerified: false,
    // Issue #19: the seller's id, rating and trusted mark; public answers carry sellerEmail ''.
    sellerId: 'user-arif',
    sellerRating: { average: null, count: 0 },
    sellerTrusted: false,
    postTime: '2024-03-05T10:00:00.000Z',
    productStatus: 'Available',
    advertisement: false,
    sold: false,
    booking: false,
    // Issue #16: an old listing says nothing more about the phone.
    modelId: null,
    modelName: null,
    storageGb: null,
    ramGb: null,
    colour: null,
    variant: null,
    batteryHealth: null,
    defects: [],
    accessories: [],
    photos: [`/images/phone-${seq}.webp`],
    imeiOnFile: false,
    imeiLast4: null,
    ...overrides,
  };
}

export function makeCategory(overrides: Partial<Category> = {}): Category {
  seq += 1;
  return {
    _id: `category-${seq}`,
    name: `Brand ${seq}`,
    icon: '/icons/brand.svg',
    bg: 'bg-sky-100',
    ...overrides,
  };
}

/** A file that is a PNG by content (its signature), as the picture checks read it. */
export function pngFile(name = 'photo.png'): File {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
  return new File([new Uint8Array(signature)], name, { type: 'image/png' });
}
