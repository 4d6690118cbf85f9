import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tourSchema } from '../../../../contract';
import { networkFailure, toApiResult, type ApiResult } from '../../../../src/platform/api';
import { initI18n } from '../../../../src/platform/i18n';
import { clearNotifications, useNotifications } from '../../../../src/platform/notifications';
import { FormTextField } from '../../../../src/ui/form/FormField';
import { StaleSaveNotice } from '../../../../src/ui/form/StaleSaveNotice';
import { useContractForm } from '../../../../src/ui/form/useContractForm';
import { useVersionedSave, type SaveOutcome } from '../../../../src/ui/form/useVersionedSave';

// The one save of the catalogue and admin forms: each answer of the server ends where the user sees it.

// The notices' texts ('Not saved: check {{section}}', who changed what) are filled in by i18next.
initI18n();

const schema = tourSchema.pick({ nameInternal: true, nameDisplay: true });
const START = { nameInternal: 'T-1', nameDisplay: 'Desert safari' };
const SECTIONS = [
  { id: 'basic', title: 'Basic details', fields: ['nameInternal'] },
  { id: 'seo', title: 'SEO', fields: ['nameDisplay'] },
];
type Saved = { id: number; version: number };

// Answers as the api client holds them, made by its own mapping from a status and a body.
const ok = () => toApiResult<Saved>(200, SAVED);
const refusal = (status: number, body: Record<string, unknown>) => toApiResult<Saved>(status, body);
const STALE = {
  reason: 'stale',
  title: 'Conflict',
  message: 'Someone saved this before you',
  version: 4,
  changedFields: ['nameDisplay'],
  changedBy: 'ivan@caravan.test',
  changedAt: '2026-11-25T10:00:00Z',
};

function Harness({
  send,
  outcome,
  onShow,
}: {
  send: () => Promise<ApiResult<Saved>>;
  outcome?: SaveOutcome<Saved>;
  onShow: (id: string) => void;
}) {
  const form = useContractForm(schema, { defaultValues: START });
  const saver = useVersionedSave(form, {
    sections: { of: (field) => SECTIONS.find((s) => s.fields.includes(field)), show: onShow },
  });
  const notes = useNotifications();
  return (
    <>
      {saver.stale && (
        <StaleSaveNotice
          stale={saver.stale}
          onReload={saver.dropStale}
          fieldLabels={{ nameDisplay: 'Display name' }}
        />
      )}
      <FormTextField control={form.control} name="nameInternal" label="Tour code" />
      <FormTextField control={form.control} name="nameDisplay" label="Display name" />
      <button type="button" onClick={() => void saver.run(send, outcome)}>
        {saver.saving ? 'Saving' : 'Save'}
      </button>
      <p data-testid="revealed">{saver.reveal?.section ?? ''}</p>
      <ul aria-label="Notifications">
        {notes.map((n) => (
          <li key={n.guid}>{`${n.type}: ${n.title}${n.message ? ` / ${n.message}` : ''}`}</li>
        ))}
      </ul>
    </>
  );
}

function setup(answers: ApiResult<Saved>[], outcome?: SaveOutcome<Saved>) {
  const send = vi.fn<() => Promise<ApiResult<Saved>>>(async () => answers.shift() ?? ok());
  const onShow = vi.fn<(id: string) => void>();
  render(<Harness send={send} outcome={outcome} onShow={onShow} />);
  return { send, onShow, user: userEvent.setup() };
}
const SAVED: Saved = { id: 7, version: 5 };
const notices = () => screen.queryAllByRole('listitem').map((li) => li.textContent);
const textbox = (label: string) => screen.findByRole('textbox', { name: label });
const fieldValue = async (label: string) => ((await textbox(label)) as HTMLInputElement).value;

afterEach(() => act(() => clearNotifications()));

describe('useVersionedSave', () => {
  it('says the success notice and hands the saved answer on', async () => {
    const saved = vi.fn<(content: Saved) => void>();
    const { user } = setup([ok()], {
      notice: 'Tour saved',
      saved,
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveBeenCalledWith(SAVED));
    expect(notices()).toEqual(['success: Tour saved']);
  });

  it('shows Saving while the save is under way, and takes no notice of a slow answer until it comes', async () => {
    let arrive: (r: ApiResult<Saved>) => void = () => undefined;
    const pending = new Promise<ApiResult<Saved>>((resolve) => (arrive = resolve));
    const onShow = vi.fn<(id: string) => void>();
    render(<Harness send={() => pending} outcome={{ notice: 'Saved' }} onShow={onShow} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Saving' })).toBeTruthy();
    expect(notices()).toEqual([]);
    await act(async () => arrive(ok()));
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(notices()).toEqual(['success: Saved']);
  });

  it('on a 409 stale save names who changed what and when, keeps the edits, and Reload takes it away', async () => {
    const { user } = setup([refusal(409, STALE)]);
    await user.type(await textbox('Tour code'), '-mine');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Someone saved this before you');
    expect(alert.textContent).toMatch(/ivan@caravan\.test changed Display name at .+\./);
    expect(alert.textContent).toContain('Your edits are kept.');
    expect(await fieldValue('Tour code')).toBe('T-1-mine');
    // The notice is the answer: no error notification on top of it.
    expect(notices()).toEqual([]);
    await user.click(screen.getByText('Reload'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a stale notice goes once a later save is stored', async () => {
    const { user } = setup([refusal(409, STALE)], { notice: 'Saved' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notices()).toEqual(['success: Saved']));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("puts a 400's messages beside their fields and says 'Not saved: check' with the first one's section", async () => {
    const { user, onShow } = setup([
      refusal(400, { title: 'Bad request', fields: { nameDisplay: 'Display name is taken' } }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Display name is taken');
    expect(onShow).toHaveBeenCalledWith('seo');
    expect(screen.getByTestId('revealed').textContent).toBe('seo');
    expect(notices()).toEqual(['error: Not saved: check SEO / Display name is taken']);
    expect(await fieldValue('Display name')).toBe('Desert safari');
  });

  it("takes the last 'Not saved' notice away when a new save starts", async () => {
    const { user } = setup([refusal(400, { fields: { nameInternal: 'Tour code is already used' } })], {
      notice: 'Saved',
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(notices()).toEqual(['error: Not saved: check Basic details / Tour code is already used']),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notices()).toEqual(['success: Saved']));
  });

  it('notifies a 400 whose message belongs to no field of the form', async () => {
    const { user } = setup([refusal(400, { title: 'Bad request', fields: { other: 'Odd' } })]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notices()).toEqual(['error: Bad request']));
  });

  it('notifies any other refusal with its title and message (a business rule, not found)', async () => {
    const { user } = setup([
      refusal(422, { title: 'Date too early', message: 'Valid from is in the past' }),
      refusal(404, { message: 'Not found' }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notices()).toEqual(['error: Date too early / Valid from is in the past']));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notices()).toContain('error: 404 / Not found'));
  });

  it('says a save that got no answer is a network error, and keeps the edits', async () => {
    const { user } = setup([networkFailure<Saved>(new TypeError('Failed to fetch'))]);
    await user.type(await textbox('Tour code'), 'X');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notices()).toEqual(['error: Network error / Failed to fetch']));
    expect(await fieldValue('Tour code')).toBe('T-1X');
  });

  it('adds nothing to a 401: the api client has signed out with Unauthorized', async () => {
    const { user, send } = setup([refusal(401, { title: 'Unauthorized' })]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy());
    expect(notices()).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("lets a form say a refusal its own way, after the 400's messages are placed", async () => {
    const refused = vi.fn<(result: ApiResult<Saved>, kind: 'fields' | 'other') => void>();
    const { user } = setup(
      [
        refusal(400, { fields: { nameInternal: 'Tour code is already used' } }),
        refusal(422, { reason: 'email_taken' }),
      ],
      { refused },
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Tour code is already used');
    expect(refused).toHaveBeenLastCalledWith(expect.objectContaining({ Code: 400 }), 'fields');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(refused).toHaveBeenCalledTimes(2));
    expect(refused).toHaveBeenLastCalledWith(expect.objectContaining({ Code: 422 }), 'other');
    expect(notices()).toEqual([]);
  });
});
