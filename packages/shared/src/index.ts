export * from './constants.ts';
export * from './contracts/category.ts';
export * from './contracts/common.ts';
export * from './contracts/identity.ts';
export * from './contracts/product.ts';
export * from './contracts/selling.ts';
export * from './format.ts';
export * from './texts.ts';
