import { SeoSchema } from '@haat/contract';
import { demoShopSuite, describePublicReads } from '../../test/content-suites.js';

const shop = demoShopSuite();

describePublicReads(shop, [['/api/seo', SeoSchema]]);
