// playlist-stats plugin
const pad = (n) => String(n).padStart(2, '0');

const formatDuration = (total) => {
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h}:${pad(m)}:${pad(s)}`;
};

module.exports = {
  name: 'playlist-stats',
  inject: ['fs'],
  apply(ctx) {
    ctx.tools.register({
      name: 'playlist_stats',
      description: 'Summarize playlist.json: duration, tracks per artist, rating, longest track, genres',
      parameters: {
        path: { type: 'string', description: 'playlist file', required: false, default: 'playlist.json' },
      },
      execute: async ({ path = 'playlist.json' } = {}) => {
        const tracks = JSON.parse(await ctx.fs.read(path));

        const total = tracks.reduce((sum, { seconds }) => sum + seconds, 0);

        const byArtist = tracks.reduce((acc, { artist }) => {
          acc[artist] = (acc[artist] ?? 0) + 1;
          return acc;
        }, {});
        const artists = Object.entries(byArtist)
          .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
          .map(([artist, count]) => ({ artist, count }));

        const ratings = tracks.map((t) => t?.rating).filter(Boolean);
        const avg = ratings.length
          ? (ratings.reduce((a, b) => a + b, 0) / ratings.length).toFixed(1)
          : null;

        const maxSeconds = Math.max(...tracks.map((t) => t.seconds));
        const longest = tracks.find((t) => t.seconds === maxSeconds)?.title ?? '';

        const genres = [...new Set(tracks.map((t) => t.genre))].sort();
        const tags = tracks.map((t) => [t.genre]).flat();

        const result = {
          total: formatDuration(total),
          tracks: tracks.length,
          perArtist: artists,
          averageRating: avg === null ? null : Number(avg),
          longest,
          genres,
        };

        const text = [
          `Total duration: ${result.total} (${tracks.length} tracks)`,
          `Tracks per artist:`,
          ...artists.map(({ artist, count }) => `  ${artist}: ${count}`),
          `Average rating: ${avg ?? 'n/a'} (${ratings.length} rated)`,
          `Longest track: ${longest}`,
          `Genres: ${genres.join(', ')} (${tags.length} tags)`,
        ].join('\n');

        return {
          content: [{ type: 'text', text }],
          structuredContent: result,
        };
      },
    });
  },
};
