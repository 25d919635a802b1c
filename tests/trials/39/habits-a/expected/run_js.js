const fs = require('fs');
const plugin = require('../plugins/js/v1.js');
const tools = {};
plugin.apply({ fs: { read: p => fs.readFileSync(__dirname + '/../root/' + p, 'utf8') }, tools: { register: t => { tools[t.name] = t; } } });
const args = JSON.parse(process.argv[2]);
const r = tools.club_ratings.execute(args);
console.log(r.content[0].text);
console.log('---structuredContent---');
console.log(JSON.stringify(r.structuredContent));
