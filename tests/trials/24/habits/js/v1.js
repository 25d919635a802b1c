// expense-split plugin
module.exports = {
  name: 'expense-split',
  inject: ['fs'],
  apply(ctx) {
    ctx.tools.register({
      name: 'expense_split',
      description: 'Read a JSON file of expenses and compute who owes whom',
      parameters: {
        path: { type: 'string', description: 'JSON file of expenses [{ payer, amount, participants }]' },
      },
      async execute({ path }) {
        const expenses = JSON.parse(await ctx.fs.read(path));
        const balances = {};
        for (const { payer, amount, participants } of expenses) {
          balances[payer] = (balances[payer] ?? 0) + amount;
          const share = amount / participants.length;
          participants.forEach((p) => {
            balances[p] = (balances[p] ?? 0) - share;
          });
        }

        const round = (x) => Math.round(x * 100) / 100;
        const debtors = Object.entries(balances)
          .filter(([, b]) => b < -0.005)
          .map(([name, b]) => ({ name, amount: -b }));
        const creditors = Object.entries(balances)
          .filter(([, b]) => b > 0.005)
          .map(([name, b]) => ({ name, amount: b }));

        const transfers = [];
        while (debtors.length && creditors.length) {
          debtors.sort((a, b) => b.amount - a.amount);
          creditors.sort((a, b) => b.amount - a.amount);
          const d = debtors[0], c = creditors[0];
          const x = Math.min(d.amount, c.amount);
          transfers.push({ from: d.name, to: c.name, amount: round(x).toFixed(2) });
          d.amount -= x;
          c.amount -= x;
          if (d.amount < 0.005) debtors.shift();
          if (c.amount < 0.005) creditors.shift();
        }

        const lines = Object.keys(balances)
          .sort()
          .map((n) => `${n}: ${balances[n] >= 0 ? '+' : ''}${balances[n].toFixed(2)}`);
        return [
          'Balances:',
          ...lines,
          'Transfers:',
          ...transfers.map((t) => `${t.from} -> ${t.to}: ${t.amount}`),
        ].join('\n');
      },
    });
  },
};
