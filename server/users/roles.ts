import type { UserRow } from "./serialize";

/**
 * Order managers: users marked as managers, and accounts whose confirmed e-mail the
 * operator lists in MANAGER_EMAILS (comma-separated), so a new shop has its first
 * manager without touching the database.
 */
export function isManager(user: UserRow, env: Record<string, string | undefined> = process.env): boolean {
  if (user.manager) return true;
  if (!user.email || !user.confirmedAt) return false;
  const listed = (env.MANAGER_EMAILS ?? "")
    .split(",")
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean);
  return listed.includes(user.email.toLowerCase());
}
