// Chess club ladder: Elo ratings from a match log (CSV: date,white,black,result)
const DEFAULT_RATING = 1200;

class Player {
  constructor(name, rating = DEFAULT_RATING) {
    this.name = name;
    this.rating = rating;
    this.peak = rating;
    this.wins = 0;
    this.draws = 0;
    this.losses = 0;
  }
  get games() { return this.wins + this.draws + this.losses; }
}

const expectedScore = (ra, rb) => 1 / (1 + Math.pow(10, (rb - ra) / 400));

const parseResult = (text) => {
  switch (text.trim()) {
    case '1-0': return 1;
    case '0-1': return 0;
    case '1/2-1/2': return 0.5;
    default: throw new Error(`unknown result "${text}"`);
  }
};

function parseLog(text) {
  return text
    .split('\n')
    .map(line => line.trim())
    .filter(line => line && !line.startsWith('#'))
    .map(line => {
      const [date, white, black, result] = line.split(',').map(s => s.trim());
      return { date, white, black, score: parseResult(result) };
    });
}

function rate(games, k = 24) {
  const players = new Map();
  const get = name => {
    if (!players.has(name)) players.set(name, new Player(name));
    return players.get(name);
  };
  for (const { white, black, score } of games) {
    const [w, b] = [get(white), get(black)];
    const delta = k * (score - expectedScore(w.rating, b.rating));
    w.rating += delta;
    b.rating -= delta;
    for (const [p, s] of [[w, score], [b, 1 - score]]) {
      if (s === 1) p.wins++;
      else if (s === 0) p.losses++;
      else p.draws++;
      p.peak = Math.max(p.peak, p.rating);
    }
  }
  return [...players.values()].sort((a, b) => b.rating - a.rating || a.name.localeCompare(b.name));
}

const formatRow = (p, i) =>
  `${String(i + 1).padStart(2)}. ${p.name.padEnd(7)}${p.rating.toFixed(1).padStart(7)}  ${p.wins}/${p.draws}/${p.losses} of ${p.games}  peak ${Math.round(p.peak)}`;

module.exports = {
  name: 'chess-elo',
  inject: ['fs'],
  apply: (ctx) => {
    ctx.tools.register({
      name: 'club_ratings',
      description: 'Elo ratings of the chess club from a match log (CSV: date,white,black,result)',
      parameters: {
        path: { type: 'string', description: 'match log file' },
        k: { type: 'number', description: 'K-factor (default 24)', required: false },
        top: { type: 'integer', description: 'how many players to list (default all)', required: false },
      },
      execute: (args) => {
        const { path, k = 24, top } = args;
        try {
          const games = parseLog(ctx.fs.read(path));
          const table = rate(games, k);
          const lines = table.slice(0, top ?? table.length).map(formatRow);
          const summary = {
            games: games.length,
            players: table.length,
            leader: table[0]?.name ?? null,
            ratings: Object.fromEntries(table.map(p => [p.name, Math.round(p.rating)])),
          };
          return {
            content: [{ type: 'text', text: [`Elo after ${games.length} games (K=${k})`, ...lines].join('\n') }],
            structuredContent: summary,
            isError: false,
          };
        } catch (err) {
          return { content: [{ type: 'text', text: `failed: ${err.message}` }], isError: true };
        }
      },
    });
  },
};
