import { describe, expect, it } from "vitest";
import { API_TOKEN_STORAGE_KEY } from "@/lib/api/headers";
import { signUp } from "@/test/accounts";
import { apiClient } from "@/test/api";

/**
 * A page on another site can make the browser send the shop's cookies (a form
 * post, an image), but not a custom header. The API knows the caller only by the
 * X-Api-Token header, so such a request acts as nobody.
 */

const api = apiClient();
const PASSWORD = "Corrugated-Board-42";

async function account() {
  const email = `forgery${Date.now()}${Math.random().toString(36).slice(2, 8)}@example.com`;
  const { body } = await signUp(api, { email, password: PASSWORD });
  return body as { token: string; user: { id: number } };
}

describe("anti-forgery", () => {
  it("does not take the token from a cookie, for reads or for changes", async () => {
    const { token, user } = await account();
    const cookie = { Cookie: `${API_TOKEN_STORAGE_KEY}=${token}; logged_in=true` };
    expect((await api.get("/api/users/me", { headers: cookie })).status).toBe(401);
    const change = await api.put(`/api/users/${user.id}`, { first_name: "Mallory" }, { headers: cookie });
    expect(change.status).toBe(401);
    expect((await api.post("/api/sign_out", undefined, { headers: cookie })).status).toBe(401);
    expect((await api.get("/api/users/me", { token })).body.first_name).not.toBe("Mallory");
  });

  it("refuses what a cross-site form can send: a form body, even with the token in it", async () => {
    const { token, user } = await account();
    const form = await api.raw(`/api/users/${user.id}`, {
      method: "PUT",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: `${API_TOKEN_STORAGE_KEY}=${token}` },
      body: new URLSearchParams({ first_name: "Mallory", token }).toString(),
    });
    expect(form.status).toBeGreaterThanOrEqual(400);
    expect((await api.get("/api/users/me", { token })).body.first_name).not.toBe("Mallory");
  });

  it("acts for the caller whose header names the token", async () => {
    const { token, user } = await account();
    const change = await api.put(`/api/users/${user.id}`, { first_name: "Ada" }, { token });
    expect(change.status).toBe(200);
    expect((await api.get("/api/users/me", { token })).body.first_name).toBe("Ada");
  });
});
