/**
 * Signs in over HTTP, as a browser would (same-origin), and answers the session cookie to send
 * back: for servers that tests and benchmarks run as processes. The demo accounts share one password.
 */
export async function signInOverHttp(baseUrl: string, email: string, password = "demo1234"): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
