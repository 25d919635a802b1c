const ONES: readonly string[] = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
  "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
  "seventeen", "eighteen", "nineteen",
];
const TENS: readonly string[] = [
  "", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety",
];

function spell(n: number): string {
  if (n < 20) return ONES[n];
  const tens = TENS[Math.floor(n / 10)];
  const ones = n % 10;
  return ones === 0 ? tens : `${tens}-${ONES[ones]}`;
}

export default {
  name: "spelled-numbers",
  apply(ctx: any): void {
    ctx.tools.register({
      name: "spelled_numbers",
      description: "Spell integers 0..99 in English words",
      parameters: {
        numbers: { type: "array", items: { type: "integer" }, description: "integers 0..99" },
      },
      execute: ({ numbers }: { numbers: number[] }): string =>
        numbers.map((n: number) => spell(n)).join("; "),
    });
  },
};
