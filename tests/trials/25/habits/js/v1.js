// playlist_stats plugin
const pad = (n) => String(n).padStart(2, '0');

function formatHMS(total) {
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h}:${pad(m)}:${pad(s)}`;
}

function formatMS(total) {
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${m}:${pad(s)}`;
}

module.exports = {
  name: 'playlist-stats',
  inject: ['fs'],
  apply(ctx) {
    ctx.tools.register({
      name: 'playlist_stats',
      description: 'Stats for a JSON playlist [{title, artist, seconds, plays}]',
      parameters: { path: { type: 'string', description: 'JSON file to read' } },
      execute: async ({ path }) => {
        const tracks = JSON.parse(await ctx.fs.read(path));
        const totalSeconds = tracks.reduce((sum, t) => sum + t.seconds, 0);

        const playsByArtist = {};
        for (const { artist, plays } of tracks) {
          playsByArtist[artist] = (playsByArtist[artist] || 0) + plays;
        }
        const topArtists = Object.entries(playsByArtist)
          .sort((a, b) => b[1] - a[1])
          .slice(0, 3)
          .map(([artist, plays]) => ({ artist, plays }));

        const longest = tracks.reduce((best, t) => (t.seconds > best.seconds ? t : best), tracks[0]);
        const average = Math.round(totalSeconds / tracks.length);

        return JSON.stringify({
          totalDuration: formatHMS(totalSeconds),
          topArtists,
          longestTrack: { title: longest.title, artist: longest.artist, length: formatMS(longest.seconds) },
          averageLength: formatMS(average),
        }, null, 2);
      },
    });
  },
};
