/**
 * React as TanStack Query uses it, by name (vite.config.ts points the library's `react` here). The
 * library reads React through a namespace import; React ships CommonJS, so that one import made the
 * bundler wrap React in its ESM interop for every module, and every page carried its helper (~230
 * bytes gzip) for a library only the account and staff pages load. A use the list lacks fails the build.
 */
export { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
