module.exports = {
  name: "top-domains",
  apply(ctx) {
    ctx.tools.register({
      name: "top_domains",
      description: "Count the domains of email addresses and return the n most common",
      parameters: {
        emails: { type: "array", items: { type: "string" }, description: "email addresses" },
        n: { type: "integer", description: "how many domains to return" },
      },
      execute: async ({ emails, n }) => {
        const counts = emails.reduce((acc, email) => {
          const domain = email.split("@")[1].toLowerCase();
          acc[domain] = (acc[domain] || 0) + 1;
          return acc;
        }, {});
        return Object.entries(counts)
          .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
          .slice(0, n)
          .map(([domain, count]) => `${domain}: ${count}`)
          .join("\n");
      },
    });
  },
};
