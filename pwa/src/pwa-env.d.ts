// tsconfig lists vite-plugin-pwa/react only; the plain registerSW module is typed here.
/// <reference types="vite-plugin-pwa/client" />
