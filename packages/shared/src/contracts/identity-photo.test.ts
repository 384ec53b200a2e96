import { describe, expect, it } from 'vitest';
import { photoUrlRefusal } from './identity.ts';

describe('photoUrlRefusal (issue #44)', () => {
  it('When the server allows no outside sites, then the refusal says only uploads are accepted', () => {
    expect(photoUrlRefusal([])).toBe(
      'Photo must be a picture uploaded here: this server accepts no picture links from other sites',
    );
  });

  it('When it allows one or more sites, then the refusal names each', () => {
    expect(photoUrlRefusal(['https://a.example'])).toBe(
      'Photo must be a picture uploaded here or an https:// link to a picture on https://a.example',
    );
    expect(photoUrlRefusal(['https://a.example', 'https://b.example', 'https://c.example'])).toBe(
      'Photo must be a picture uploaded here or an https:// link to a picture on https://a.example, https://b.example or https://c.example',
    );
  });
});
