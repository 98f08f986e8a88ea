import { uploadFile } from "@/lib/files/upload";

/**
 * The design's thumbnail goes up like any other upload (purpose design, a PNG of
 * at most 300 x 300 px) and the design then names it by its file id.
 */
export async function uploadThumbnail(png: Blob, options: { region: string; baseUrl?: string }): Promise<string> {
  const file = new File([png], "thumbnail.png", { type: "image/png" });
  const record = await uploadFile(file, { purpose: "design", region: options.region, baseUrl: options.baseUrl });
  return record.id;
}
