import type { Schema } from "@/lib/api/contract";
import { fakeFetch, json, refusal } from "@/test/fake-api";
import { renderInStorefront } from "@/test/render";
import { signedUpUser, storeToken } from "@/test/users";

/**
 * A fake designs API behind `fetch` for the saved designs page's tests: the
 * network boundary, with the real client, query cache and components above it.
 * It keeps its designs like the server does (most recently changed first, copies
 * named with a number), and any route can be made to fail.
 */

/** A saved design as the designs API lists it. */
export type DesignRecord = Schema<"BoxDesignSummary">;

export function designRecord(values: Partial<DesignRecord> & Pick<DesignRecord, "id">): DesignRecord {
  return {
    name: "",
    sku: "mailer-box-full-color-200x150x70",
    quantity: null,
    design_status: "draft",
    thumbnail_url: null,
    created_at: "2026-03-01T09:00:00.000Z",
    updated_at: "2026-03-14T10:00:00.000Z",
    ...values,
  };
}

const SHARE_HOST = "http://localhost:3000/box/design";

/** The signed-in owner of the designs, as users/current answers. */
export const owner = signedUpUser;

export const signIn = () => storeToken(owner);

export { renderInStorefront };

export function fakeDesignsApi(initial: DesignRecord[]) {
  let designs = [...initial];
  let nextId = Math.max(100, ...initial.map((design) => design.id)) + 1;
  let shares = 0;

  const api = fakeFetch((request) => {
    if (!request.headers["X-Api-Token"]) return refusal({ status: 401, code: "unauthorized" });
    if (request.method === "GET" && request.path === "users/current") return json(owner);

    if (request.method === "GET" && request.path === "box_designs/mine") {
      const ordered = [...designs].sort((a, b) => b.updated_at.localeCompare(a.updated_at) || b.id - a.id);
      return json({ box_designs: ordered });
    }
    const match = /^box_designs\/(\d+)(?:\/(duplicate|share))?$/.exec(request.path);
    const design = match ? designs.find((candidate) => candidate.id === Number(match[1])) : undefined;
    if (!match || !design) return refusal({ status: 404, code: "not_found" });
    const action = match[2];

    if (request.method === "POST" && action === "duplicate") {
      const now = new Date().toISOString();
      const copy = {
        ...design,
        id: nextId++,
        name: design.name ? `${design.name.replace(/ \(\d+\)$/, "")} (2)` : "",
        design_status: "draft" as const,
        created_at: now,
        updated_at: now,
      };
      designs.push(copy);
      return json({ ...copy, document: {}, document_version: 2, shared: false, thumbnail_file_id: null, has_share_link: false }, 201);
    }
    if (request.method === "POST" && action === "share") {
      shares += 1;
      const token = `share-token-${shares}`;
      return json({
        url: `${SHARE_HOST}?design_id=${design.id}&share_token=${token}`,
        share_token: token,
        qr_svg: `<svg xmlns="http://www.w3.org/2000/svg"><title>${token}</title></svg>`,
      });
    }
    if (request.method === "DELETE" && !action) {
      designs = designs.filter((candidate) => candidate.id !== design.id);
      return new Response(null, { status: 204 });
    }
    return refusal({ status: 404, code: "not_found" });
  });

  return { ...api, designs: () => designs };
}
