#!/usr/bin/env node
// The fake-order check's figures (decision 038): the assessment with the shipped weights and
// threshold run over synthetic shops' orders whose truth is known (bench/synthetic-orders.ts), printed
// as how many real orders it holds for a call (the cost) and how many fakes it catches (the gain), per
// shop and per pattern, so a change to the weights shows its effect. Part of `npm run bench`
// (bench/bench.mjs; `BENCH_ONLY=risk` runs only this part there, saving the figures with the others).
// Alone, in about a second, after building the contract, the server and the bench's TypeScript:
//   npx tsc -b contract server bench && node bench/risk.mjs
import { pathToFileURL } from 'node:url';
import { DEFAULT_RISK_SETTINGS } from '@haat/contract';
import { assessOrder } from '../server/dist/modules/risk/assessment.js';
import { measureAssessment, syntheticShops } from './dist/synthetic-orders.js';

/** Measures the assessment on the synthetic shops of a seed: the figures and what they were drawn from. */
export function runRisk(settings = DEFAULT_RISK_SETTINGS, seed = 1) {
  const shops = syntheticShops(seed);
  return {
    seed,
    settings: { threshold: settings.threshold, weights: settings.weights },
    shops: shops.map((shop) => ({
      name: shop.name,
      orders: shop.orders.length,
      fakeShare: shop.fakeShare,
      asksCourier: shop.asksCourier,
    })),
    measure: measureAssessment(shops, settings, assessOrder),
  };
}

const percent = (rate) => `${(rate * 100).toFixed(1)}%`;
const countOf = (part, whole) => `${part} of ${whole} (${percent(whole === 0 ? 0 : part / whole)})`;

/** Prints the figures of `runRisk` as markdown tables. */
export function printRisk(risk, log) {
  const { measure, shops, settings } = risk;
  const weights = Object.entries(settings.weights)
    .map(([signal, weight]) => `${signal} ${weight}`)
    .join(', ');
  log(
    `\n### Fake-order check on synthetic shops (seed ${risk.seed}): threshold ${settings.threshold}; weights ${weights}\n`,
  );
  log('| shop | orders | fake share | courier check | real orders held | fakes caught |');
  log('| --- | ---: | ---: | --- | ---: | ---: |');
  for (const [index, shop] of measure.shops.entries()) {
    const profile = shops[index];
    log(
      `| ${shop.name} | ${profile.orders} | ${percent(profile.fakeShare)} | ${profile.asksCourier ? 'yes' : 'no'} | ${countOf(shop.realHeld, shop.real)} | ${countOf(shop.fakesCaught, shop.fakes)} |`,
    );
  }
  const all = measure.overall;
  log(
    `| all | ${all.real + all.fakes} | ${percent(all.fakes / (all.real + all.fakes))} | | ${countOf(all.realHeld, all.real)} | ${countOf(all.fakesCaught, all.fakes)} |`,
  );

  log('\nPer pattern: held of its orders (for a real order the cost, for a fake the catch), and per shop.\n');
  log(
    `| pattern | truth | orders | held | mean score | ${measure.shops.map((shop) => shop.name).join(' | ')} |`,
  );
  log(`| --- | --- | ---: | ---: | ---: | ${measure.shops.map(() => '---:').join(' | ')} |`);
  for (const kind of all.kinds) {
    const perShop = measure.shops.map((shop) => {
      const ofShop = shop.kinds.find((each) => each.kind === kind.kind);
      return ofShop ? `${ofShop.held}/${ofShop.orders}` : '–';
    });
    log(
      `| ${kind.kind} | ${kind.fake ? 'fake' : 'real'} | ${kind.orders} | ${kind.held} (${percent(kind.heldRate)}) | ${kind.meanScore} | ${perShop.join(' | ')} |`,
    );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printRisk(runRisk(), (line) => process.stdout.write(`${line}\n`));
}
