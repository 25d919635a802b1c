// access-summary: requests per status code and the top two paths by bytes served
const LINE = /^(\S+)\s+(\S+)\s+(\S+)\s+(\d{3})\s+(\d+|-)$/;

module.exports = {
  name: 'access-summary',
  inject: ['fs'],
  apply(ctx) {
    ctx.tools.register({
      name: 'access_summary',
      description: 'Requests per status code and the two paths with the most bytes served',
      parameters: {
        path: { type: 'string', description: 'access log to read' },
      },
      execute: async ({ path }) => {
        const text = await ctx.fs.read(path);
        const entries = text
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean)
          .map((line) => line.match(LINE))
          .filter((m) => m !== null)
          .map(([, ts, method, url, status, bytes]) => ({
            ts,
            method,
            url,
            status: Number(status),
            bytes: bytes === '-' ? 0 : parseInt(bytes, 10),
          }));

        const byStatus = entries.reduce((acc, { status }) => {
          acc[status] = (acc[status] ?? 0) + 1;
          return acc;
        }, {});

        const bytesByPath = entries.reduce((acc, { url, bytes }) => {
          acc[url] = (acc[url] ?? 0) + bytes;
          return acc;
        }, {});

        const top = Object.entries(bytesByPath)
          .sort(([, a], [, b]) => b - a)
          .slice(0, 2);

        const statusLine = Object.entries(byStatus)
          .map(([code, n]) => `${code}=${n}`)
          .join(', ');
        const topLine = top.map(([url, bytes]) => `${url} (${bytes} bytes)`).join(', ');

        return [
          `Requests: ${entries.length}`,
          `By status: ${statusLine}`,
          `Top paths by bytes: ${topLine || 'none'}`,
        ].join('\n');
      },
    });
  },
};
