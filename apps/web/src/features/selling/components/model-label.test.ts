import { describe, expect, it } from 'vitest';
import { modelLabel } from './phone-model-fields';

describe('modelLabel (issue #46)', () => {
  it('When the model name already carries its year, then the year is not added again', () => {
    expect(modelLabel('iPhone SE (2022)', 2022)).toBe('iPhone SE (2022)');
  });

  it('When the name has no year, then it is added in brackets', () => {
    expect(modelLabel('iPhone 13', 2021)).toBe('iPhone 13 (2021)');
  });
});
