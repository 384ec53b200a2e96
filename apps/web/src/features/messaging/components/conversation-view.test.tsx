import { MESSAGING_TEXTS } from '@phonebazaar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pngFile } from '../../../test/fixtures';
import { callsTo, json } from '../../../test/mock-api';
import { mockUpload } from '../../../test/mock-upload';
import { conversation, message, renderMessaging } from '../test/fake-messaging';

const T = MESSAGING_TEXTS;
const PATH = '/dashboard/conversations/c1';

describe('Conversation page (issue #19)', () => {
  it('When messages load, then they show oldest first with mine on the right, and the conversation is marked read', async () => {
    const { fetchMock } = renderMessaging(PATH, {
      messages: [
        message(1, { text: 'Hello, is it available?', mine: true }),
        message(2, { text: 'Yes it is.' }),
      ],
    });
    const log = await screen.findByRole('log');
    const items = within(log).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('[data-message-text]')?.textContent)).toEqual([
      'Hello, is it available?',
      'Yes it is.',
    ]);
    expect(items[0]?.querySelector('[data-from]')).toHaveAttribute('data-from', 'me');
    expect(items[0]?.querySelector('[data-from]')).toHaveClass('items-end');
    expect(items[1]?.querySelector('[data-from]')).toHaveAttribute('data-from', 'them');
    expect(items[1]?.querySelector('[data-from]')).toHaveClass('items-start');
    expect(screen.getByRole('heading', { level: 1, name: 'Pixel 8' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, '/api/conversations/c1/read')).toHaveLength(1));
  });

  it('When a message is sent, then its text goes to the server and it appears in the conversation', async () => {
    const { user, fetchMock } = renderMessaging(PATH, { messages: [message(1)] });
    const box = await screen.findByLabelText(T.labels.message);
    await user.type(box, 'Can we meet at Dhanmondi?');
    expect(screen.getByText(T.counter(25))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.send }));
    const log = screen.getByRole('log');
    expect(await within(log).findByText('Can we meet at Dhanmondi?')).toBeInTheDocument();
    const posts = callsTo(fetchMock, '/api/conversations/c1/messages').filter(
      ([, init]) => init?.method === 'POST',
    );
    expect(JSON.parse(String(posts[0]?.[1]?.body))).toEqual({ text: 'Can we meet at Dhanmondi?' });
    expect(box).toHaveValue('');
  });

  it('When a photo is added, then it is uploaded first and its address is sent with the text', async () => {
    const upload = mockUpload({ url: 'http://test/images/box.webp' });
    const { user, fetchMock } = renderMessaging(PATH, { messages: [message(1)] });
    await user.type(await screen.findByLabelText(T.labels.message), 'Here is the box');
    await user.upload(screen.getByLabelText(T.labels.photos), pngFile('box.png'));
    const photos = await screen.findByRole('list', { name: T.photoList });
    await waitFor(() => expect(within(photos).queryByRole('status')).not.toBeInTheDocument());
    expect(upload.uploads).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: T.send }));
    const log = screen.getByRole('log');
    expect(await within(log).findByRole('img', { name: T.messagePhotoAlt(1) })).toHaveAttribute(
      'src',
      'http://test/images/box.webp',
    );
    const [post] = callsTo(fetchMock, '/api/conversations/c1/messages').filter(
      ([, init]) => init?.method === 'POST',
    );
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      text: 'Here is the box',
      photos: ['http://test/images/box.webp'],
    });
    // The box is empty again, photos included.
    expect(screen.queryByRole('list', { name: T.photoList })).not.toBeInTheDocument();
  });

  it('When the other party writes while the page is open, then the message appears without a reload', async () => {
    // Without the event stream (refused here), the page polls; unchanged answers are 304s.
    const { store, fetchMock } = renderMessaging(PATH, {
      messages: [message(1)],
      extra: {
        '/api/conversations/events': () =>
          json({ message: 'No', code: 'NOT_FOUND' }, { status: 404 }),
      },
    });
    const log = await screen.findByRole('log');
    await waitFor(
      () => expect(callsTo(fetchMock, '/api/conversations/c1/messages').length).toBeGreaterThan(2),
      {
        timeout: 8000,
      },
    );
    store.messages.push(message(2, { text: 'Still available, yes.' }));
    expect(
      await within(log).findByText('Still available, yes.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    const polls = callsTo(fetchMock, '/api/conversations/c1/messages').slice(1);
    expect(new URL(String(polls[0]?.[0]), 'http://test').searchParams.get('after')).toBe('1');
    expect(polls.some(([, init]) => new Headers(init?.headers).has('if-none-match'))).toBe(true);
  }, 20_000);

  it('When the event stream announces a message in this conversation, then it shows at once', async () => {
    const { store, events } = renderMessaging(PATH, { messages: [message(1)] });
    const log = await screen.findByRole('log');
    await waitFor(() => expect(events.opened).toBe(1));
    store.messages.push(message(2, { text: 'Sent just now' }));
    events.push('c1', 2);
    // Well before the 3 s poll would have asked.
    expect(
      await within(log).findByText('Sent just now', {}, { timeout: 1500 }),
    ).toBeInTheDocument();
  });

  it('When a flagged message comes from the other party, then the safety banner shows above it, and not above my own', async () => {
    renderMessaging(PATH, {
      messages: [
        message(1, { mine: true, warning: true, text: 'Call me on 01711 000000' }),
        message(2, { warning: true, text: 'Scan this QR to receive money' }),
        message(3, { text: 'Thanks' }),
      ],
    });
    const log = await screen.findByRole('log');
    const notes = within(log).getAllByRole('note');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toHaveTextContent(T.safetyWarning);
    const items = within(log).getAllByRole('listitem');
    expect(within(items[1] as HTMLElement).getByRole('note')).toBeInTheDocument();
  });

  it('When a flagged message shares a number, then the reader is warned about paying outside, not QR codes; the sender is told before sending (issue #45)', async () => {
    const { user } = renderMessaging(PATH, {
      messages: [
        message(1, { warning: true, warningKind: 'contact', text: 'Call me on 01711 000000' }),
      ],
    });
    const log = await screen.findByRole('log');
    expect(within(log).getByRole('note')).toHaveTextContent(T.safetyWarnings.contact);
    expect(within(log).getByRole('note')).not.toHaveTextContent(/QR/);

    const box = screen.getByLabelText(T.labels.message);
    await user.type(box, 'Sure, see you there');
    expect(screen.queryByText(T.senderWarnings.chat_app)).not.toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'Message me on WhatsApp');
    expect(await screen.findByText(T.senderWarnings.chat_app)).toBeInTheDocument();
  });

  it('When the other person is blocked, then the message box is replaced by the blocked notice', async () => {
    const { user, fetchMock } = renderMessaging(PATH, { messages: [message(1)] });
    await user.click(await screen.findByRole('button', { name: T.block }));
    const dialog = await screen.findByRole('dialog', { name: T.blockTitle('Sadia') });
    await user.click(within(dialog).getByRole('button', { name: T.blockConfirm }));
    expect(await screen.findByText(T.blockedNotice)).toBeInTheDocument();
    expect(screen.queryByLabelText(T.labels.message)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.unblock })).toBeInTheDocument();
    const [call] = callsTo(fetchMock, '/api/users/u-seller/block');
    expect(call?.[1]?.method).toBe('POST');
  });

  it('When the other person blocked me, then the blocked notice shows without an Unblock button', async () => {
    renderMessaging(PATH, {
      conversations: [conversation({ blocked: true, blockedByMe: false })],
      messages: [message(1)],
    });
    expect(await screen.findByText(T.blockedNotice)).toBeInTheDocument();
    expect(screen.queryByLabelText(T.labels.message)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.unblock })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.sharePhone })).not.toBeInTheDocument();
    // They may still block in turn, so the conversation stays closed if the other unblocks.
    expect(screen.getByRole('button', { name: T.block })).toBeInTheDocument();
  });

  it('When the server refuses with 429, then its message (with the limit) is shown and the text is kept', async () => {
    const limit = 'You can send at most 60 messages per hour. Try again later.';
    const { user } = renderMessaging(PATH, {
      messages: [message(1)],
      refuseSend: { status: 429, message: limit, code: 'RATE_LIMITED' },
    });
    const box = await screen.findByLabelText(T.labels.message);
    await user.type(box, 'One more');
    await user.click(screen.getByRole('button', { name: T.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent(limit);
    expect(box).toHaveValue('One more');
  });

  it('When the other party shared a number, then the header shows it; sharing mine says so', async () => {
    const { user } = renderMessaging(PATH, {
      conversations: [
        conversation({
          other: { id: 'u-seller', name: 'Sadia', image: '', sharedPhone: '+8801711000000' },
        }),
      ],
      extra: {
        '/api/conversations/c1/share-phone': (_url, init) =>
          json({
            ...conversation({
              other: { id: 'u-seller', name: 'Sadia', image: '', sharedPhone: '+8801711000000' },
            }),
            mySharedPhone: (JSON.parse(String(init.body)) as { phone: string }).phone,
          }),
      },
    });
    expect(await screen.findByText(T.theyShared('Sadia', '+8801711000000'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.sharePhone }));
    const dialog = await screen.findByRole('dialog', { name: T.sharePhone });
    await user.type(within(dialog).getByLabelText(T.labels.phone), '01811 222333');
    await user.click(within(dialog).getByRole('button', { name: T.sharePhoneConfirm }));
    expect(await screen.findByText(T.youShared('01811 222333'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.sharePhone })).not.toBeInTheDocument();
    // They may still block in turn, so the conversation stays closed if the other unblocks.
    expect(screen.getByRole('button', { name: T.block })).toBeInTheDocument();
  });

  it('When the conversation is reported, then a reason is required, sent, and the page says it was reported', async () => {
    const { user, fetchMock } = renderMessaging(PATH, {
      messages: [message(1)],
      extra: {
        '/api/conversations/c1/report': () => json(conversation({ reported: true })),
      },
    });
    await user.click(await screen.findByRole('button', { name: T.report }));
    const dialog = await screen.findByRole('dialog', { name: T.report });
    await user.click(within(dialog).getByRole('button', { name: T.reportConfirm }));
    expect(within(dialog).getByText('Say what is wrong')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/conversations/c1/report')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(T.reportReason), 'Asked me to pay by QR');
    await user.click(within(dialog).getByRole('button', { name: T.reportConfirm }));
    expect(await screen.findByText(T.alreadyReported)).toBeInTheDocument();
    const [call] = callsTo(fetchMock, '/api/conversations/c1/report');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ reason: 'Asked me to pay by QR' });
    expect(screen.queryByRole('button', { name: T.report })).not.toBeInTheDocument();
  });
});
