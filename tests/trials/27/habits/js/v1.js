module.exports = {
  name: 'commit-stats',
  inject: ['fs'],
  apply(ctx) {
    ctx.tools.register({
      name: 'commit_stats',
      description: 'Stats about a commit log (hash|author|date|message per line)',
      parameters: { path: { type: 'string', description: 'log file to read' } },
      execute: async ({ path }) => {
        const text = await ctx.fs.read(path);
        const commits = text
          .split('\n')
          .map(line => line.trim())
          .filter(line => line.length > 0)
          .map(line => line.split('|'))
          .filter(parts => parts.length === 4 && /^\d{4}-\d{2}-\d{2}$/.test(parts[2]))
          .map(([hash, author, date, message]) => ({ hash, author, date, message }));

        const byAuthor = {};
        const byDate = {};
        for (const { author, date } of commits) {
          byAuthor[author] = (byAuthor[author] || 0) + 1;
          byDate[date] = (byDate[date] || 0) + 1;
        }
        const perAuthor = Object.entries(byAuthor)
          .sort((a, b) => b[1] - a[1])
          .map(([author, count]) => ({ author, count }));
        const [mostActiveDate] = Object.entries(byDate).reduce((best, cur) => (cur[1] > best[1] ? cur : best));
        const fixes = commits.filter(c => c.message.toLowerCase().startsWith('fix')).length;
        const fixShare = ((fixes / commits.length) * 100).toFixed(1) + '%';
        const longest = commits.reduce((a, b) => (b.message.length > a.message.length ? b : a));

        return JSON.stringify({
          perAuthor,
          mostActiveDate,
          fixShare,
          longestMessageHash: longest?.hash ?? null,
        });
      },
    });
  },
};
