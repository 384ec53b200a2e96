import { describe, expect, it } from 'vitest';
import { createUnsubscribeTokens } from './unsubscribe-token.ts';

const ID = '11111111-1111-4111-8111-111111111111';

describe('unsubscribe tokens', () => {
  const tokens = createUnsubscribeTokens('a'.repeat(43));

  it('When a token is signed, then it verifies to the same scope', () => {
    expect(tokens.verify(tokens.sign({ kind: 'search', id: ID }))).toEqual({
      kind: 'search',
      id: ID,
    });
    expect(tokens.verify(tokens.sign({ kind: 'all', userId: ID }))).toEqual({
      kind: 'all',
      userId: ID,
    });
  });

  it('When a token is altered, made with another secret or its scope is swapped, then it is refused', () => {
    const token = tokens.sign({ kind: 'search', id: ID });
    const other = createUnsubscribeTokens('b'.repeat(43)).sign({ kind: 'search', id: ID });
    expect(tokens.verify(other)).toBeUndefined();
    expect(tokens.verify(token.replace(/^s\./, 'u.'))).toBeUndefined();
    expect(tokens.verify(token.replace('1111', '2222'))).toBeUndefined();
    expect(tokens.verify(`${token}x`)).toBeUndefined();
    expect(tokens.verify('')).toBeUndefined();
  });
});
