import { eq, inArray } from "drizzle-orm";
import { database } from "@/server/db";
import {
  addresses,
  apiTokens,
  boxDesigns,
  bundles,
  clientApprovalFilesets,
  instantQuotes,
  lineItems,
  orders,
  paymentSchedules,
  payments,
  qaComments,
  qaStateChanges,
  quantityOptions,
  quoteRequests,
  uploadedFiles,
  users,
  wallets,
} from "@/server/db/schema";

/**
 * Everything the database holds for one user, as one string: the account, its tokens,
 * addresses, wallets, orders with their lines, quantity options, bundles, payments,
 * QA notes and approval filesets, designs, uploads, quote requests and instant quotes. Two snapshots are
 * equal exactly when none of those rows changed, appeared or went away.
 */
export async function userData(userId: number): Promise<string> {
  const db = await database();
  const ownOrders = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(orders.id);
  const orderIds = ownOrders.map((order) => order.id);
  const lines = orderIds.length ? await db.select().from(lineItems).where(inArray(lineItems.orderId, orderIds)).orderBy(lineItems.id) : [];
  const lineIds = lines.map((line) => line.id);
  const ofOrders = async <T>(read: (ids: number[]) => Promise<T[]>) => (orderIds.length ? read(orderIds) : []);
  return JSON.stringify({
    user: await db.select().from(users).where(eq(users.id, userId)),
    tokens: await db.select().from(apiTokens).where(eq(apiTokens.userId, userId)).orderBy(apiTokens.id),
    addresses: await db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(addresses.id),
    wallets: await db.select().from(wallets).where(eq(wallets.userId, userId)).orderBy(wallets.id),
    orders: ownOrders,
    lineItems: lines,
    quantityOptions: lineIds.length
      ? await db.select().from(quantityOptions).where(inArray(quantityOptions.lineItemId, lineIds)).orderBy(quantityOptions.id)
      : [],
    bundles: await ofOrders((ids) => db.select().from(bundles).where(inArray(bundles.orderId, ids)).orderBy(bundles.id)),
    payments: await ofOrders((ids) => db.select().from(payments).where(inArray(payments.orderId, ids)).orderBy(payments.id)),
    paymentSchedules: await ofOrders((ids) => db.select().from(paymentSchedules).where(inArray(paymentSchedules.orderId, ids)).orderBy(paymentSchedules.id)),
    qaComments: await ofOrders((ids) => db.select().from(qaComments).where(inArray(qaComments.orderId, ids)).orderBy(qaComments.id)),
    qaStateChanges: await ofOrders((ids) => db.select().from(qaStateChanges).where(inArray(qaStateChanges.orderId, ids)).orderBy(qaStateChanges.id)),
    filesets: await ofOrders((ids) =>
      db.select().from(clientApprovalFilesets).where(inArray(clientApprovalFilesets.orderId, ids)).orderBy(clientApprovalFilesets.uuid),
    ),
    designs: await db.select().from(boxDesigns).where(eq(boxDesigns.userId, userId)).orderBy(boxDesigns.id),
    files: await db.select().from(uploadedFiles).where(eq(uploadedFiles.userId, userId)).orderBy(uploadedFiles.id),
    quoteRequests: await db.select().from(quoteRequests).where(eq(quoteRequests.userId, userId)).orderBy(quoteRequests.id),
    instantQuotes: await db.select().from(instantQuotes).where(eq(instantQuotes.userId, userId)).orderBy(instantQuotes.id),
  });
}
