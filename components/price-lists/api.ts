import type { ApiService } from "@/lib/api/api-service";
import { answered, isRefusal } from "@/lib/api/answers";
import type { Answer, Schema } from "@/lib/api/contract";

/**
 * Negotiated price lists as the manager's console and a member's plus pages read
 * them (docs/adr/0056-negotiated-price-lists.md). The shapes are the API's contract.
 */

export type ManagedCompany = Answer<"/manager/companies", "get">["companies"][number];
export type NegotiatedPriceList = Schema<"NegotiatedPriceList">;
export type PriceListInput = Schema<"PriceListInput">;
export type PriceListEntryInput = Schema<"PriceListEntryInput">;
export type NegotiatedTier = Schema<"NegotiatedTier">;

const AUTH = { auth: true } as const;

export async function listCompanies(api: ApiService): Promise<ManagedCompany[]> {
  return answered(await api.get("/manager/companies", AUTH), "companies").companies;
}

export async function companyPriceLists(api: ApiService, companyId: number): Promise<NegotiatedPriceList[]> {
  return answered(await api.get("/manager/companies/{company_id}/price_lists", { ...AUTH, path: { company_id: companyId } }), "price lists").price_lists;
}

export async function createPriceList(api: ApiService, companyId: number, input: PriceListInput): Promise<NegotiatedPriceList> {
  return answered(await api.post("/manager/companies/{company_id}/price_lists", input, { ...AUTH, path: { company_id: companyId } }), "price list").price_list;
}

export async function replacePriceList(api: ApiService, id: number, input: PriceListInput): Promise<NegotiatedPriceList> {
  return answered(await api.patch("/manager/price_lists/{id}", input, { ...AUTH, path: { id } }), "price list").price_list;
}

export async function deletePriceList(api: ApiService, id: number): Promise<void> {
  await api.delete("/manager/price_lists/{id}", { ...AUTH, path: { id } });
}

/** The signed-in member's company's lists that apply today or later; none outside a company (the API answers 404). */
export async function myPriceLists(api: ApiService): Promise<NegotiatedPriceList[]> {
  try {
    return answered(await api.get("/companies/mine/price_lists", AUTH), "price lists").price_lists;
  } catch (error) {
    if (isRefusal(error, 404)) return [];
    throw error;
  }
}
