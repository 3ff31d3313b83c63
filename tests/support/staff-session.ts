// A staff member signed in through the site's own sign-in form, as a browser would: the
// session cookie ("name=value") to send with their requests.
export async function staffCookie(siteUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${siteUrl}/staff/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: siteUrl },
    body: new URLSearchParams({ email, password }),
  });
  return response.headers.get("set-cookie")?.split(";")[0] ?? "";
}
