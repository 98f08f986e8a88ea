import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { database } from "@/server/db";
import { orders } from "@/server/db/schema";
import { pagePdf, solidPng } from "@/server/files/test-files";
import { apiClient } from "@/test/api";
import { anonymousUser, confirmEmail, orderManager, signUp, uploadFile, type Account } from "@/test/b2b";
import { latestMail } from "@/test/outbox";

const api = apiClient();

/** A buyer's order with one line, marked placed as a payment would leave it. */
async function placedOrder(buyer: Account): Promise<string> {
  const number = (await api.post("/api/v2/orders", {}, { token: buyer.token, region: "pl" })).body.number as string;
  await api.post(`/api/v2/orders/${number}/line_item`, { sku: "mailer-box-eco-200x150x70", quantity: 100 }, { token: buyer.token, region: "pl" });
  const db = await database();
  await db.update(orders).set({ state: "complete", completedAt: new Date(), paymentState: "OK", email: buyer.email }).where(eq(orders.number, number));
  return number;
}

/** The one-time code the approval mail's link carries for its recipient. */
async function mailedCode(buyer: Account): Promise<string> {
  const mail = await latestMail(buyer.email);
  expect(mail).toMatchObject({ kind: "approval_requested" });
  return new URL(mail!.link!).searchParams.get("code")!;
}

async function proofs(manager: Account): Promise<string[]> {
  const pdf = await uploadFile(api, manager.token, await pagePdf(300, 200), "proof-front.pdf", "approval");
  const png = await uploadFile(api, manager.token, await solidPng(40, 30), "proof-side.png", "approval");
  expect([pdf.status, png.status]).toEqual([201, 201]);
  return [pdf.body.id, png.body.id];
}

describe("design approval", () => {
  it("publishes files the buyer is mailed, approves by uuid, and moves the order's QA state", async () => {
    const manager = await orderManager(api);
    const buyer = await signUp(api);
    const number = await placedOrder(buyer);
    const fileIds = await proofs(manager);

    const published = await api.post(
      `/api/manager/orders/${number}/client_approval_filesets`,
      { file_ids: fileIds, note: "Check the logo size" },
      { token: manager.token },
    );
    expect(published.status).toBe(201);
    const { data } = published.body;
    expect(data).toMatchObject({
      type: "client_approval_fileset",
      attributes: { status: "pending", review_reason: null, email: null, note: "Check the logo size", order_number: number },
    });
    expect(data.attributes.files.map((file: { name: string }) => file.name)).toEqual(["proof-front.pdf", "proof-side.png"]);

    const mail = await latestMail(buyer.email);
    expect(mail).toMatchObject({ kind: "approval_requested" });
    expect(mail!.subject).toContain(number);
    // A Polish order's buyer gets the Polish path of the approval page.
    expect(mail!.link).toMatch(new RegExp(`^http://pl\\.localhost:\\d+/akceptacja-projektu/${data.id}\\?code=[A-Za-z0-9_-]{43}$`));
    const code = await mailedCode(buyer);

    const order = await api.get(`/api/orders/${number}`, { token: buyer.token });
    expect(order.body).toMatchObject({ qa_state: "awaiting_approval", approval: { uuid: data.id, status: "pending" } });

    // The link is all the buyer needs: no token.
    const read = await api.get(`/api/client_approval_filesets/${data.id}`);
    expect(read.body.data.attributes.status).toBe("pending");
    const thumbnail = await api.raw(read.body.data.attributes.files[0].thumbnail_url);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get("content-type")).toBe("image/png");
    const original = await api.raw(read.body.data.attributes.files[0].url);
    expect(original.headers.get("content-type")).toBe("application/pdf");
    expect(original.headers.get("content-disposition")).toContain("proof-front.pdf");

    // The mail's code answers for its recipient, without a sign-in; a typed address changes nothing.
    const approved = await api.put(`/api/client_approval_filesets/${data.id}`, { data: { status: "approved", email: "someone@else.example", code } });
    expect(approved.status).toBe(200);
    expect(approved.body.data.attributes).toMatchObject({ status: "approved", email: buyer.email, review_reason: null });
    expect((await api.get(`/api/orders/${number}`, { token: buyer.token })).body).toMatchObject({ qa_state: "approved", approval: { status: "approved" } });

    const again = await api.put(`/api/client_approval_filesets/${data.id}`, {
      data: { status: "changes_requested", review_reason: "late thoughts", code },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("fileset_not_pending");

    const history = await api.get(`/api/qa_state_changes?order_number=${number}`, { token: manager.token });
    expect(
      history.body.qa_state_changes.map((change: { from_state: string | null; to_state: string; author: unknown }) => [
        change.from_state,
        change.to_state,
        change.author !== null,
      ]),
    ).toEqual([
      [null, "awaiting_approval", true],
      ["awaiting_approval", "approved", false],
    ]);
  });

  it("takes a request for changes with its reason in the JSON:API form, and a newer fileset supersedes a pending one", async () => {
    const manager = await orderManager(api);
    const buyer = await signUp(api);
    const number = await placedOrder(buyer);
    const [first] = await proofs(manager);
    const one = (await api.post(`/api/manager/orders/${number}/client_approval_filesets`, { file_ids: [first] }, { token: manager.token })).body.data;

    const noReason = await api.put(
      `/api/client_approval_filesets/${one.id}`,
      { data: { status: "changes_requested", review_reason: " " } },
      { token: buyer.token },
    );
    expect(noReason.body.error).toMatchObject({ code: "review_reason_required", details: { field: "review_reason" } });
    expect((await api.put(`/api/client_approval_filesets/${one.id}`, { data: { status: "superseded" } }, { token: buyer.token })).status).toBe(400);
    expect((await api.put(`/api/client_approval_filesets/${one.id}`, { data: {} }, { token: buyer.token })).status).toBe(400);

    // The signed-in buyer answers without the mail's code, in the JSON:API form.
    const changes = await api.put(
      `/api/client_approval_filesets/${one.id}`,
      { data: { type: "client_approval_fileset", attributes: { status: "changes_requested", review_reason: "Logo 20% larger, please" } } },
      { token: buyer.token },
    );
    expect(changes.body.data.attributes).toMatchObject({ status: "changes_requested", review_reason: "Logo 20% larger, please" });
    expect((await api.get(`/api/orders/${number}`, { token: buyer.token })).body.approval.status).toBe("changes_requested");

    const [second] = await proofs(manager);
    const two = (await api.post(`/api/manager/orders/${number}/client_approval_filesets`, { file_ids: [second] }, { token: manager.token })).body.data;
    const [third] = await proofs(manager);
    const three = (await api.post(`/api/manager/orders/${number}/client_approval_filesets`, { file_ids: [third] }, { token: manager.token })).body.data;
    expect((await api.get(`/api/client_approval_filesets/${two.id}`)).body.data.attributes.status).toBe("superseded");
    expect((await api.put(`/api/client_approval_filesets/${two.id}`, { data: { status: "approved" } }, { token: buyer.token })).status).toBe(409);
    expect((await api.get(`/api/orders/${number}`, { token: buyer.token })).body.approval).toEqual({ uuid: three.id, status: "pending" });

    const view = await api.get(`/api/manager/orders/${number}`, { token: manager.token });
    expect(view.body.filesets.map((fileset: { attributes: { status: string } }) => fileset.attributes.status)).toEqual([
      "pending",
      "superseded",
      "changes_requested",
    ]);
    expect(view.body.order.number).toBe(number);
  });

  it("refuses files that are not the manager's approval uploads, orders not placed, unknown uuids and non-managers", async () => {
    const manager = await orderManager(api);
    const buyer = await signUp(api);
    const number = await placedOrder(buyer);
    const buyersFile = await uploadFile(api, buyer.token, await pagePdf(100, 100), "mine.pdf", "quote");
    const quoteFile = await uploadFile(api, manager.token, await pagePdf(100, 100), "q.pdf", "quote");
    for (const fileId of [buyersFile.body.id, quoteFile.body.id]) {
      const response = await api.post(`/api/manager/orders/${number}/client_approval_filesets`, { file_ids: [fileId] }, { token: manager.token });
      expect(response.body.error).toMatchObject({ code: "file_not_found", details: { field: "file_ids" } });
    }
    const [proof] = await proofs(manager);
    const cart = (await api.post("/api/v2/orders", {}, { token: buyer.token })).body.number;
    expect((await api.post(`/api/manager/orders/${cart}/client_approval_filesets`, { file_ids: [proof] }, { token: manager.token })).body.error.code).toBe(
      "order_not_placed",
    );
    expect((await api.post("/api/manager/orders/R000/client_approval_filesets", { file_ids: [proof] }, { token: manager.token })).status).toBe(404);
    expect((await api.get("/api/client_approval_filesets/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await api.get("/api/client_approval_filesets/not-a-uuid")).status).toBe(400);

    const managerCalls = [
      () => api.post(`/api/manager/orders/${number}/client_approval_filesets`, { file_ids: [proof] }, { token: buyer.token }),
      () => api.get("/api/manager/orders", { token: buyer.token }),
      () => api.get(`/api/manager/orders/${number}`, { token: buyer.token }),
      () => api.get(`/api/qa_comments?order_number=${number}`, { token: buyer.token }),
      () => api.post("/api/qa_comments", { order_number: number, body: "hi" }, { token: buyer.token }),
      () => api.get(`/api/qa_state_changes?order_number=${number}`, { token: buyer.token }),
      () => api.post("/api/qa_state_changes", { order_number: number, to_state: "in_production" }, { token: buyer.token }),
    ];
    for (const call of managerCalls) expect((await call()).status).toBe(403);
    expect((await api.get("/api/manager/orders")).status).toBe(401);
  });
});

describe("an approval answer is the buyer's", () => {
  async function published() {
    const manager = await orderManager(api);
    const buyer = await signUp(api, "buyer", "kartonwerk.example");
    const number = await placedOrder(buyer);
    const [proof] = await proofs(manager);
    const fileset = (await api.post(`/api/manager/orders/${number}/client_approval_filesets`, { file_ids: [proof] }, { token: manager.token })).body.data;
    return { manager, buyer, number, uuid: fileset.id as string, code: await mailedCode(buyer) };
  }
  const answer = (uuid: string, attributes: Record<string, unknown>, token?: string) =>
    api.put(`/api/client_approval_filesets/${uuid}`, { data: { status: "approved", ...attributes } }, { token });

  it("refuses anyone with only the link and a typed address, and records nothing", async () => {
    const { buyer, number, uuid, code } = await published();
    const stranger = await confirmEmail(await signUp(api, "stranger", "elsewhere.example"));
    const tries = [
      () => answer(uuid, { email: buyer.email }),
      () => answer(uuid, { email: buyer.email }, stranger.token),
      () => answer(uuid, {}, stranger.token),
      async () => answer(uuid, { email: buyer.email }, await anonymousUser(api)),
      () => answer(uuid, { code: code.slice(0, -2) + (code.endsWith("AA") ? "BB" : "AA") }),
    ];
    for (const attempt of tries) {
      const response = await attempt();
      expect(response.status).toBe(403);
      expect(response.body.error.code).toBe("approval_not_yours");
    }
    const read = await api.get(`/api/client_approval_filesets/${uuid}`);
    expect(read.body.data.attributes).toMatchObject({ status: "pending", email: null });
    expect((await api.get(`/api/orders/${number}`, { token: buyer.token })).body.qa_state).toBe("awaiting_approval");
  });

  it("takes the signed-in buyer's answer and records their account, whatever address is typed", async () => {
    const { manager, buyer, number, uuid } = await published();
    const approved = await answer(uuid, { email: "ceo@elsewhere.example" }, buyer.token);
    expect(approved.status).toBe(200);
    expect(approved.body.data.attributes).toMatchObject({ status: "approved", email: buyer.email });
    const history = (await api.get(`/api/qa_state_changes?order_number=${number}`, { token: manager.token })).body.qa_state_changes;
    expect(history.at(-1)).toMatchObject({ to_state: "approved", author: { email: buyer.email } });
  });

  it("takes a confirmed colleague's answer on the buyer's company domain, recorded as theirs", async () => {
    const { uuid } = await published();
    const colleague = await confirmEmail(await signUp(api, "colleague", "kartonwerk.example"));
    const approved = await answer(uuid, {}, colleague.token);
    expect(approved.status).toBe(200);
    expect(approved.body.data.attributes.email).toBe(colleague.email);
  });

  it("spends the mail's code with its answer, and a newer fileset's mail brings a new one", async () => {
    const { manager, buyer, number, uuid, code } = await published();
    expect((await answer(uuid, { code })).status).toBe(200);
    expect((await answer(uuid, { code })).body.error.code).toBe("fileset_not_pending");
    const [proof] = await proofs(manager);
    const next = (await api.post(`/api/manager/orders/${number}/client_approval_filesets`, { file_ids: [proof] }, { token: manager.token })).body.data;
    // The old code opens nothing on the new fileset.
    expect((await answer(next.id, { code })).body.error.code).toBe("approval_not_yours");
    const fresh = await mailedCode(buyer);
    expect(fresh).not.toBe(code);
    expect((await answer(next.id, { code: fresh })).status).toBe(200);
  });
});

describe("QA of placed orders", () => {
  it("keeps the manager's comments and state moves, and finds orders by number or e-mail", async () => {
    const manager = await orderManager(api);
    const buyer = await signUp(api);
    const number = await placedOrder(buyer);

    const comment = await api.post("/api/qa_comments", { order_number: number, body: "Bleed missing on the lid" }, { token: manager.token });
    expect(comment.status).toBe(201);
    expect(comment.body.qa_comment).toMatchObject({ body: "Bleed missing on the lid", author: { email: manager.email, name: "Olga Manager" } });
    expect((await api.post("/api/qa_comments", { order_number: number, body: "  " }, { token: manager.token })).status).toBe(400);
    expect((await api.get(`/api/qa_comments?order_number=${number}`, { token: manager.token })).body.qa_comments).toHaveLength(1);

    const moved = await api.post("/api/qa_state_changes", { order_number: number, to_state: "in_review", note: "Files in" }, { token: manager.token });
    expect(moved.body.qa_state_change).toMatchObject({ from_state: null, to_state: "in_review", note: "Files in" });
    expect((await api.post("/api/qa_state_changes", { order_number: number, to_state: "shipped" }, { token: manager.token })).status).toBe(400);
    expect((await api.get(`/api/orders/${number}`, { token: buyer.token })).body).toMatchObject({ qa_state: "in_review", approval: null });

    const byEmail = await api.get(`/api/manager/orders?q=${encodeURIComponent(buyer.email.toUpperCase())}`, { token: manager.token });
    expect(byEmail.body.orders.map((order: { number: string }) => order.number)).toEqual([number]);
    const byNumber = await api.get(`/api/manager/orders?q=${number}&state=complete`, { token: manager.token });
    expect(byNumber.body.orders[0]).toMatchObject({ number, qa_state: "in_review", approval_status: null });
    expect((await api.get("/api/manager/orders?q=%25", { token: manager.token })).body.orders).toEqual([]);
  });
});
