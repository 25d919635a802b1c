// expense_split plugin
module.exports = {
  name: "expense-split",
  inject: ["fs"],
  apply(ctx) {
    ctx.tools.register({
      name: "expense_split",
      description: "Read expenses.json and compute balances and settlements",
      parameters: {
        path: { type: "string", description: "expenses file", required: false, default: "expenses.json" }
      },
      execute: async (args) => {
        const path = args?.path ?? "expenses.json";
        const text = await ctx.fs.read(path);
        const expenses = JSON.parse(text);

        const balances = expenses.reduce((acc, { payer, amount, participants }) => {
          const share = Number.parseFloat(amount) / participants.length;
          acc[payer] ??= 0;
          acc[payer] += amount;
          for (const p of participants) {
            acc[p] ??= 0;
            acc[p] -= share;
          }
          return acc;
        }, {});

        for (const name in balances) {
          balances[name] = Math.round(balances[name] * 100) / 100;
        }

        const creditors = Object.entries(balances)
          .filter(([, v]) => v > 0.005)
          .map(([name, v]) => ({ name, amount: v }));
        const debtors = Object.entries(balances)
          .filter(([, v]) => v < -0.005)
          .map(([name, v]) => ({ name, amount: Math.abs(v) }));

        const settlements = [];
        while (creditors.length > 0 && debtors.length > 0) {
          creditors.sort((a, b) => b.amount - a.amount);
          debtors.sort((a, b) => b.amount - a.amount);
          let c = creditors[0];
          let d = debtors[0];
          const amt = Math.round(Math.min(c.amount, d.amount) * 100) / 100;
          settlements.push({ from: d.name, to: c.name, amount: amt });
          c.amount = Math.round((c.amount - amt) * 100) / 100;
          d.amount = Math.round((d.amount - amt) * 100) / 100;
          if (c.amount < 0.005) creditors.shift();
          if (d.amount < 0.005) debtors.shift();
        }

        // order names: creditors first
        let names = Object.keys(balances);
        if (names.length >= 2 && balances[names[0]] < balances[names[1]]) {
          [names[0], names[1]] = [names[1], names[0]];
        }

        const lines = names.map(n => `${n.padEnd(8)} ${balances[n] >= 0 ? "+" : ""}${balances[n].toFixed(2)}`);
        const settleLines = settlements.map(({ from, to, amount }) => `${from} pays ${to} ${amount.toFixed(2)}`);
        const total = Object.values(balances).reduce((s, v) => s + v, 0);
        const hasDebt = settleLines.some(l => l.includes("pays"));

        const text2 = [
          "Balances:",
          ...lines,
          "",
          hasDebt ? "Settlements:" : "All settled.",
          ...settleLines,
          `(check sum: ${total.toFixed(2)})`
        ].join("\n");

        return {
          content: [{ type: "text", text: text2 }],
          structuredContent: { balances, settlements },
          isError: false
        };
      }
    });
  }
};
