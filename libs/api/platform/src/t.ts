import * as echarts from 'echarts';
import { rankedBars } from '@campo/charts';
const spec = rankedBars({ title: 't', summary: 'Resumo <b>&', categoryTitle: 'c', valueTitle: 'v', rows: [{ label: '<script>x</script>', value: 1234.5 }, { label: 'B', value: 3 }], axis: { unit: 'kg', digits: 2 } });
const c = echarts.init(null, null, { renderer: 'svg', ssr: true, width: 400, height: 200 });
c.setOption(spec.option);
const s = c.renderToSVGString();
console.log(s.slice(0, 400)); console.log(s.includes('<script>'), s.match(/1\.234,5[^<]*/)?.[0], s.match(/aria[^ ]*="[^"]*"/g));
