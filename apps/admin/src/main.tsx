import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import { App } from './app/App.tsx';
import { createStyleCache } from './app/style-cache.ts';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <CacheProvider value={createStyleCache()}>
      <App />
    </CacheProvider>
  </StrictMode>,
);
