/** Node entry: serve the app on PORT (default 8787). */
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';

const port = Number(process.env.PORT ?? 8787);
serve({ fetch: createApp().fetch, port }, (info) => {
  console.log(`mazeplay listening on http://localhost:${info.port}`);
});
