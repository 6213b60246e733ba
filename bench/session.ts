/**
 * Signing in over HTTP the way the PWA does, for benches that drive the API: the session
 * cookie, and the CSRF token the server issues to the signed-in session for its writes.
 */
export interface BenchSession {
  cookie: string;
  csrfToken: string;
}

export async function signInSession(base: string, email: string, password: string): Promise<BenchSession> {
  let cookie = '';
  const remember = (response: Response) => {
    const set = response.headers.getSetCookie();
    if (set.length) cookie = set.map((line) => line.split(';')[0]).join('; ');
  };
  const csrf = async () => {
    const response = await fetch(`${base}/api/auth/csrf-token`, { headers: { cookie } });
    remember(response);
    return ((await response.json()) as { csrfToken: string }).csrfToken;
  };
  const loginToken = await csrf();
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', 'x-csrf-token': loginToken },
    body: JSON.stringify({ email, password }),
  });
  remember(login);
  if (!login.ok) throw new Error(`sign-in of ${email} failed: ${login.status}`);
  return { cookie, csrfToken: await csrf() };
}
