import { BusinessInfoSchema } from '@haat/contract';
import { z } from 'zod';
import { demoShopSuite, describePublicReads } from '../../test/content-suites.js';

const shop = demoShopSuite();

describePublicReads(shop, [['/api/business/all', z.array(BusinessInfoSchema).min(1)]]);
