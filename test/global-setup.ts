/** Before any test: the play page's scripts are built (scripts/play-assets.ts), as the server serves them from dist/play-assets/. */
import { buildPlayAssets } from '../scripts/play-assets.ts';

export default async function setup(): Promise<void> {
  await buildPlayAssets();
}
