type Result = "1-0" | "0-1" | "1/2-1/2";

interface Game {
  round: number;
  white: string; black: string;
  result: Result;
}

interface Standing {
  player: string;
  points: number;
  wins: number; draws: number; losses: number;
  opponents: string[];
  buchholz: number;
}

const SCORES = { "1-0": [1, 0], "0-1": [0, 1], "1/2-1/2": [0.5, 0.5] } as const;

const parseGames = (text: string): Game[] =>
  text.trim().split("\n").slice(1)
    .map(line => line.split(",").map(s => s.trim()))
    .filter(cols => cols.length === 4)
    .map(([round, white, black, result]) => ({ round: Number(round), white, black, result: result as Result }));

class Table {
  private rows = new Map<string, Standing>();

  private row(player: string): Standing {
    let r = this.rows.get(player);
    if (!r) {
      r = { player, points: 0, wins: 0, draws: 0, losses: 0, opponents: [], buchholz: 0 };
      this.rows.set(player, r);
    }
    return r;
  }

  record({ white, black, result }: Game): void {
    const [w, b] = SCORES[result];
    const pairs = [[this.row(white), w, black], [this.row(black), b, white]] as const;
    for (const [r, score, opp] of pairs) {
      r.points += score;
      r.opponents.push(opp);
      switch (score) {
        case 1: r.wins++; break;
        case 0.5: r.draws++; break;
        default: r.losses++;
      }
    }
  }

  standings(): Standing[] {
    const all = [...this.rows.values()];
    all.forEach(r => { r.buchholz = r.opponents.reduce((s, o) => s + (this.rows.get(o)?.points ?? 0), 0); });
    return all.sort((a, b) => b.points - a.points || b.buchholz - a.buchholz || a.player.localeCompare(b.player));
  }
}

const fmt = (n: number): string => Number.isInteger(n) ? n.toString() : n.toFixed(1);

function render(rows: Standing[], top: number = 10): string {
  const header = "Rank  Player      Pts  W-D-L   Buch";
  const lines = rows.slice(0, top).map(({ player, points, wins, draws, losses, buchholz }, i) =>
    `${String(i + 1).padStart(4)}  ${player.padEnd(10)} ${fmt(points).padStart(4)}  ${wins}-${draws}-${losses}  ${fmt(buchholz).padStart(5)}`);
  return [header, ...lines].join("\n");
}

export default {
  name: "chess-standings",
  inject: ["fs"],
  apply(ctx: any) {
    ctx.tools.register({
      name: "chess_standings",
      description: "Standings of a chess tournament from a CSV of games (round,white,black,result)",
      parameters: {
        path: { type: "string", description: "CSV file to read" },
        top: { type: "integer", description: "how many rows to show", required: false },
      },
      execute: async ({ path, top = 10 }: { path: string; top?: number }) => {
        try {
          const games = parseGames(await ctx.fs.read(path));
          const table = new Table();
          games.forEach(g => table.record(g));
          const rows = table.standings();
          const rounds = new Set(games.map(g => g.round)).size;
          const decisive = games.filter(g => g.result !== "1/2-1/2").length;
          const summary = `${games.length} games over ${rounds} rounds, ${((decisive / games.length) * 100).toFixed(1)}% decisive`;
          return {
            content: [{ type: "text", text: `${summary}\n${render(rows, top)}` }],
            structuredContent: { leader: rows[0]?.player ?? null, standings: rows.map(({ opponents, ...rest }) => rest) },
          };
        } catch (e) {
          return { content: [{ type: "text", text: `failed: ${(e as Error).message}` }], isError: true };
        }
      },
    });
  },
};
