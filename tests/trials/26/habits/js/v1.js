// Timesheet plugin for cordis
module.exports = {
  name: 'timesheet',
  inject: ['fs'],
  apply(ctx) {
    ctx.tools.register({
      name: 'timesheet',
      description: 'Summarise a timesheet CSV (date,person,project,hours)',
      parameters: {
        path: { type: 'string', description: 'CSV file to read' },
      },
      execute: async ({ path }) => {
        const text = await ctx.fs.read(path);
        const [header, ...lines] = text.trim().split(/\r?\n/);
        const cols = header.split(',').map((c) => c.trim());

        const rows = lines
          .filter((l) => l.trim() !== '')
          .map((line) => {
            const values = line.split(',');
            const row = Object.fromEntries(cols.map((c, i) => [c, values[i]?.trim()]));
            return { ...row, hours: parseFloat(row.hours) };
          });

        const perPerson = {};
        const perDay = new Map();
        for (const { date, person, project, hours } of rows) {
          perPerson[person] ??= { projects: {}, total: 0 };
          perPerson[person].projects[project] = (perPerson[person].projects[project] || 0) + hours;
          perPerson[person].total += hours;
          perDay.set(date, (perDay.get(date) ?? 0) + hours);
        }

        const [busiestDay, busiestHours] = [...perDay.entries()].reduce(
          (best, cur) => (cur[1] > best[1] ? cur : best),
          ['', -Infinity]
        );

        const overtime = Object.entries(perPerson)
          .filter(([, p]) => p.total > 40)
          .map(([name]) => name);

        const lines_out = Object.entries(perPerson).map(([name, p]) => {
          const projects = Object.entries(p.projects)
            .map(([proj, h]) => `${proj}: ${h}`)
            .join(', ');
          return `${name} — ${projects} (total ${p.total})${p.total > 40 ? ' ⚠ over 40h' : ''}`;
        });

        return {
          content: [
            {
              type: 'text',
              text: [
                ...lines_out,
                `Busiest day: ${busiestDay} (${busiestHours}h)`,
                `Over 40h: ${overtime.length ? overtime.join(', ') : 'nobody'}`,
              ].join('\n'),
            },
          ],
          structuredContent: { perPerson, busiestDay: { date: busiestDay, hours: busiestHours }, overtime },
        };
      },
    });
  },
};
