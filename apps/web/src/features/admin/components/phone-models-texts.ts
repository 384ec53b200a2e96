/** Texts of the admin's Phone Models page (issue #16). */
export const PHONE_MODELS_TEXTS = {
  title: 'Phone Models',
  intro:
    'The catalogue sellers pick from when they list a phone: each brand’s models with the storage, RAM and colours they came in.',
  brand: 'Brand',
  label: 'Phone models',
  caption: (brand: string) => `${brand} models, newest first`,
  columns: {
    name: 'Model',
    year: 'Year',
    storage: 'Storage',
    ram: 'RAM',
    colours: 'Colours',
    actions: 'Actions',
  },
  empty: 'No models yet',
  emptyHint: 'Add this brand’s first model with the Add model button.',
  noBrands: 'There are no brands yet, so there is nothing to add models to.',
  add: 'Add model',
  edit: (name: string) => `Edit ${name}`,
  editButton: 'Edit',
  addTitle: 'Add a phone model',
  editTitle: (name: string) => `Edit ${name}`,
  fields: {
    categoryId: 'Brand',
    name: 'Model name',
    year: 'Release year',
    storageGb: 'Storage options (GB)',
    ramGb: 'RAM options (GB)',
    colours: 'Colours',
  },
  hints: {
    storageGb: 'Separate with commas, e.g. 128, 256, 512 (1 TB is 1024).',
    ramGb: 'Separate with commas, e.g. 8, 12. Leave empty when unknown.',
    colours: 'Separate with commas, e.g. Black, Blue.',
  },
  save: 'Save model',
  cancel: 'Cancel',
  added: (name: string) => `${name} added`,
  saved: (name: string) => `${name} saved`,
} as const;

/** 1024 GB and up read as TB, as the phones are sold. */
export function formatGb(gb: number): string {
  return gb >= 1024 && gb % 1024 === 0 ? `${gb / 1024} TB` : `${gb} GB`;
}
