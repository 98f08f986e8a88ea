"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { ApiService } from "@/lib/api/api-service";
import { SIDE_IDS, type DesignDocument } from "@/lib/design";
import type { ImageFacts } from "@/editor/state";
import { imageFactsOf } from "./ImageUpload";

/**
 * What the print check knows of the design's pictures (pixels, colours), by file
 * id: an upload of this visit tells it at once (`remember`); a picture already in
 * a saved design is asked of the shop once (GET files/{id}, the owner's own
 * files). A file the shop does not answer for is simply not judged.
 */
export function useImageFacts(api: ApiService, document: DesignDocument, enabled: boolean) {
  const [facts, setFacts] = useState<ReadonlyMap<string, ImageFacts>>(() => new Map());
  const asked = useRef(new Set<string>());

  const remember = useCallback((fileId: string, known: ImageFacts) => {
    asked.current.add(fileId);
    setFacts((current) => new Map(current).set(fileId, known));
  }, []);

  useEffect(() => {
    if (!enabled) return;
    const wanted = new Set<string>();
    for (const side of SIDE_IDS) {
      for (const element of document.sides[side]?.elements ?? [])
        if (element.type === "image" && !asked.current.has(element.fileId)) wanted.add(element.fileId);
    }
    for (const fileId of wanted) {
      asked.current.add(fileId);
      api
        .get("/files/{id}", { path: { id: fileId }, auth: true })
        .then((record) => {
          if (record) setFacts((current) => new Map(current).set(fileId, imageFactsOf(record)));
        })
        .catch(() => {});
    }
  }, [api, document, enabled]);

  return { facts, remember };
}
