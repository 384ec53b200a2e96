import { describe, expect, it } from 'vitest';
import { parseEventBlock } from './conversation-events';

describe('conversation event stream blocks', () => {
  it('When a message event arrives, then its conversation and seq are read', () => {
    expect(parseEventBlock('event: message\ndata: {"conversationId":"c1","seq":4}')).toEqual({
      kind: 'message',
      event: { conversationId: 'c1', seq: 4 },
    });
  });

  it('When the server asks for a resync, then it is reported as one', () => {
    expect(parseEventBlock('event: resync\ndata: {}')).toEqual({ kind: 'resync' });
  });

  it('When a block is a comment, a retry hint or malformed, then nothing is reported', () => {
    expect(parseEventBlock('retry: 2000\n: ready')).toBeNull();
    expect(parseEventBlock(': ping')).toBeNull();
    expect(parseEventBlock('event: message\ndata: not json')).toBeNull();
    expect(parseEventBlock('event: message\ndata: {"conversationId":"c1"}')).toBeNull();
    expect(parseEventBlock('event: other\ndata: {"conversationId":"c1","seq":1}')).toBeNull();
  });
});
