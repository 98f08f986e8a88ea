import { SearchParamsContext } from "next/dist/shared/lib/hooks-client-context.shared-runtime";
import type { ReactElement } from "react";
import type { FilesetStatus } from "@/lib/b2b/states";
import type { Locale } from "@/lib/i18n/locales";
import { fakeFetch, json, refusal } from "@/test/fake-api";
import { renderInStorefront } from "@/test/render";
import { currentUser, signedUpUser, storeToken } from "@/test/users";
import type { Fileset } from "./api";

/**
 * A fake approvals API behind `fetch` for the approval page's tests: the network
 * boundary, with the real client, query cache and components above it. Like the
 * server, it takes one answer for a pending fileset and refuses the rest with
 * 409 fileset_not_pending, takes it only from the mail's code or the signed-in
 * buyer (403 approval_not_yours) and records who that was; any route can be made to fail.
 */

export const UUID = "0b4e7c1e-2f59-4a3c-9d61-6f1f3c2a9e10";

export function filesetRecord(attributes: Partial<Fileset["attributes"]> = {}): Fileset {
  const base = `/api/client_approval_filesets/${UUID}/files`;
  return {
    id: UUID,
    type: "client_approval_fileset",
    attributes: {
      status: "pending",
      review_reason: null,
      email: null,
      note: "The logo is now 5 mm from the fold.\nPlease check the colours.",
      order_number: "R123456789",
      files: [
        { id: "f-1", name: "mailer-outside.pdf", content_type: "application/pdf", url: `${base}/f-1/original`, thumbnail_url: `${base}/f-1/thumbnail` },
        { id: "f-2", name: "mailer-inside.pdf", content_type: "application/pdf", url: `${base}/f-2/original`, thumbnail_url: null },
      ],
      created_at: "2026-03-14T10:00:00.000Z",
      reviewed_at: null,
      ...attributes,
    },
  };
}

/** The signed-in buyer of the order. */
export const buyer = signedUpUser;
/** Someone else, signed in with their own account. */
export const stranger = currentUser({ id: 8, email: "someone@elsewhere.example", anonymous: false, confirmed: true, spree_api_key: "token-8" });
/** The code the approval mail's link carries, and the address it was mailed to (who the code's answer is recorded as). */
export const CODE = "mailed-code-1";
const MAILED_TO = "buyer@kartonwerk.example";
/** A visitor who opened the mailed link without signing in. */
export const anonymousVisitor = currentUser();

export const signIn = (user = buyer) => storeToken(user);

/** Renders the page as opened from a link with the query string `query` (the mail's `?code=`). */
export function renderWithQuery(ui: ReactElement, options: { query?: string; locale?: Locale } = {}) {
  return renderInStorefront(<SearchParamsContext.Provider value={new URLSearchParams(options.query ?? "")}>{ui}</SearchParamsContext.Provider>, options);
}

export function fakeApprovalsApi(initial: Fileset | null, user = buyer) {
  let fileset = initial;

  const api = fakeFetch((request) => {
    if (request.method === "GET" && request.path === "users/current") return json(user);
    if (!fileset || request.path !== `client_approval_filesets/${fileset.id}`) return refusal({ status: 404, code: "not_found" });
    if (request.method === "GET") return json({ data: fileset });
    if (request.method === "PUT") {
      if (fileset.attributes.status !== "pending") return refusal({ status: 409, code: "fileset_not_pending" });
      const { status, review_reason: reason, code } = (request.body as { data: { status: FilesetStatus; review_reason?: string; code?: string } }).data;
      const email = code === CODE ? MAILED_TO : !code && request.headers["X-Api-Token"] === buyer.spree_api_key && user === buyer ? buyer.email : null;
      if (!email) return refusal({ status: 403, code: "approval_not_yours" });
      fileset = { ...fileset, attributes: { ...fileset.attributes, status, review_reason: reason ?? null, email, reviewed_at: "2026-03-15T11:30:00.000Z" } };
      return json({ data: fileset });
    }
    return refusal({ status: 404, code: "not_found" });
  });

  return {
    ...api,
    /** Someone answers on the server side first (another tab, another person). */
    answerElsewhere: (status: FilesetStatus, reason: string | null = null) => {
      fileset = fileset
        ? { ...fileset, attributes: { ...fileset.attributes, status, review_reason: reason, reviewed_at: "2026-03-15T08:00:00.000Z" } }
        : fileset;
    },
  };
}
