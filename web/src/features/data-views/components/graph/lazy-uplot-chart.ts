import { lazy } from 'react';

/** uPlot and its styles load with the first chart on screen, never with the routes that show none. */
export const LazyUplotChart = lazy(() => import('./uplot-chart').then((module) => ({ default: module.UplotChart })));
