/** One catalogue model as sold: release year, storage and RAM options (GB), colours. */
export interface SeedModel {
  name: string;
  year: number;
  storageGb: readonly number[];
  ramGb: readonly number[];
  colours: readonly string[];
}

export const model = (
  name: string,
  year: number,
  storageGb: readonly number[],
  ramGb: readonly number[],
  colours: readonly string[],
): SeedModel => ({ name, year, storageGb, ramGb, colours });
