import fs from "fs";
const SCORES = { "1-0": [1, 0], "0-1": [0, 1], "1/2-1/2": [0.5, 0.5] };
const parseGames = (text) =>
  text.trim().split("\n").slice(1)
    .map(line => line.split(",").map(s => s.trim()))
    .filter(cols => cols.length === 4)
    .map(([round, white, black, result]) => ({ round: Number(round), white, black, result }));
class Table {
  rows = new Map();
  row(player) {
    let r = this.rows.get(player);
    if (!r) { r = { player, points: 0, wins: 0, draws: 0, losses: 0, opponents: [], buchholz: 0 }; this.rows.set(player, r); }
    return r;
  }
  record({ white, black, result }) {
    const [w, b] = SCORES[result];
    const pairs = [[this.row(white), w, black], [this.row(black), b, white]];
    for (const [r, score, opp] of pairs) {
      r.points += score; r.opponents.push(opp);
      switch (score) { case 1: r.wins++; break; case 0.5: r.draws++; break; default: r.losses++; }
    }
  }
  standings() {
    const all = [...this.rows.values()];
    all.forEach(r => { r.buchholz = r.opponents.reduce((s, o) => s + (this.rows.get(o)?.points ?? 0), 0); });
    return all.sort((a, b) => b.points - a.points || b.buchholz - a.buchholz || a.player.localeCompare(b.player));
  }
}
const fmt = (n) => Number.isInteger(n) ? n.toString() : n.toFixed(1);
function render(rows, top = 10) {
  const header = "Rank  Player      Pts  W-D-L   Buch";
  const lines = rows.slice(0, top).map(({ player, points, wins, draws, losses, buchholz }, i) =>
    `${String(i + 1).padStart(4)}  ${player.padEnd(10)} ${fmt(points).padStart(4)}  ${wins}-${draws}-${losses}  ${fmt(buchholz).padStart(5)}`);
  return [header, ...lines].join("\n");
}
const execute = async ({ path, top = 10 }) => {
  const games = parseGames(fs.readFileSync("/work/trial39/habits2/root/" + path, "utf8"));
  const table = new Table(); games.forEach(g => table.record(g));
  const rows = table.standings();
  const rounds = new Set(games.map(g => g.round)).size;
  const decisive = games.filter(g => g.result !== "1/2-1/2").length;
  const summary = `${games.length} games over ${rounds} rounds, ${((decisive / games.length) * 100).toFixed(1)}% decisive`;
  return { content: [{ type: "text", text: `${summary}\n${render(rows, top)}` }],
    structuredContent: { leader: rows[0]?.player ?? null, standings: rows.map(({ opponents, ...rest }) => rest) } };
};
const args = JSON.parse(process.argv[2]);
const r = await execute(args);
process.stdout.write(r.content[0].text + "\n");
fs.writeFileSync(process.argv[3], JSON.stringify(r.structuredContent, null, 2) + "\n");
