import { type DomainError, err } from '@tirage/domain';
import { describe, expect, test, vi } from 'vitest';
import { fakeStorefrontContext } from '../test-support/fake-context.js';
import { action as staffLogin } from './admin/login.js';
import { action as shopperLogin } from './login.js';

const wrongCredentials: DomainError = { kind: 'session.unauthorized', message: 'refused' };

/** A login form posted to `path`. */
const post = (path: string, fields: Readonly<Record<string, string>>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return new Request(`https://shop.test${path}`, { method: 'POST', body });
};

/** What an action answered with `data()`: its status and its data. */
function refusal(answer: unknown): Readonly<Record<string, unknown>> {
  if (typeof answer !== 'object' || answer === null || !('data' in answer) || !('init' in answer))
    throw new Error('The login should be refused');
  const { data, init } = answer as { data: Record<string, unknown>; init: ResponseInit | null };
  return { status: init?.status, ...data };
}

describe('the shopper’s login action', () => {
  const login = (fields: Record<string, string>) => {
    const signIn = vi.fn(async () => err(wrongCredentials));
    const context = fakeStorefrontContext({ ports: { auth: { login: signIn } } });
    const answer = shopperLogin({
      request: post('/login/', fields),
      context,
      params: {},
    } as unknown as Parameters<typeof shopperLogin>[0]);
    return { answer, signIn };
  };

  test('an empty form is refused before the API, with the page’s message and each field’s', async () => {
    const { answer, signIn } = login({ email: '', password: '' });
    const refused = refusal(await answer);
    expect(refused).toMatchObject({
      status: 400,
      error: 'Saisissez votre adresse e-mail et votre mot de passe.',
      email: '',
      result: {
        error: { email: ['Saisissez votre adresse e-mail.'], password: ['Saisissez votre mot de passe.'] },
      },
    });
    expect(signIn).not.toHaveBeenCalled();
  });

  test('a refused form never sends the password back, and keeps the address as typed', async () => {
    const { answer } = login({ email: ' claire@ ', password: 'correct horse' });
    const refused = refusal(await answer);
    expect(refused.email).toBe('claire@');
    expect(JSON.stringify(refused)).not.toContain('correct horse');
  });

  test('the credentials go to the API as the contract reads them; a wrong password says so', async () => {
    const { answer, signIn } = login({ email: ' claire@example.fr ', password: ' correct horse ' });
    expect(refusal(await answer)).toEqual({
      status: 400,
      error: 'Adresse e-mail ou mot de passe incorrect.',
      email: 'claire@example.fr',
    });
    expect(signIn).toHaveBeenCalledWith({ email: 'claire@example.fr', password: ' correct horse ' });
  });
});

describe('the staff’s login action', () => {
  const login = (fields: Record<string, string>) => {
    const adminLogin = vi.fn(async () => err(wrongCredentials));
    const context = fakeStorefrontContext({ ports: { admin: { login: adminLogin } } });
    const answer = staffLogin({
      request: post('/admin/login/', fields),
      context: { ...context, staff: { ...context.staff, recognised: true } },
      params: {},
    } as unknown as Parameters<typeof staffLogin>[0]);
    return { answer, adminLogin };
  };

  test('an empty form is refused before the API, with the staff’s message', async () => {
    const { answer, adminLogin } = login({ email: 'agent@tirage.fr', password: '' });
    expect(refusal(await answer)).toMatchObject({
      status: 400,
      error: 'Adresse e-mail ou mot de passe incorrect.',
      email: 'agent@tirage.fr',
      result: { error: { password: ['Saisissez votre mot de passe.'] } },
    });
    expect(adminLogin).not.toHaveBeenCalled();
  });

  test('the credentials go to the staff’s endpoint; a wrong password says so', async () => {
    const { answer, adminLogin } = login({ email: 'agent@tirage.fr', password: 'secret' });
    expect(refusal(await answer)).toEqual({
      status: 400,
      error: 'Adresse e-mail ou mot de passe incorrect.',
      email: 'agent@tirage.fr',
    });
    expect(adminLogin).toHaveBeenCalledWith({ email: 'agent@tirage.fr', password: 'secret' });
  });
});
