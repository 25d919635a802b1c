'use strict';
// node:vm baseline for push-heavy plugin code: a plugin mounted in a fresh
// node:vm context registers a tool whose execute pushes `n` integers onto
// a fresh array and returns its length as an MCP text result; each call is
// followed by a JSON round trip of the result, as in node_vm_baseline.js
// (../shared/bench). Same workload as the `call/push_100k` criterion bench.
// Usage:
//   node bench/node_push_baseline.js     # median of RUNS runs (+1 warm-up)
// Env: PUSHES (default 100000), CALLS per run (default 50), RUNS (default 5)

const vm = require('node:vm');

const PUSHES = +(process.env.PUSHES || 100000);
const CALLS = +(process.env.CALLS || 50);
const RUNS = +(process.env.RUNS || 5);

const BODY = `
const plugin = {
  name: "push",
  apply(ctx) {
    ctx.tools.register({
      name: "push",
      description: "pushes n integers",
      parameters: {
        type: "object",
        properties: { n: { type: "integer" } },
        required: ["n"],
      },
      execute(args) {
        const xs = [];
        for (let i = 0; i < args.n; i++) { xs.push(i); }
        return { content: [{ type: "text", text: String(xs.length) }] };
      },
    });
  },
};
return plugin;`;

async function mount() {
  const tools = new Map();
  const context = vm.createContext({});
  const script = new vm.Script(`(async function(){${BODY}\n})`, { filename: 'push.js' });
  const plugin = await script.runInContext(context)();
  plugin.apply({ tools: { register(tool) { tools.set(tool.name, tool); } } });
  return tools.get('push');
}

const now = () => process.hrtime.bigint();
let sink = 0;

// Microseconds per call: execute + JSON round trip of the result.
function oneRun(tool) {
  const t0 = now();
  for (let i = 0; i < CALLS; i++) {
    const v = JSON.parse(JSON.stringify(tool.execute({ n: PUSHES })));
    sink += v.content[0].text.length;
  }
  return Number(now() - t0) / 1e3 / CALLS;
}

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const k = s.length >> 1;
  return s.length % 2 ? s[k] : (s[k - 1] + s[k]) / 2;
}

async function main() {
  console.error(`node ${process.version} PUSHES=${PUSHES} CALLS=${CALLS} RUNS=${RUNS}`);
  const tool = await mount();
  const check = JSON.stringify(tool.execute({ n: PUSHES }));
  if (check !== `{"content":[{"type":"text","text":"${PUSHES}"}]}`) throw new Error('bad output ' + check);
  const warmup = oneRun(tool);
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(oneRun(tool));
  console.log(JSON.stringify({
    node: process.version, PUSHES, CALLS, RUNS, warmup,
    median: { push: median(runs) }, min: { push: Math.min(...runs) }, max: { push: Math.max(...runs) },
    sink,
  }, null, 2));
}

main();
