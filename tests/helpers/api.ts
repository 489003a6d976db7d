import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN, E2E_PORTS } from './topology';

const API = `http://127.0.0.1:${E2E_PORTS.api}/api`;

interface Envelope<T> {
  success: boolean;
  data: T;
  message: string;
}

/** Signs in over the API and returns the access token. */
export async function apiLogin(
  request: APIRequestContext,
  username: string = E2E_ADMIN.username,
  password: string = E2E_ADMIN.password,
): Promise<string> {
  const response = await request.post(`${API}/auth/login`, { data: { username, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as Envelope<{ token: string }>).data.token;
}

/** Creates an active user with a role, as the super administrator; returns its credentials. */
export async function createActiveUser(request: APIRequestContext, role: string) {
  const token = await apiLogin(request);
  const suffix = Math.random().toString(36).slice(2, 8);
  const user = {
    username: `${role.replace(/_/g, '')}${suffix}`,
    email: `${role}.${suffix}@example.org`,
    first_name: 'Ama',
    last_name: 'Mensah',
    password: 'Member-password-1',
    confirm_password: 'Member-password-1',
    role,
    is_active: true,
  };
  const response = await request.post(`${API}/users`, {
    data: user,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { username: user.username, password: user.password, firstName: user.first_name };
}

/** An invitation created by the super administrator; returns its token. */
export async function createInvitation(request: APIRequestContext, email: string): Promise<string> {
  const token = await apiLogin(request);
  const response = await request.post(`${API}/invitations/create`, {
    data: { email, daysValid: 7 },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as Envelope<{ token: string }>).data.token;
}
