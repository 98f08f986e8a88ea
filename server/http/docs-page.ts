/**
 * A readable page of the OpenAPI document, rendered on the server from the same
 * document as /api/openapi.json: no scripts, no third-party assets, works offline.
 */

interface OpenApiParameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
}
interface OpenApiOperation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string }>;
  security?: Record<string, unknown>[];
}
export interface OpenApiDocument {
  info: { title: string; version: string; description?: string };
  paths?: Record<string, Record<string, OpenApiOperation>>;
}

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function schemaName(schema: unknown): string {
  if (schema && typeof schema === "object" && "$ref" in schema)
    return (
      String((schema as { $ref: string }).$ref)
        .split("/")
        .pop() ?? ""
    );
  return "JSON";
}

function renderOperation(path: string, method: string, operation: OpenApiOperation): string {
  const parameters = (operation.parameters ?? [])
    .map(
      (p) =>
        `<li><code>${escapeHtml(p.name)}</code> <small>(${escapeHtml(p.in)}${p.required ? ", required" : ""})</small>${p.description ? ` ${escapeHtml(p.description)}` : ""}</li>`,
    )
    .join("");
  const body = Object.entries(operation.requestBody?.content ?? {})
    .map(([type, media]) => `<li>Body: <code>${escapeHtml(type)}</code> ${escapeHtml(schemaName(media.schema))}</li>`)
    .join("");
  const responses = Object.entries(operation.responses ?? {})
    .map(([status, response]) => `<li><code>${escapeHtml(status)}</code> ${escapeHtml(response.description ?? "")}</li>`)
    .join("");
  return `<article class="op">
  <h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
  ${operation.summary ? `<p>${escapeHtml(operation.summary)}</p>` : ""}
  ${operation.description ? `<p>${escapeHtml(operation.description)}</p>` : ""}
  ${parameters || body ? `<h4>Input</h4><ul>${parameters}${body}</ul>` : ""}
  <h4>Responses</h4><ul>${responses}</ul>
</article>`;
}

export function renderDocsPage(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? "Other";
      byTag.set(tag, [...(byTag.get(tag) ?? []), renderOperation(path, method, operation)]);
    }
  }
  const sections = [...byTag.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, operations]) => `<section><h2>${escapeHtml(tag)}</h2>${operations.join("")}</section>`)
    .join("");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} ${escapeHtml(document.info.version)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:2rem 1rem;color:#101828;line-height:1.5}
code{font-family:ui-monospace,monospace;font-size:.95em}
.op{border:1px solid #d0d5dd;border-radius:.5rem;padding:.5rem 1rem;margin:1rem 0}
.op h3{font-size:1.05rem}
.method{display:inline-block;min-width:4.5rem;padding:.1rem .4rem;border-radius:.25rem;color:#fff;text-align:center;font-size:.85rem}
.get{background:#1d4fd1}.post{background:#067647}.put{background:#b54708}.patch{background:#6941c6}.delete{background:#b42318}
h4{margin:.5rem 0 .25rem;font-size:.9rem;color:#475467}
</style>
</head>
<body>
<h1>${escapeHtml(document.info.title)} <small>${escapeHtml(document.info.version)}</small></h1>
${document.info.description ? `<p>${escapeHtml(document.info.description)}</p>` : ""}
<p>Machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a></p>
${sections}
</body>
</html>`;
}
