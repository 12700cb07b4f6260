// @vitest-environment happy-dom

import { cleanup, render, screen, within } from '@testing-library/react';
import { type DomainError, err, type FailedJob, ok, type Result } from '@tirage/domain';
import { createRoutesStub, type LoaderFunction } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeStorefrontContext } from '../../test-support/fake-context.js';
import FailedJobsPage, { loader } from './failed-jobs.js';

afterEach(cleanup);

const refusedMail: FailedJob = {
  id: 'job-1',
  name: 'mail.send',
  attempts: 7,
  error: '421 4.7.0 Try again later',
  // 10:15 in Paris (winter time), made two hours before.
  failedAt: '2026-12-07T09:15:00.000Z',
  createdAt: '2026-12-07T07:02:11.000Z',
};
const unknownKind: FailedJob = {
  ...refusedMail,
  id: 'job-2',
  name: 'stock.sync',
  attempts: 1,
  error: 'timeout',
};

function staffContext(list: () => Result<readonly FailedJob[], DomainError>) {
  const failedJobs = vi.fn(async (_token: string) => list());
  const base = fakeStorefrontContext({
    ports: {
      admin: {
        me: async () => ok({ id: 'st-1', email: 'marie@tirage.example', displayName: 'Marie Conseil' }),
        failedJobs,
      },
    },
  });
  const context = { ...base, staff: { ...base.staff, recognised: true, agentToken: () => 'staff-token' } };
  return { context, failedJobs };
}

async function open(context: ReturnType<typeof staffContext>['context']) {
  const Stub = createRoutesStub(
    [
      {
        path: '/admin/failed-jobs/',
        Component: FailedJobsPage,
        HydrateFallback: () => <p>Chargement…</p>,
        loader: loader as unknown as LoaderFunction,
      },
    ],
    context,
  );
  render(<Stub initialEntries={['/admin/failed-jobs/']} />);
  return screen.findByRole('heading', { level: 1, name: 'Tâches en échec' });
}

describe('the failed jobs of the back office', () => {
  test('lists each job in words, with its attempts, last error and times in Paris, asked with the staff token', async () => {
    const { context, failedJobs } = staffContext(() => ok([refusedMail, unknownKind]));
    await open(context);
    expect(failedJobs).toHaveBeenCalledWith('staff-token');
    const [, mail, other] = screen.getAllByRole('row');
    expect(within(mail as HTMLElement).getByRole('rowheader').textContent).toBe(
      'Envoi d’un e-mail (mail.send)',
    );
    expect(
      within(mail as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['7', '421 4.7.0 Try again later', '07-12-2026 08:02', '07-12-2026 10:15']);
    // A kind of job the shop has no words for keeps its name.
    expect(within(other as HTMLElement).getByRole('rowheader').textContent).toBe('stock.sync');
  });

  test('says when there is none', async () => {
    const { context } = staffContext(() => ok([]));
    await open(context);
    expect(screen.getByText('Aucune tâche en échec.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  test('says in French when the list cannot be read', async () => {
    const { context } = staffContext(() => err({ kind: 'http.timeout', message: 'timed out' }));
    await open(context);
    expect(screen.getByRole('alert').textContent).toBe(
      'La liste des tâches n’a pas pu être lue. Réessayez dans un instant.',
    );
  });
});
