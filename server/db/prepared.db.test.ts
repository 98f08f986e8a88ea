import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { database } from "@/server/db";
import { promotions } from "./schema";
import { preparedQuery } from "./prepared";

const promotionByCode = preparedQuery((db) =>
  db
    .select()
    .from(promotions)
    .where(eq(promotions.code, sql.placeholder("code")))
    .for("update")
    .prepare("test_promotion_by_code"),
);

const newPromotion = (code: string) => ({ code, kind: "fixed" as const, amount: 500, currency: "EUR" });

describe("queries built once", () => {
  it("run in a transaction on its own client: they see its writes, and nothing of it after a rollback", async () => {
    const db = await database();
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(promotions).values(newPromotion("PREPARED-ROLLBACK"));
        const [seen] = await promotionByCode(tx).execute({ code: "PREPARED-ROLLBACK" });
        expect(seen).toMatchObject({ code: "PREPARED-ROLLBACK", amount: 500, usedCount: 0, active: true });
        expect(seen!.createdAt).toBeInstanceOf(Date);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await promotionByCode(db).execute({ code: "PREPARED-ROLLBACK" })).toEqual([]);
  });

  it("hold their row locks to the end of the transaction, so concurrent increments are all kept", async () => {
    const db = await database();
    await db.insert(promotions).values(newPromotion("PREPARED-LOCK"));
    await Promise.all(
      Array.from({ length: 8 }, () =>
        db.transaction(async (tx) => {
          const [row] = await promotionByCode(tx).execute({ code: "PREPARED-LOCK" });
          await new Promise((resolve) => setTimeout(resolve, 5));
          await tx
            .update(promotions)
            .set({ usedCount: row!.usedCount + 1 })
            .where(eq(promotions.id, row!.id));
        }),
      ),
    );
    const [row] = await promotionByCode(db).execute({ code: "PREPARED-LOCK" });
    expect(row!.usedCount).toBe(8);
  });

  it("are built once for the database and its transactions, with the client swapped", async () => {
    const db = await database();
    const clientOf = (target: unknown) => (target as { _: { session: { client: unknown } } })._.session.client;
    let builds = 0;
    const byCode = preparedQuery((target) => {
      builds += 1;
      return target
        .select()
        .from(promotions)
        .where(eq(promotions.code, sql.placeholder("code")))
        .prepare("test_promotion_by_code_counted");
    });
    const outside = byCode(db);
    // Drizzle keeps the client in the prepared query itself; if that changes, queries are built per transaction.
    expect(Object.hasOwn(outside, "client")).toBe(true);
    expect((outside as unknown as { client: unknown }).client).toBe(clientOf(db));
    expect(byCode(db)).toBe(outside);
    await db.transaction(async (tx) => {
      const inside = byCode(tx);
      expect(Object.getPrototypeOf(inside)).toBe(outside);
      expect((inside as unknown as { client: unknown }).client).toBe(clientOf(tx));
      expect(clientOf(tx)).not.toBe(clientOf(db));
      await tx.insert(promotions).values(newPromotion("PREPARED-COUNTED"));
      expect(await inside.execute({ code: "PREPARED-COUNTED" })).toEqual([expect.objectContaining({ code: "PREPARED-COUNTED" })]);
    });
    expect(builds).toBe(1);
  });
});
