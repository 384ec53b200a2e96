import { type BlockedImei, IMEI_BLOCKLIST_TEXTS as T } from '@phonebazaar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { methodOf, renderAdminScreen } from '../../../test/admin';
import { json } from '../../../test/mock-api';

const IMEI = '490154203237518';
const stolen: BlockedImei = {
  _id: 'b-1',
  imeiLast4: '1234',
  note: 'Reported stolen at Gulshan',
  createdAt: '2026-11-20T10:00:00.000Z',
};

type Call = { method: string; url: string; body: unknown };

/** The page over an in-memory blocklist; `reply` may answer a write itself. */
function renderBlocklist(reply?: (call: Call) => Response | undefined) {
  const calls: Call[] = [];
  let stored = [stolen];
  const handle = (url: URL, init: RequestInit) => {
    const call = {
      method: methodOf(init),
      url: url.pathname,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    if (call.method === 'GET') return json(stored);
    calls.push(call);
    const custom = reply?.(call);
    if (custom) return custom;
    if (call.method === 'DELETE') {
      stored = stored.filter((b) => !call.url.endsWith(b._id));
      return json({ acknowledged: true, deletedCount: 1 });
    }
    const body = call.body as { imei: string; note: string };
    stored = [
      { _id: 'b-2', imeiLast4: body.imei.slice(-4), note: body.note, createdAt: stolen.createdAt },
      ...stored,
    ];
    return json({ acknowledged: true, insertedId: 'b-2', withdrawnCount: 1 }, { status: 201 });
  };
  const view = renderAdminScreen('/dashboard/blocked-imeis', {
    '/api/admin/imei-blocklist': handle,
    '/api/admin/imei-blocklist/b-1': handle,
  });
  return { ...view, calls };
}

const user = () => userEvent.setup();

describe('Blocked IMEIs (admin, issue #16)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('When the page opens, then each block shows its last 4 digits, note and date', async () => {
    renderBlocklist();
    const note = await screen.findByText(stolen.note);
    expect(document.title).toBe(`${T.title} - PhoneBazaar`);
    expect(screen.getByRole('heading', { level: 1, name: T.title })).toBeInTheDocument();
    const row = within(note.closest('tr') as HTMLElement);
    expect(row.getByText(T.endingIn('1234'))).toBeInTheDocument();
    expect(row.getByRole('time')).toHaveAttribute('dateTime', stolen.createdAt);
  });

  it('When an admin blocks an IMEI with a note, then the cleaned IMEI is sent, a toast says what was taken down and the list shows it', async () => {
    const u = user();
    const { calls } = renderBlocklist();
    await screen.findByText(stolen.note);
    await u.type(screen.getByLabelText(T.imeiLabel), '49015 42032-37518');
    await u.type(screen.getByLabelText(T.noteLabel), ' Police case 42 ');
    await u.click(screen.getByRole('button', { name: T.add }));
    expect(await screen.findByText(T.blocked(1))).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/admin/imei-blocklist',
        body: { imei: IMEI, note: 'Police case 42' },
      },
    ]);
    expect(await screen.findByText('Police case 42')).toBeInTheDocument();
    expect(screen.getByLabelText(T.imeiLabel)).toHaveValue('');
  });

  it('When the IMEI is too short, an IMEISV or has a wrong check digit, then checkImei’s message shows and nothing is sent', async () => {
    const u = user();
    const { calls } = renderBlocklist();
    await screen.findByText(stolen.note);
    const field = screen.getByLabelText(T.imeiLabel);
    await u.type(field, '12345');
    await u.click(screen.getByRole('button', { name: T.add }));
    expect(await screen.findByText('IMEI must be 15 digits (dial *#06#)')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('IMEI must be 15 digits (dial *#06#)');
    await u.clear(field);
    await u.type(field, '490154203237519');
    await u.click(screen.getByRole('button', { name: T.add }));
    expect(await screen.findByText(/check digit is wrong/)).toBeInTheDocument();
    await u.clear(field);
    await u.type(field, '4901542032375186');
    await u.click(screen.getByRole('button', { name: T.add }));
    expect(await screen.findByText(/16-digit IMEISV/)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('When the server says it is already blocked, then its message shows under the IMEI', async () => {
    const u = user();
    renderBlocklist(() =>
      json({ message: T.alreadyBlocked, code: 'IMEI_ALREADY_BLOCKED' }, { status: 409 }),
    );
    await screen.findByText(stolen.note);
    await u.type(screen.getByLabelText(T.imeiLabel), IMEI);
    await u.click(screen.getByRole('button', { name: T.add }));
    expect(await screen.findByText(T.alreadyBlocked)).toBeInTheDocument();
    expect(screen.queryByText(T.blocked(1))).not.toBeInTheDocument();
  });

  it('When an admin removes a block, then it is asked first, cancel sends nothing, confirm deletes it', async () => {
    const u = user();
    const { calls } = renderBlocklist();
    await screen.findByText(stolen.note);
    const remove = screen.getByRole('button', { name: `${T.remove} ${T.endingIn('1234')}` });
    await u.click(remove);
    let dialog = within(await screen.findByRole('dialog', { name: T.remove }));
    expect(dialog.getByText(T.confirmRemove('1234'))).toBeInTheDocument();
    await u.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([]);
    await u.click(remove);
    dialog = within(await screen.findByRole('dialog', { name: T.remove }));
    await u.click(dialog.getByRole('button', { name: T.remove }));
    expect(await screen.findByText(T.removed)).toBeInTheDocument();
    expect(calls).toEqual([
      { method: 'DELETE', url: '/api/admin/imei-blocklist/b-1', body: undefined },
    ]);
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
  });
});
