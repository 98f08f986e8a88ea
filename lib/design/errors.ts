import type { z } from "zod";

export interface DesignIssue {
  /** Where in the input, dotted: "sides.front.elements.3.fill"; "" for the whole input. */
  path: string;
  message: string;
}

/** The input is not a design document this shop can read. */
export class DesignDocumentError extends Error {
  readonly issues: DesignIssue[];

  constructor(issues: DesignIssue[]) {
    const first = issues[0];
    const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : "";
    super(first ? `Invalid design document: ${first.path || "(document)"}: ${first.message}${more}` : "Invalid design document");
    this.name = "DesignDocumentError";
    this.issues = issues;
  }
}

export function pathToString(path: readonly PropertyKey[]): string {
  return path.map((key) => String(key)).join(".");
}

export function issuesFromZod(error: z.ZodError, prefix: readonly PropertyKey[] = []): DesignIssue[] {
  return error.issues.map((issue) => ({ path: pathToString([...prefix, ...issue.path]), message: issue.message }));
}
