import { desc, eq } from "drizzle-orm";
import { database } from "@/server/db";
import { mailOutbox } from "@/server/db/schema";

/** The newest mail sent to an address, and the token its link carries. */
export async function latestMail(recipient: string) {
  const db = await database();
  const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient)).orderBy(desc(mailOutbox.id)).limit(1);
  if (!mail) return null;
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0] ?? "";
  const token = new URL(link).searchParams.get("confirmation_token") ?? new URL(link).searchParams.get("reset_password_token");
  return { ...mail, link, token };
}
