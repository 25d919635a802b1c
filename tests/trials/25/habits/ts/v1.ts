import type { Context, Plugin } from 'cordis';

interface Link {
  text: string;
  url: string;
}

interface UrlCount {
  url: string;
  count: number;
}

interface DomainGroup {
  domain: string;
  count: number;
  urls: UrlCount[];
}

const LINK_RE = /\[([^\]]*)\]\(([^)\s]+)\)/g;

function extractLinks(markdown: string): Link[] {
  const links: Link[] = [];
  for (const match of markdown.matchAll(LINK_RE)) {
    const [, text, url] = match;
    links.push({ text, url });
  }
  return links;
}

const plugin: Plugin = {
  name: 'markdown-links',
  inject: ['fs'],
  apply(ctx: Context): void {
    ctx.tools.register({
      name: 'markdown_links',
      description: 'List the links of a Markdown file grouped by domain',
      parameters: { path: { type: 'string', description: 'Markdown file to read' } },
      execute: async ({ path }: { path: string }): Promise<string> => {
        const markdown: string = await ctx.fs.read(path);
        const links = extractLinks(markdown);

        const byDomain = new Map<string, Map<string, number>>();
        const relative: string[] = [];
        let other = 0;

        for (const { url } of links) {
          if (/^https?:\/\//i.test(url)) {
            const domain = new URL(url).hostname.toLowerCase();
            if (!byDomain.has(domain)) byDomain.set(domain, new Map());
            const urls = byDomain.get(domain)!;
            urls.set(url, (urls.get(url) ?? 0) + 1);
          } else if (!/^[a-z][a-z0-9+.-]*:/i.test(url) && !url.startsWith('//')) {
            relative.push(url);
          } else {
            other++;
          }
        }

        const domains: DomainGroup[] = [...byDomain.entries()]
          .map(([domain, urls]) => ({
            domain,
            count: [...urls.values()].reduce((a, b) => a + b, 0),
            urls: [...urls.entries()].map(([url, count]) => ({ url, count })),
          }))
          .sort((a, b) => b.count - a.count || a.domain.localeCompare(b.domain));

        return JSON.stringify({
          total: links.length,
          domains,
          relative: { count: relative.length, urls: relative },
          other,
        });
      },
    });
  },
};

export default plugin;
