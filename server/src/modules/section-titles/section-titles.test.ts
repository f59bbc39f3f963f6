import { SectionTitleSchema } from '@haat/contract';
import { demoShopSuite, describePublicReads } from '../../test/content-suites.js';

const shop = demoShopSuite();

describePublicReads(shop, [
  ['/api/featureSection/all', SectionTitleSchema],
  ['/api/faqSection/all', SectionTitleSchema],
]);
