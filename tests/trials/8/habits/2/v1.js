module.exports = {
  name: 'invert',
  apply(ctx) {
    ctx.tools.register({
      name: 'invert',
      description: 'Swap the keys and values of an object',
      parameters: {
        obj: { type: 'object', description: 'object whose values are strings' },
      },
      execute: async ({ obj }) => {
        const result = {};
        for (const [key, value] of Object.entries(obj)) {
          result[value] = key;
        }
        return JSON.stringify(result);
      },
    });
  },
};
