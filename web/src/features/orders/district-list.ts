// The 64 districts in both scripts, loaded when the customer reaches the district field (decision
// 067): about 1 kB the landing page's first load does without.
export { DISTRICTS, findDistrict } from '@haat/contract';
