/**
 * React as TanStack Query uses it, by name: `scripts/react-for-query-plugin.ts` points the library's
 * `react` here, so React needs no ESM interop on any page (ADR 0042). A name the library reads that
 * this list lacks fails the build, naming it.
 */
export { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
