#!/usr/bin/env bash
# Run the node:vm baselines and our criterion benchmarks in the same run, then
# print a table of medians and ratios.
#
#   bench/run.sh                 # everything (~6 min on 2 cores: the release profile builds with LTO)
#   NO_NODE=1 bench/run.sh       # skip the node baseline
#
# Env: NODE_BASELINE (default ../shared/bench/node_vm_baseline.js from the
# repo root; the push-heavy baseline is bench/node_push_baseline.js), CARGO_TARGET_DIR (default target/). Needs cargo and jq; node
# is optional (without it only our figures are printed).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
baseline="${NODE_BASELINE:-$root/../shared/bench/node_vm_baseline.js}"
target="${CARGO_TARGET_DIR:-$root/target}"
# Absolute: cargo runs each bench in its package's folder, so a relative
# CARGO_TARGET_DIR would put criterion's results where the table below
# does not read them (it then showed an earlier run's figures).
mkdir -p "$target"
target="$(cd "$target" && pwd)"
out="$target/bench-run"
mkdir -p "$out"
command -v jq >/dev/null || { echo "bench/run.sh needs jq (apt-get install jq)" >&2; exit 2; }

# 1. node:vm baseline (timings, then memory per live mounted plugin).
have_node=0
if [[ -z "${NO_NODE:-}" ]] && command -v node >/dev/null && [[ -f "$baseline" ]]; then
    echo "== node:vm baseline ($(node --version), $baseline)" >&2
    node --expose-gc "$baseline" > "$out/node.json"
    node --expose-gc "$baseline" mem mount > "$out/node_mem.json"
    node "$root/bench/node_push_baseline.js" > "$out/node_push.json"
    have_node=1
else
    echo "== node or $baseline missing: skipping the node:vm baseline" >&2
fi

# 2. Our benchmarks.
echo "== cargo bench -p cordis-toolset" >&2
(cd "$root" && CARGO_TARGET_DIR="$target" cargo bench -p cordis-toolset) | tee "$out/cargo.txt" >&2
# The round trip through a session's worker process (issue 26), beside the
# in-process host in the same run.
echo "== cargo bench -p cordis-toolset-cli --bench worker" >&2
(cd "$root" && CARGO_TARGET_DIR="$target" cargo bench -p cordis-toolset-cli --bench worker) | tee "$out/worker.txt" >&2

# 3. The table. Criterion medians are in ns; node's are in µs.
median_us() { # criterion id like mount/word_count (a function id's own `/` is `_` on disk)
    local file="$target/criterion/$1/new/estimates.json"
    [[ -f "$file" ]] || file="$target/criterion/${1%%/*}/$(tr / _ <<<"${1#*/}")/new/estimates.json"
    if [[ -f "$file" ]]; then jq '.median.point_estimate / 1000' "$file"; else echo null; fi
}
node_us() { # key of node's .median
    if (( have_node )); then jq ".median.$1" "$out/node.json"; else echo null; fi
}
live_json="$(grep '^MANY_LIVE_JSON ' "$out/cargo.txt" | tail -1 | cut -d' ' -f2-)"
node_mem="null"
(( have_node )) && node_mem="$(jq '.rss_per_KiB' "$out/node_mem.json")"

bare_ratio() { # ours bare -> "1.23×" (ours ÷ a plain rhai::Engine's own figure)
    jq -rn --argjson ours "$1" --argjson bare "$2" '
        if $ours == null or $bare == null or $bare == 0 then "—"
        else ((($ours / $bare) * 100 | round / 100 | tostring) + "×") end'
}

row() { # name ours node unit target -> markdown row with ratio node/ours
    jq -rn --arg name "$1" --argjson ours "$2" --argjson node "$3" --arg unit "$4" --arg target "$5" '
        def f: if . == null then "—" elif . >= 100 then (. * 10 | round / 10 | tostring)
               else (. * 100 | round / 100 | tostring) end;
        "| \($name) | \($ours | f) \($unit) | \($node | f) \(if $node == null then "" else $unit end) | "
        + (if $ours == null or $node == null or $ours == 0 then "—"
           else (($node / $ours) | f) + "×" end)
        + " | \($target) |"'
}

echo
echo "| benchmark | cordis-toolset (median) | node:vm (median) | node ÷ ours | target |"
echo "| --- | --- | --- | --- | --- |"
row "mount/baseline_body" "$(median_us mount/baseline_body)" "$(node_us mount)" "µs" "≥ 25×"
row "mount/dry_run_baseline_body (compile+eval only)" "$(median_us mount/dry_run_baseline_body)" "$(node_us mount)" "µs" "—"
row "mount/word_count" "$(median_us mount/word_count)" "$(node_us mount)" "µs" "≥ 25×"
row "call/tool_pipeline" "$(median_us call/tool_pipeline)" "$(node_us execJson)" "µs" "≥ 1.5×"
row "call/tool_pipeline_hooks" "$(median_us call/tool_pipeline_hooks)" "$(node_us execJson)" "µs" "≤ 2.5× call/tool_pipeline (no hook in node)"
node_push_ms="null"
(( have_node )) && node_push_ms="$(jq '.median.push / 1000' "$out/node_push.json")"
push_ms="$(median_us call/push_100k)"
[[ "$push_ms" != null ]] && push_ms="$(jq -n "$push_ms / 1000")"
row "call/push_100k (100,000 pushes in one call)" "$push_ms" "$node_push_ms" "ms" "< 1000 ms"
row "events/emit_rhai_10" "$(median_us events/emit_rhai_10)" null "µs" "—"
per_listener() { # count -> median of events/emit_rhai_<count> per listener, in µs
    local m; m="$(median_us "events/emit_rhai_$1")"
    if [[ "$m" == null ]]; then echo null; else jq -n "$m / $1"; fi
}
row "events/emit_rhai_1 (per listener)" "$(per_listener 1)" null "µs" "linear: flat over 1 / 100 / 1,000"
row "events/emit_rhai_100 (per listener)" "$(per_listener 100)" null "µs" "linear: flat over 1 / 100 / 1,000"
row "events/emit_rhai_1000 (per listener)" "$(per_listener 1000)" null "µs" "linear: flat over 1 / 100 / 1,000"
row "call/service_1000 (1,000 calls of another mount's service)" "$(median_us call/service_1000)" null "µs" "≤ 2× call/closure_1000"
row "call/closure_1000 (1,000 calls of a local closure)" "$(median_us call/closure_1000)" null "µs" "—"
row "events/emit_native_10" "$(median_us events/emit_native_10)" null "µs" "—"
row "inspect/100_mounts" "$(median_us inspect/100_mounts)" null "µs" "< 1000 µs"
if [[ -n "$live_json" ]]; then
    row "mount/many_live RSS per live mount (1,000 live)" "$(jq '.rss_per_mount_kib' <<<"$live_json")" "$node_mem" "KiB" "< 25 KiB"
    row "mount/many_live mean mount time (0→1,000 live)" "$(jq '.mount_mean_us' <<<"$live_json")" "$(node_us mount)" "µs" "—"
    row "mount/many_live median of the last 100 mounts" "$(jq '.mount_last100_median_us' <<<"$live_json")" null "µs" "—"
    row "mount/many_live next mount at 10 live" "$(jq '.next_mount_us_at_10' <<<"$live_json")" null "µs" "—"
    row "mount/many_live next mount at 1,000 live" "$(jq '.next_mount_us_at_1000' <<<"$live_json")" null "µs" "≤ 1.2× the one at 10 live"
    row "mount/many_live next mount at 10,000 live" "$(jq '.next_mount_us_at_many' <<<"$live_json")" null "µs" "—"
    row "mount/many_live RSS per live mount (10,000 live)" "$(jq '.rss_per_mount_kib_many' <<<"$live_json")" "$node_mem" "KiB" "≤ 1/20 of node's"
fi
echo
echo "Our overhead over the engine's own floor (a plain rhai::Engine, no hooks, same script):"
echo
echo "| ours | bare Rhai | ours (median) | bare Rhai (median) | ours ÷ bare |"
echo "| --- | --- | --- | --- | --- |"
bare_row() { # ours-id bare-id unit divisor
    local ours bare
    ours="$(median_us "$1")"; bare="$(median_us "$2")"
    [[ "$ours" != null ]] && ours="$(jq -n "$ours / $4")"
    [[ "$bare" != null ]] && bare="$(jq -n "$bare / $4")"
    echo "| $1 | $2 | $ours $3 | $bare $3 | $(bare_ratio "$ours" "$bare") |"
}
bare_row mount/baseline_body mount/bare_rhai_baseline_body µs 1
bare_row mount/dry_run_baseline_body mount/bare_rhai_baseline_body µs 1
bare_row call/tool_pipeline call/bare_rhai_closure µs 1
bare_row call/tool_pipeline_hooks call/bare_rhai_closure µs 1
bare_row call/push_100k call/bare_rhai_push_100k ms 1000
echo
echo "A cross-mount service call against a local closure call (target ≤ 2×):" \
    "call/service_1000 ÷ call/closure_1000 = $(bare_ratio "$(median_us call/service_1000)" "$(median_us call/closure_1000)")"
echo "The hooks path against a bare tool call (target ≤ 2.5×):" \
    "call/tool_pipeline_hooks ÷ call/tool_pipeline = $(bare_ratio "$(median_us call/tool_pipeline_hooks)" "$(median_us call/tool_pipeline)")"
echo
echo "Through a session's worker process (cordis-cli serve) against the in-process host:"
echo
echo "| bench | in-process (median) | worker (median) | worker ÷ in-process |"
echo "| --- | --- | --- | --- |"
for what in call mount start; do
    local_us="$(median_us "worker/$what/in_process")"; worker_us="$(median_us "worker/$what/worker")"
    echo "| worker/$what | $local_us µs | $worker_us µs | $(bare_ratio "$worker_us" "$local_us") |"
done
echo
echo "An idle worker's resident memory: $(grep '^WORKER_RSS_KIB ' "$out/worker.txt" | tail -1 | cut -d' ' -f2) KiB"
echo
echo "raw: $out/{node.json,node_mem.json,cargo.txt,worker.txt}, $target/criterion/" >&2
