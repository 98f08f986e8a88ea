import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { AppProviders } from "@/components/providers/AppProviders";
import type { FileRecord } from "@/lib/files/record";
import { pngFile, RECORD, uploadStandInForTests } from "@/test/upload-stand-in";
import { busyStateOf, useUpload, type UploadState } from "./useUpload";

/** One upload's states, through jsdom's real XMLHttpRequest to a stand-in for the shop API (test/upload-stand-in.ts). */

const shop = uploadStandInForTests();

describe("useUpload", () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders regionId="de" pathPrefix="">
      {children}
    </AppProviders>
  );

  it("goes from uploading through converting to done, with the storefront's region", async () => {
    const seen: UploadState["status"][] = [];
    const { result } = renderHook(
      () => {
        const upload = useUpload({ purpose: "design", token: "tok-hook", baseUrl: shop.baseUrl });
        if (seen.at(-1) !== upload.state.status) seen.push(upload.state.status);
        return upload;
      },
      { wrapper },
    );
    expect(result.current.state).toEqual({ status: "idle" });
    let pending: Promise<FileRecord | null> = Promise.resolve(null);
    act(() => {
      pending = result.current.upload(pngFile("slow"));
    });
    expect(result.current.state.status).toBe("uploading");
    await waitFor(() => expect(result.current.state.status).toBe("converting"));
    let record: FileRecord | null = null;
    await act(async () => {
      record = await pending;
    });
    expect(record).toEqual(RECORD);
    expect(result.current.state).toEqual({ status: "done", record: RECORD });
    expect(seen).toEqual(["idle", "uploading", "converting", "done"]);
    expect(shop.received.at(-1)!.headers["x-region"]).toBe("de");
  });

  it("fails at once with the check's code for a file it will not send, and with the server's code otherwise", async () => {
    const { result } = renderHook(() => useUpload({ purpose: "dieline", token: "t", baseUrl: shop.baseUrl }), { wrapper });
    const before = shop.received.length;
    await act(async () => {
      await result.current.upload(pngFile());
    });
    expect(result.current.state).toMatchObject({ status: "failed", code: "unsupported_file_type" });
    expect(shop.received.length).toBe(before);

    const design = renderHook(() => useUpload({ purpose: "design", token: "t", baseUrl: shop.baseUrl }), { wrapper });
    await act(async () => {
      await design.result.current.upload(pngFile("too-colourful"));
    });
    await waitFor(() => expect(design.result.current.state).toMatchObject({ status: "failed", code: "too_many_colours" }));
    act(() => design.result.current.reset());
    expect(design.result.current.state).toEqual({ status: "idle" });
  });

  it("maps its states to the busy overlays", () => {
    expect(busyStateOf({ status: "uploading", progress: 0.4 })).toBe("waitingForFiles");
    expect(busyStateOf({ status: "converting" })).toBe("converting");
    expect(busyStateOf({ status: "idle" })).toBeNull();
    expect(busyStateOf({ status: "done", record: RECORD })).toBeNull();
  });
});
