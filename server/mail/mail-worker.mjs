// The mail worker (ADR 0076): writes mails' words from their recipes (react-email's
// HTML and the text twin) and hands finished mails to the process's pooled SMTP
// transport, so neither the rendering nor the SMTP session's work runs on the HTTP
// thread. It holds no database connection: the relay on the main thread claims and
// records rows (through the database worker with PGlite), and asks this thread for
// words and for sends. The mail modules are TypeScript and JSX, loaded through tsx,
// the same source the rest of the server is built from.
import { parentPort, workerData } from "node:worker_threads";
import { tsImport } from "tsx/esm/api";

/** An error as the other thread rebuilds it: message, name, stack and any fields (an SMTP error's code, response). */
function fieldsOf(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = { message: error.message, name: error.name, stack: error.stack };
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ["string", "number", "boolean"].includes(typeof value)) fields[key] = value;
  }
  return fields;
}

let modules;
try {
  const [recipe, pool] = await Promise.all([tsImport("./recipe.ts", import.meta.url), tsImport("./smtp-pool.ts", import.meta.url)]);
  modules = { renderRecipe: recipe.renderRecipe, createSmtpPool: pool.createSmtpPool };
} catch (error) {
  parentPort.postMessage({ id: 0, error: fieldsOf(error) });
}

if (modules) {
  const smtp = workerData?.smtpUrl ? modules.createSmtpPool(workerData.smtpUrl) : null;

  const handlers = {
    render: (job) => modules.renderRecipe(job),
    async send(message) {
      if (!smtp) throw new Error("no SMTP_URL: the mail worker sends nothing");
      // Buffers arrive as plain byte arrays; nodemailer wants Buffers for the files.
      const attachments = message.attachments?.map((file) => ({ ...file, content: Buffer.from(file.content) }));
      await smtp.sendMail({ ...message, ...(attachments ? { attachments } : {}) });
      return null;
    },
    async close() {
      // Connections with a mail under way close once it is sent.
      smtp?.close();
      return null;
    },
  };

  parentPort.on("message", async ({ id, op, payload }) => {
    try {
      parentPort.postMessage({ id, value: await handlers[op](payload) });
    } catch (error) {
      parentPort.postMessage({ id, error: fieldsOf(error) });
    }
    if (op === "close") parentPort.close();
  });
  parentPort.postMessage({ id: 0, value: "ready" });
}
