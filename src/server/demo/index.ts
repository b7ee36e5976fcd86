// The demo distribution centre: seed it, tell whether a database already has data, and
// draw the demo's product and box pictures.
export { seedDemo, hasData, DEMO_SEED, type DemoSummary, type SeedOptions } from './seed';
export { DEMO_PASSWORD } from './users';
export { ADMIN_TOKEN } from './centre';
export { productImageSvg, productImagePath, boxImageSvg, boxImagePath } from './product-image';
