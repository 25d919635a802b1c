// bank-ledger plugin
type TxType = 'deposit' | 'withdraw' | 'transfer';

interface Transaction {
  id: string;
  account: string;
  type: TxType;
  amount: number;
  to?: string;
}

interface Rejection {
  id: string;
  reason: string;
}

class Ledger {
  private balances = new Map<string, number>();
  readonly rejected: Rejection[] = [];

  balance(account: string): number {
    return this.balances.get(account) ?? 0;
  }

  apply(tx: Transaction): void {
    const { id, account, type, amount, to } = tx;
    switch (type) {
      case 'deposit':
        this.balances.set(account, this.balance(account) + amount);
        break;
      case 'withdraw':
      case 'transfer': {
        if (type === 'transfer' && !to) {
          this.rejected.push({ id, reason: 'transfer without a target account' });
          return;
        }
        if (this.balance(account) < amount) {
          this.rejected.push({
            id,
            reason: `insufficient funds: ${account} has ${this.balance(account).toFixed(2)}, needs ${amount.toFixed(2)}`,
          });
          return;
        }
        this.balances.set(account, this.balance(account) - amount);
        if (type === 'transfer') {
          this.balances.set(to!, this.balance(to!) + amount);
        }
        break;
      }
      default:
        this.rejected.push({ id, reason: `unknown type ${type}` });
    }
  }

  sortedBalances(): [string, number][] {
    return [...this.balances.entries()].sort(([a], [b]) => a.localeCompare(b));
  }
}

export default {
  name: 'bank-ledger',
  inject: ['fs'],
  apply(ctx: any) {
    ctx.tools.register({
      name: 'bank_ledger',
      description: 'Apply a JSON list of transactions in order and report balances and rejections',
      parameters: {
        path: { type: 'string', description: 'JSON file of transactions' },
      },
      execute: async ({ path }: { path: string }): Promise<string> => {
        const txs: Transaction[] = JSON.parse(await ctx.fs.read(path));
        const ledger = new Ledger();
        txs.forEach((tx) => ledger.apply(tx));
        const balances = ledger.sortedBalances().map(([acc, bal]) => `${acc}: ${bal.toFixed(2)}`);
        const rejected = ledger.rejected.map((r) => `${r.id} (${r.reason})`);
        return `Balances:\n${balances.join('\n')}\nRejected: ${ledger.rejected.map((r) => r.id).join(', ')}\n${rejected.join('\n')}`;
      },
    });
  },
};
