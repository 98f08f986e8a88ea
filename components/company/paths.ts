import { DASHBOARD_BASE, PLUS_PATHS } from "@/components/plus/paths";

/** The company pages of the plus dashboard; the mails' links (server/companies) point at `invitation` and `approval`. */
export const COMPANY_PATHS = {
  company: PLUS_PATHS.company,
  approvals: PLUS_PATHS.approvals,
  invitation: `${DASHBOARD_BASE}/company/invitation`,
} as const;

export function approvalPath(id: number): string {
  return `${COMPANY_PATHS.approvals}/${id}`;
}
