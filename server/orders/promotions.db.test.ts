import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { database } from "@/server/db";
import { users } from "@/server/db/schema";
import { signUp } from "@/test/accounts";
import { apiClient } from "@/test/api";

const api = apiClient();
let counter = 0;

/** A signed-in account; unconfirmed stands for one registered before sign-up asked for confirmation (ADR 0029). */
async function account(confirmed: boolean) {
  const email = `manager${Date.now()}${(counter += 1)}@example.com`;
  const signedUp = await signUp(api, { email, password: "Cardboard-Castle-42" }, { path: "/api/v2/users" });
  const token = signedUp.body.token as string;
  if (!confirmed) {
    const db = await database();
    await db.update(users).set({ confirmedAt: null, confirmBeforeSignIn: false }).where(eq(users.email, email));
  }
  return { email, token };
}

afterEach(() => {
  delete process.env.MANAGER_EMAILS;
});

describe("discount codes", () => {
  it("are made by order managers only: those marked, and confirmed addresses the operator lists", async () => {
    const shopper = await account(true);
    const listedButUnconfirmed = await account(false);
    const manager = await account(true);
    process.env.MANAGER_EMAILS = ` ${manager.email.toUpperCase()} , ${listedButUnconfirmed.email}`;
    const code = { code: `SPRING${counter}`, kind: "percent", amount: 10, usage_limit: 5 };

    expect((await api.post("/api/v2/promotions", code)).status).toBe(401);
    expect((await api.post("/api/v2/promotions", code, { token: shopper.token })).status).toBe(403);
    expect((await api.post("/api/v2/promotions", code, { token: listedButUnconfirmed.token })).status).toBe(403);
    expect((await api.get("/api/managers/current", { token: manager.token })).status).toBe(200);
    // The browser learns it from the user, to show the console's link.
    expect((await api.get("/api/users/current", { token: manager.token })).body.manager).toBe(true);
    expect((await api.get("/api/users/current", { token: listedButUnconfirmed.token })).body.manager).toBe(false);

    const created = await api.post("/api/v2/promotions", code, { token: manager.token });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ code: code.code, kind: "percent", amount: 10, usage_limit: 5, used_count: 0 });
    expect((await api.post("/api/v2/promotions", code, { token: manager.token })).body.error.code).toBe("promotion_exists");
    expect((await api.post("/api/v2/promotions", { ...code, code: "x" }, { token: manager.token })).status).toBe(400);
    expect((await api.post("/api/v2/promotions", { code: `FIX${counter}`, kind: "fixed", amount: 500 }, { token: manager.token })).body.error.code).toBe(
      "invalid_promotion",
    );
    const list = await api.get("/api/v2/promotions", { token: manager.token });
    expect(list.body.promotions[0].code).toBe(code.code);
  });
});
