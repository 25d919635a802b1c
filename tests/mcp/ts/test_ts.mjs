// End-to-end test of `cordis-cli serve` over stdio through the MCP
// TypeScript SDK (@modelcontextprotocol/sdk, pinned in package.json;
// `npm ci --prefix tests/mcp/ts` installs it, `.ci/install` does):
//
// * tools/list shows a plugin tool's title, annotations and outputSchema;
// * a slow tool (a tenth of a second a step) called with `onprogress` reports increasing progress, the
//   last report included, and its structuredContent arrives;
// * a call aborted through an AbortSignal rejects at once, and the mount
//   answers the next call at once.
//
// Usage: CORDIS_CLI=target/debug/cordis-cli node tests/mcp/ts/test_ts.mjs
// Prints one line per check and closes with `N passed, M failed`; exits 1
// on a failure.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";

const STEPS = 15;
/** The aborted call would run 5 s: a mount still busy with it is plain. */
const LONG_STEPS = 50;
const PLUGIN = `#{ name: "slowpoke", apply: |ctx| {
    ctx.tools.register(#{ name: "slow", title: "Slow steps", description: "Works a tenth of a second a step, reporting progress",
        annotations: #{ readOnlyHint: true, idempotentHint: true },
        parameters: #{ steps: #{ type: "integer" } },
        outputSchema: #{ steps: #{ type: "integer", description: "steps done" } },
        execute: |args| {
            for i in 1..=args.steps {
                ctx.progress(i, args.steps, \`step \${i}\`);
                sleep(0.1);
            }
            #{ content: [#{ type: "text", text: "done" }], structuredContent: #{ steps: args.steps } }
        } });
    ctx.tools.register(#{ name: "ping", description: "Answers", parameters: #{}, execute: |args| "pong" });
} }`;
/** How soon a cancelled call must reject, and the next call answer, in ms. */
const QUICK = 1000;

let passed = 0;
let failed = 0;
function check(name, ok, detail) {
  if (ok) {
    passed += 1;
    console.log(`ok   ${name}`);
  } else {
    failed += 1;
    console.log(`FAIL ${name}: ${JSON.stringify(detail)}`);
  }
}

const textOf = (result) =>
  (result?.content ?? [])
    .filter((block) => block.type === "text")
    .map((block) => block.text)
    .join("\n");

async function main() {
  const binary = process.env.CORDIS_CLI;
  if (!binary) {
    console.log("CORDIS_CLI is not set: the path of the cordis-cli binary");
    return 1;
  }
  const root = mkdtempSync(join(tmpdir(), "cordis-ts-"));
  const transport = new StdioClientTransport({
    command: binary,
    args: ["serve", "--root", root],
    cwd: root,
    stderr: "ignore",
  });
  const client = new Client({ name: "cordis-ts-test", version: "1.0.0" });
  try {
    await client.connect(transport);
    await run(client);
  } catch (error) {
    check("the session runs to its end", false, String(error?.stack ?? error));
  } finally {
    await client.close().catch(() => {});
    rmSync(root, { recursive: true, force: true });
  }
  console.log(`${passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

async function run(client) {
  const mounted = await client.callTool({ name: "cordis_mount", arguments: { code: PLUGIN } });
  check("the plugin mounts", !mounted.isError, textOf(mounted));

  const { tools } = await client.listTools();
  const slow = tools.find((tool) => tool.name === "slow");
  check(
    "tools/list shows the plugin tool's title, annotations and outputSchema",
    slow?.title === "Slow steps" &&
      slow?.annotations?.readOnlyHint === true &&
      slow?.annotations?.idempotentHint === true &&
      slow?.outputSchema?.properties?.steps?.type === "integer",
    slow,
  );
  const inspect = tools.find((tool) => tool.name === "cordis_inspect");
  check("a built-in tool has annotations too", inspect?.annotations?.readOnlyHint === true, inspect);

  const reports = [];
  const done = await client.callTool({ name: "slow", arguments: { steps: STEPS } }, undefined, {
    onprogress: (progress) => reports.push(progress),
  });
  check(
    "the slow tool answers with its structuredContent",
    !done.isError && textOf(done) === "done" && done.structuredContent?.steps === STEPS,
    done,
  );
  const increasing = reports.every((report, i) => i === 0 || report.progress > reports[i - 1].progress);
  const last = reports.at(-1);
  check(
    "onprogress receives increasing progress, the last report included",
    reports.length >= 2 && increasing && last?.progress === STEPS && last?.total === STEPS,
    reports,
  );
  check(
    "progress carries the plugin's message",
    typeof last?.message === "string" && last.message === `step ${STEPS}`,
    last,
  );

  const controller = new AbortController();
  const started = Date.now();
  const call = client.callTool({ name: "slow", arguments: { steps: LONG_STEPS } }, undefined, { signal: controller.signal });
  setTimeout(() => controller.abort("enough"), 400);
  let rejected = null;
  try {
    await call;
  } catch (error) {
    rejected = error;
  }
  const tookAbort = Date.now() - started - 400;
  check(
    "an aborted call rejects at once",
    rejected !== null && tookAbort < QUICK,
    { error: String(rejected), ms: tookAbort },
  );
  const pingStarted = Date.now();
  const pong = await client.callTool({ name: "ping", arguments: {} });
  const tookPing = Date.now() - pingStarted;
  check(
    "after an aborted call the mount answers the next call at once",
    textOf(pong) === "pong" && tookPing < QUICK,
    { text: textOf(pong), ms: tookPing },
  );
}

process.exitCode = await main();
