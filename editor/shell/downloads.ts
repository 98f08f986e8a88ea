import { API_BASE_PATH, API_TOKEN_HEADER, REGION_HEADER } from "@/lib/api/headers";
import { readStoredToken } from "@/lib/api/token-storage";

/**
 * What the editor lets the shopper take away: the dieline of the box's size
 * (v2/dielines, public), the print proof (the design's production file, for
 * its owner only, so fetched with the token and handed over as a file), and a
 * picture of the 3D view.
 */

export function dielineAddress(input: { sku: string; format: "pdf" | "svg"; region: string; locale: string; baseUrl?: string }): string {
  const query = new URLSearchParams({ sku: input.sku, format: input.format, region: input.region, locale: input.locale });
  return `${input.baseUrl ?? API_BASE_PATH}/v2/dielines?${query.toString()}`;
}

/** Hands a file to the browser's downloads, named as given. */
export function saveFile(href: string, name: string): void {
  const link = document.createElement("a");
  link.href = href;
  link.download = name;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * The print file of the owner's design as it is saved now, its margin line in the
 * shopper's language; throws when the shop refuses or cannot be reached.
 */
export async function downloadProof(input: { designId: number; region: string; locale: string; baseUrl?: string }): Promise<void> {
  const headers: Record<string, string> = { [REGION_HEADER]: input.region, Accept: "application/pdf" };
  const token = readStoredToken();
  if (token) headers[API_TOKEN_HEADER] = token;
  const query = new URLSearchParams({ locale: input.locale });
  const response = await fetch(`${input.baseUrl ?? API_BASE_PATH}/box_designs/${input.designId}/production_files?${query.toString()}`, { headers });
  if (!response.ok) throw new Error(`The proof was refused (${response.status})`);
  const url = URL.createObjectURL(await response.blob());
  try {
    saveFile(url, `design-${input.designId}-proof.pdf`);
  } finally {
    // The click has handed the file over; the next task may let it go.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
